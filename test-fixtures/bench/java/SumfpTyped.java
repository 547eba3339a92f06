/** The Java equivalent of programs/sumfp-typed.scm: sums the doubles n, n-1, ..., 0. */
public final class SumfpTyped {
    static double sumfp(double n) {
        double total = 0.0;
        for (double i = n; !(i < 0.0); i -= 1.0) {
            total += i;
        }
        return total;
    }

    public static void main(String[] args) {
        double size = args.length > 0 ? Double.parseDouble(args[0]) : 10000.0;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 200000;
        long start = System.nanoTime();
        double result = 0;
        for (int i = 0; i < repeat; i++) {
            result = sumfp(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
