import java.util.function.UnaryOperator;

/**
 * The Java equivalent of programs/deriv.scm, written as a Java programmer would: the same
 * polynomial and derivative rules on trees of cons cells, with symbols as interned strings compared
 * by identity, numbers as Longs and map as a loop building a fresh list. Like the Scheme program it
 * allocates every cell of every derivative, so it shows what the JVM's allocation and collection
 * cost on that program, apart from anything Kopi's code generator does.
 */
public final class Deriv {
    /** A cons cell. */
    static final class Pair {
        final Object car;
        Object cdr;

        Pair(Object car, Object cdr) {
            this.car = car;
            this.cdr = cdr;
        }
    }

    static final Object NIL = new Object();
    static final Long ONE = 1L;
    static final Long ZERO = 0L;

    static Object list(Object... elements) {
        Object result = NIL;
        for (int i = elements.length - 1; i >= 0; i--) {
            result = new Pair(elements[i], result);
        }
        return result;
    }

    static Object map(UnaryOperator<Object> f, Object list) {
        Pair head = null;
        Pair tail = null;
        for (Object rest = list; rest instanceof Pair pair; rest = pair.cdr) {
            Pair cell = new Pair(f.apply(pair.car), NIL);
            if (head == null) {
                head = cell;
            } else {
                tail.cdr = cell;
            }
            tail = cell;
        }
        return head == null ? NIL : head;
    }

    static Object deriv(Object expr) {
        if (!(expr instanceof Pair pair)) {
            return expr == "x" ? ONE : ZERO;
        }
        Object operator = pair.car;
        if (operator == "+") {
            return new Pair("+", map(Deriv::deriv, pair.cdr));
        }
        if (operator == "-") {
            return new Pair("-", map(Deriv::deriv, pair.cdr));
        }
        if (operator == "*") {
            return list("*", expr, new Pair("+", map(factor -> list("/", deriv(factor), factor), pair.cdr)));
        }
        if (operator == "/") {
            Pair operands = (Pair) pair.cdr;
            Object numerator = operands.car;
            Object denominator = ((Pair) operands.cdr).car;
            return list("-", list("/", deriv(numerator), denominator),
                    list("/", numerator, list("*", denominator, denominator, deriv(denominator))));
        }
        throw new IllegalArgumentException("deriv: unknown operator " + operator);
    }

    static long countAtoms(Object tree) {
        if (tree instanceof Pair pair) {
            return countAtoms(pair.car) + countAtoms(pair.cdr);
        }
        return tree == NIL ? 0 : 1;
    }

    static long countPairs(Object tree) {
        if (tree instanceof Pair pair) {
            return 1 + countPairs(pair.car) + countPairs(pair.cdr);
        }
        return 0;
    }

    static final Object POLYNOMIAL =
            list("+", list("*", 3L, "x", "x"), list("*", "a", "x", "x"), list("*", "b", "x"), 5L);

    static String benchRun(int size) {
        Object result = deriv(POLYNOMIAL);
        for (int i = 1; i < size; i++) {
            result = deriv(POLYNOMIAL);
        }
        return "(" + countAtoms(result) + " " + countPairs(result) + " " + ((Pair) result).car + ")";
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 90000;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long start = System.nanoTime();
        String result = null;
        for (int i = 0; i < repeat; i++) {
            result = benchRun(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
