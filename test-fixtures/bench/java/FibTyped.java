/** The Java equivalent of programs/fib-typed.scm: doubly recursive Fibonacci on ints. */
public final class FibTyped {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 38;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long start = System.nanoTime();
        int result = 0;
        for (int i = 0; i < repeat; i++) {
            result = fib(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
