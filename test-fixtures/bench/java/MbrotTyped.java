/** The Java equivalent of programs/mbrot-typed.scm: Mandelbrot escape counts over a grid. */
public final class MbrotTyped {
    static int escapeCount(double real, double imag) {
        double zr = real;
        double zi = imag;
        int count = 0;
        while (count != 64) {
            double zr2 = zr * zr;
            double zi2 = zi * zi;
            if (zr2 + zi2 > 16.0) {
                return count;
            }
            double nextZr = (zr2 - zi2) + real;
            zi = (2.0 * zr * zi) + imag;
            zr = nextZr;
            count++;
        }
        return count;
    }

    static int mbrotSum(int n, double left, double bottom, double step) {
        int total = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                total += escapeCount(left + step * x, bottom + step * y);
            }
        }
        return total;
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 75;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        long start = System.nanoTime();
        int result = 0;
        for (int i = 0; i < repeat; i++) {
            result = mbrotSum(size, -1.0, -0.5, 0.005);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
