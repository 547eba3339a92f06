import java.util.Arrays;

/**
 * The Java equivalent of programs/earley.scm, written as a Java programmer would: the same
 * grammar, chart and counting, with items in int arrays and symbols as interned strings compared
 * by identity. It shows how much of Kopi's time on that program is the JVM's warm-up as such.
 */
public final class Earley {
    static final String[][] RULES = {{"start", "s"}, {"s", "s", "s"}, {"s", "a"}};
    static final String[] NONTERMINALS = {"start", "s"};
    static int positionCount;
    static int[] positionRule;
    static int[] positionDot;
    static int[] firstPosition;

    static void numberPositions() {
        for (String[] rule : RULES) {
            positionCount += rule.length;
        }
        positionRule = new int[positionCount];
        positionDot = new int[positionCount];
        firstPosition = new int[RULES.length];
        int position = 0;
        for (int rule = 0; rule < RULES.length; rule++) {
            firstPosition[rule] = position;
            for (int dot = 0; dot < RULES[rule].length; dot++) {
                positionRule[position + dot] = rule;
                positionDot[position + dot] = dot;
            }
            position += RULES[rule].length;
        }
    }

    static String positionLhs(int position) {
        return RULES[positionRule[position]][0];
    }

    /** The symbol after the dot, or null when the dotted rule is complete. */
    static String nextSymbol(int position) {
        String[] rule = RULES[positionRule[position]];
        int dot = 1 + positionDot[position];
        return dot < rule.length ? rule[dot] : null;
    }

    static int nonterminalIndex(String symbol) {
        for (int i = 0; i < NONTERMINALS.length; i++) {
            if (NONTERMINALS[i] == symbol) {
                return i;
            }
        }
        return -1;
    }

    /** One item set: a growable array of items in insertion order. */
    static final class ItemSet {
        int size;
        int[] items = new int[8];

        void add(int item) {
            for (int i = 0; i < size; i++) {
                if (items[i] == item) {
                    return;
                }
            }
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = item;
        }
    }

    static ItemSet[] parse(String[] tokens) {
        int n = tokens.length;
        ItemSet[] chart = new ItemSet[n + 1];
        for (int j = 0; j <= n; j++) {
            chart[j] = new ItemSet();
        }
        chart[0].add(firstPosition[0]);
        for (int j = 0; j <= n; j++) {
            ItemSet set = chart[j];
            for (int k = 0; k < set.size; k++) {
                int item = set.items[k];
                int position = item % positionCount;
                int origin = item / positionCount;
                String symbol = nextSymbol(position);
                if (symbol == null) {
                    String lhs = positionLhs(position);
                    ItemSet waiting = chart[origin];
                    for (int i = 0; i < waiting.size; i++) {
                        int other = waiting.items[i];
                        if (nextSymbol(other % positionCount) == lhs) {
                            set.add(other + 1);
                        }
                    }
                } else if (nonterminalIndex(symbol) >= 0) {
                    for (int rule = 0; rule < RULES.length; rule++) {
                        if (RULES[rule][0] == symbol) {
                            set.add(firstPosition[rule] + positionCount * j);
                        }
                    }
                } else if (j < n && tokens[j] == symbol) {
                    chart[j + 1].add(item + 1);
                }
            }
        }
        return chart;
    }

    /** Counts the parse trees from the chart's completed items, as count-parses does. */
    static final class Counter {
        final String[] tokens;
        final int n;
        final int spanCount;
        final boolean[] complete;
        final long[] memo;
        final boolean[] known;

        Counter(String[] tokens) {
            this.tokens = tokens;
            n = tokens.length;
            spanCount = (n + 1) * (n + 1);
            complete = new boolean[NONTERMINALS.length * spanCount];
            memo = new long[complete.length];
            known = new boolean[complete.length];
        }

        int slot(String symbol, int from, int to) {
            return nonterminalIndex(symbol) * spanCount + from * (n + 1) + to;
        }

        long derivations(String symbol, int from, int to) {
            int index = slot(symbol, from, to);
            if (!known[index]) {
                long total = 0;
                for (int rule = 0; rule < RULES.length; rule++) {
                    if (RULES[rule][0] == symbol) {
                        total += sequence(rule, 1, from, to);
                    }
                }
                memo[index] = total;
                known[index] = true;
            }
            return memo[index];
        }

        long sequence(int rule, int k, int from, int to) {
            String[] rhs = RULES[rule];
            if (k == rhs.length) {
                return from == to ? 1 : 0;
            }
            String symbol = rhs[k];
            if (nonterminalIndex(symbol) >= 0) {
                long total = 0;
                for (int middle = from + 1; middle <= to - (rhs.length - k - 1); middle++) {
                    if (complete[slot(symbol, from, middle)]) {
                        total += derivations(symbol, from, middle) * sequence(rule, k + 1, middle, to);
                    }
                }
                return total;
            }
            return from < to && tokens[from] == symbol ? sequence(rule, k + 1, from + 1, to) : 0;
        }

        long count(ItemSet[] chart) {
            for (int j = 0; j <= n; j++) {
                ItemSet set = chart[j];
                for (int k = 0; k < set.size; k++) {
                    int item = set.items[k];
                    int position = item % positionCount;
                    if (nextSymbol(position) == null) {
                        complete[slot(positionLhs(position), item / positionCount, j)] = true;
                    }
                }
            }
            return complete[slot("start", 0, n)] ? derivations("start", 0, n) : 0;
        }
    }

    static long benchRun(int size) {
        String[] input = new String[size];
        Arrays.fill(input, "a");
        return new Counter(input).count(parse(input));
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        int repeat = args.length > 1 ? Integer.parseInt(args[1]) : 250;
        numberPositions();
        long start = System.nanoTime();
        long result = 0;
        for (int i = 0; i < repeat; i++) {
            result = benchRun(size);
        }
        long end = System.nanoTime();
        System.out.println(result);
        System.out.println("time-us: " + (end - start) / 1_000);
    }
}
