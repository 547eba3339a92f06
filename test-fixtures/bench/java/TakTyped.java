/** The Java equivalent of programs/tak-typed.scm: the Takeuchi function on ints. */
public final class TakTyped {
    static int tak(int x, int y, int z) {
        return !(y < x) ? z : tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 20000;
        long start = System.nanoTime();
        int result = 0;
        for (int i = 0; i < repeat; i++) {
            result = tak(3 * size, 2 * size, size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
