import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;

/** The Java equivalent of programs/classes.scm: objects with fields and methods, sorted by a Comparator. */
public final class Classes {
    static final class Cell {
        int key;
        int count;

        Cell(int key) {
            this.key = key;
        }

        int bump() {
            return ++count;
        }
    }

    static final class ByKey implements Comparator<Object> {
        @Override
        public int compare(Object a, Object b) {
            return ((Cell) a).key - ((Cell) b).key;
        }
    }

    static long run(int size) {
        ArrayList<Object> cells = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            cells.add(new Cell((int) ((i * 7919L) % 10007)));
        }
        Collections.sort(cells, new ByKey());
        long sum = 0;
        for (int i = 0; i < size; i++) {
            Cell c = (Cell) cells.get(i);
            c.bump();
            sum += (long) i * c.key;
        }
        return sum;
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long start = System.nanoTime();
        long result = 0;
        for (int i = 0; i < repeat; i++) {
            result = run(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
