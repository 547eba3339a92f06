import java.util.ArrayList;
import java.util.List;

/** The Java equivalent of programs/interop.scm: list.get(i) and s.length() in a loop. */
public final class Interop {
    static long interopSum(List<Object> list, String s, int n) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += (Long) list.get(i) + s.length();
        }
        return total;
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
        List<Object> data = new ArrayList<>();
        for (long i = 0; i < size; i++) {
            data.add(i);
        }
        long start = System.nanoTime();
        long result = 0;
        for (int i = 0; i < repeat; i++) {
            result = interopSum(data, "hello", size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
