package kopi.differential;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates deterministic R7RS programs from a seed: numbers (fixnums, bignums, rationals,
 * flonums, exactness), strings, lists, vectors, characters and control (let, named let, cond,
 * case, when, call/cc escapes, dynamic-wind order, values, guard). Each program is a few
 * definitions followed by checks {@code (check EXPR)}, which write the value of EXPR (or the
 * symbol {@code error} when it raises) on a line of its own.
 *
 * <p>The generator is typed: it knows the type of every expression it builds, so programs stay
 * within what R7RS defines and avoid what it leaves to the implementation:
 * <ul>
 *   <li>no side effects in the operands of one call (their order of evaluation is unspecified;
 *       Chez Scheme evaluates right to left), only in bodies R7RS orders (for-each, dynamic-wind);</li>
 *   <li>no arithmetic mixing an exact and an inexact operand: {@code (* 0 1.5)} may be exact 0
 *       (Chez) or 0.0 (Kopi, Kawa), so the exact side is made inexact first;</li>
 *   <li>no transcendental functions but {@code sqrt} (the C and Java libraries may differ in the
 *       last bit), no {@code expt} of a flonum, no printing of procedures or unspecified values;</li>
 *   <li>{@code map} over several lists only of one length (R7RS stops at the shortest, R6RS and
 *       so Chez require equal lengths);</li>
 *   <li>{@code list-copy} only of proper lists (R7RS copies improper ones, R6RS rejects them);</li>
 *   <li>{@code sqrt} of exact non-squares only through {@code exact?}: Kopi rounds the root of an
 *       exact rational once, Chez first rounds the rational to a flonum (the last bit may differ);</li>
 *   <li>no signed zero from {@code round}, {@code min} or {@code max} of flonums (R7RS leaves
 *       open which zero they give; Chez rounds -0.4 to 0.0 and takes the second of two equal
 *       arguments): 0.0 is added to such results;</li>
 *   <li>symbols made from strings are lowercase letters only, hexadecimal digits are put in lower
 *       case, characters are printable or space, newline and tab (Chez names the others its own
 *       way, {@code #\nul} for {@code #\null}).</li>
 * </ul>
 */
final class ProgramGenerator {
  /** The types the generator tracks. */
  enum T {
    INT, RAT, FLO, BOOL, CHAR, STR, SYM, ILIST, LIST, VEC
  }

  /**
   * The definitions every program starts with: total versions of partial operations, so most
   * checks compute a value rather than an error.
   */
  static final String PRELUDE = """
      (define (nz x) (if (zero? x) 1 x))
      (define (idx i n) (modulo i n))
      (define (sub s a b)
        (let* ((n (string-length s)) (i (modulo a (+ n 1))) (j (modulo b (+ n 1))))
          (substring s (min i j) (max i j))))
      (define-syntax check
        (syntax-rules ()
          ((_ e) (begin (write (guard (c (#t 'error)) e)) (newline)))))
      """;

  private static final String[] FLONUMS = {
      "1.5", "-0.25", "3.0", "0.1", "2.5e-3", "123.456", "-7.75", "1e10", "1e21", "6.02e23", "-0.0",
      "0.0", "1e-7", "12345678.9", "0.3", "4.0", "-2.5", "1e300", "9007199254740993.0", "0.5"};
  private static final String[] FIXNUM_EDGES = {
      "4611686018427387903", "-4611686018427387904", "9223372036854775807", "-9223372036854775808",
      "2147483647", "-2147483648", "4294967296", "1152921504606846976"};
  private static final String[] CHARS = {
      "#\\a", "#\\z", "#\\A", "#\\Q", "#\\0", "#\\7", "#\\space", "#\\newline", "#\\tab", "#\\-",
      "#\\+", "#\\*", "#\\!", "#\\?", "#\\é", "#\\λ", "#\\x", "#\\M"};
  private static final String[] STRING_PIECES = {
      "", "a", "ab", "hello", "World", "x y", "42", "-17", "3.5", "é", "λx", "😀", "\\t", "\\n",
      "\\\"q\\\"", "Straße", "ABC", "mixed Case", "1/3", "#t"};
  private static final String[] SYMBOLS = {"a", "b", "foo", "bar", "lambda", "x1", "hello-world", "z"};

  private final Random random;
  private final List<Var> scope = new ArrayList<>();
  private int fresh;

  private record Var(String name, T type) {}

  /** A generated program: its text and the source of each check, in output order. */
  record Program(String text, List<String> checks) {}

  ProgramGenerator(long seed) {
    this.random = new Random(seed);
  }

  Program program(int checks) {
    scope.clear();
    fresh = 0;
    StringBuilder text = new StringBuilder(PRELUDE);
    int globals = random.nextInt(4);
    for (int i = 0; i < globals; i++) {
      T type = anyType();
      String name = "g" + i;
      // A definition must not fail, or the program would stop: a failure gives a default.
      text.append("(define ").append(name).append(" (guard (c (#t ").append(fallback(type)).append(")) ")
          .append(expr(type, 3)).append("))\n");
      scope.add(new Var(name, type));
    }
    List<String> sources = new ArrayList<>();
    for (int i = 0; i < checks; i++) {
      String check = chance(10) ? printedToString(3) : expr(anyType(), 2 + random.nextInt(4));
      sources.add(check);
      text.append("(check ").append(check).append(")\n");
    }
    return new Program(text.toString(), sources);
  }

  /**
   * A value written and displayed into a string port: a check of its own, never an operand of
   * string operations, since the text may hold flonums (see {@link OutputNormaliser}).
   */
  private String printedToString(int d) {
    return "(let ((p (open-output-string))) (write " + expr(anyType(), d) + " p) (write-char #\\space p) (display "
        + expr(anyType(), d) + " p) (get-output-string p))";
  }

  private T anyType() {
    T[] all = T.values();
    return all[random.nextInt(all.length)];
  }

  private static String fallback(T type) {
    return switch (type) {
      case INT, RAT -> "0";
      case FLO -> "0.5";
      case BOOL -> "#f";
      case CHAR -> "#\\c";
      case STR -> "\"s\"";
      case SYM -> "'s";
      case ILIST, LIST -> "'()";
      case VEC -> "(vector 1)";
    };
  }

  private boolean chance(int percent) {
    return random.nextInt(100) < percent;
  }

  private <E> E pick(E[] items) {
    return items[random.nextInt(items.length)];
  }

  private String expr(T type, int depth) {
    if (depth <= 0 || chance(15)) {
      return leaf(type);
    }
    if (chance(22)) {
      return control(type, depth - 1);
    }
    return switch (type) {
      case INT -> integer(depth - 1);
      case RAT -> rational(depth - 1);
      case FLO -> flonum(depth - 1);
      case BOOL -> bool(depth - 1);
      case CHAR -> character(depth - 1);
      case STR -> string(depth - 1);
      case SYM -> symbol(depth - 1);
      case ILIST -> intList(depth - 1);
      case LIST -> list(depth - 1);
      case VEC -> vector(depth - 1);
    };
  }

  private String variable(T type) {
    List<Var> candidates = new ArrayList<>();
    for (Var v : scope) {
      if (v.type() == type) {
        candidates.add(v);
      }
    }
    return candidates.isEmpty() ? null : candidates.get(random.nextInt(candidates.size())).name();
  }

  private String leaf(T type) {
    String v = chance(40) ? variable(type) : null;
    if (v != null) {
      return v;
    }
    return switch (type) {
      case INT -> intLiteral();
      case RAT -> chance(50) ? intLiteral() : (random.nextInt(41) - 20) + "/" + (1 + random.nextInt(12));
      case FLO -> pick(FLONUMS);
      case BOOL -> chance(50) ? "#t" : "#f";
      case CHAR -> pick(CHARS);
      case STR -> "\"" + pick(STRING_PIECES) + (chance(30) ? pick(STRING_PIECES) : "") + "\"";
      case SYM -> "'" + pick(SYMBOLS);
      case ILIST -> {
        StringBuilder out = new StringBuilder("'(");
        int n = random.nextInt(6);
        for (int i = 0; i < n; i++) {
          out.append(i == 0 ? "" : " ").append(random.nextInt(21) - 10);
        }
        yield out.append(")").toString();
      }
      case LIST -> chance(50) ? leaf(T.ILIST) : "(list " + leaf(T.SYM) + " " + leaf(T.STR) + " " + leaf(T.CHAR) + ")";
      case VEC -> "(vector " + intLiteral() + " " + intLiteral() + ")";
    };
  }

  private String intLiteral() {
    int kind = random.nextInt(10);
    if (kind < 6) {
      return Integer.toString(random.nextInt(41) - 20);
    }
    if (kind < 8) {
      return pick(FIXNUM_EDGES);
    }
    return new BigInteger(60 + random.nextInt(100), random).multiply(BigInteger.valueOf(chance(50) ? 1 : -1))
        .toString();
  }

  private String call(String operator, String... operands) {
    return "(" + operator + " " + String.join(" ", operands) + ")";
  }

  private String integer(int d) {
    return switch (random.nextInt(30)) {
      case 0 -> call("+", expr(T.INT, d), expr(T.INT, d));
      case 1 -> call("-", expr(T.INT, d), expr(T.INT, d));
      case 2 -> call("*", expr(T.INT, d), expr(T.INT, d));
      case 3 -> call("-", expr(T.INT, d));
      case 4 -> call("quotient", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 5 -> call("remainder", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 6 -> call("modulo", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 7 -> call("floor-quotient", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 8 -> call("floor-remainder", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 9 -> call("truncate-quotient", expr(T.INT, d), call("nz", expr(T.INT, d)));
      case 10 -> call("abs", expr(T.INT, d));
      case 11 -> call("gcd", expr(T.INT, d), expr(T.INT, d));
      case 12 -> call("lcm", expr(T.INT, d), expr(T.INT, d));
      case 13 -> call("expt", expr(T.INT, d), Integer.toString(random.nextInt(13)));
      case 14 -> call(chance(50) ? "max" : "min", expr(T.INT, d), expr(T.INT, d), expr(T.INT, d));
      case 15 -> call("string-length", expr(T.STR, d));
      case 16 -> call("length", expr(T.ILIST, d));
      case 17 -> call("vector-length", expr(T.VEC, d));
      case 18 -> call("char->integer", expr(T.CHAR, d));
      case 19 -> call(pick(new String[] {"floor", "ceiling", "round", "truncate"}), expr(T.RAT, d));
      case 20 -> call("numerator", expr(T.RAT, d));
      case 21 -> call("denominator", expr(T.RAT, d));
      case 22 -> call("square", expr(T.INT, d));
      case 23 -> call("apply", "+", expr(T.ILIST, d));
      case 24 -> {
        String v = expr(T.VEC, d);
        yield "(let ((v " + v + ")) (vector-ref v (idx " + expr(T.INT, d) + " (vector-length v))))";
      }
      case 25 ->
          call("string->number", call("number->string", expr(T.INT, d), pick(new String[] {"2", "8", "10", "16"})),
              pick(new String[] {"2", "8", "10", "16"}));
      case 26 -> call("exact", call("floor", pick(FLONUMS)));
      case 27 -> "(let loop ((i 0) (acc " + expr(T.INT, d) + ")) (if (>= i " + random.nextInt(8)
          + ") acc (loop (+ i 1) " + withVar("i", T.INT, () -> call("+", "acc", expr(T.INT, d))) + ")))";
      case 28 -> "(call-with-values (lambda () (exact-integer-sqrt (abs " + expr(T.INT, d) + "))) (lambda (s r) "
          + (chance(50) ? "s" : "r") + "))";
      default -> call("truncate-remainder", expr(T.INT, d), call("nz", expr(T.INT, d)));
    };
  }

  /** Runs {@code body} with {@code name} of {@code type} in scope (the caller binds it). */
  private String withVar(String name, T type, java.util.function.Supplier<String> body) {
    scope.add(new Var(name, type));
    try {
      return body.get();
    } finally {
      scope.remove(scope.size() - 1);
    }
  }

  private String rational(int d) {
    return switch (random.nextInt(9)) {
      case 0 -> call("/", expr(T.RAT, d), call("nz", expr(T.RAT, d)));
      case 1 -> call("+", expr(T.RAT, d), expr(T.RAT, d));
      case 2 -> call("-", expr(T.RAT, d), expr(T.RAT, d));
      case 3 -> call("*", expr(T.RAT, d), expr(T.RAT, d));
      case 4 -> call("exact", pick(FLONUMS).replace("1e300", "0.75").replace("6.02e23", "2.5"));
      case 5 -> call("abs", expr(T.RAT, d));
      case 6 -> call(chance(50) ? "max" : "min", expr(T.RAT, d), expr(T.RAT, d));
      case 7 -> call("expt", call("nz", expr(T.RAT, d)), Integer.toString(random.nextInt(15) - 7));
      default -> expr(T.INT, d);
    };
  }

  private String inexactOperand(int d) {
    return chance(60) ? expr(T.FLO, d) : call("inexact", expr(T.RAT, d));
  }

  private String flonum(int d) {
    return switch (random.nextInt(15)) {
      case 0 -> call("+", inexactOperand(d), inexactOperand(d));
      case 1 -> call("-", inexactOperand(d), inexactOperand(d));
      case 2 -> call("*", inexactOperand(d), inexactOperand(d));
      case 3 -> call("/", inexactOperand(d), inexactOperand(d));
      case 4 -> call("inexact", expr(T.RAT, d));
      case 5 -> call("sqrt", call("abs", inexactOperand(d)));
      // The root of a flonum: Kopi's root of an exact rational is rounded once, from the exact
      // value, where Chez rounds the rational to a flonum first (sqrt 11/9 differs in the last bit).
      case 6 -> call("sqrt", call("abs", call("inexact", expr(T.RAT, d))));
      case 7 -> call(pick(new String[] {"floor", "ceiling", "truncate", "abs"}), inexactOperand(d));
      // Adding 0.0 makes -0.0 0.0: which zero (round -0.4) gives, and which of 0.0 and -0.0 min
      // and max pick, R7RS leaves open (Chez: 0.0, and the second argument; Kopi: IEEE's -0.0).
      case 8 -> call("+", call(chance(50) ? "max" : "min", inexactOperand(d), inexactOperand(d)), "0.0");
      case 13 -> call("+", call("round", inexactOperand(d)), "0.0");
      case 9 -> call("string->number", "\"" + pick(FLONUMS) + "\"");
      case 10 -> call("exact->inexact", call("/", expr(T.INT, d), call("nz", expr(T.INT, d))));
      case 11 -> call("-", inexactOperand(d));
      case 12 -> call("square", inexactOperand(d));
      default -> call("inexact", expr(T.INT, d));
    };
  }

  private String number(int d) {
    return switch (random.nextInt(3)) {
      case 0 -> expr(T.INT, d);
      case 1 -> expr(T.RAT, d);
      default -> expr(T.FLO, d);
    };
  }

  private String bool(int d) {
    return switch (random.nextInt(26)) {
      case 0 -> call(pick(new String[] {"=", "<", ">", "<=", ">="}), number(d), number(d));
      case 1 -> call(pick(new String[] {"=", "<", "<="}), number(d), number(d), number(d));
      case 2 -> call(pick(new String[] {"zero?", "positive?", "negative?"}), number(d));
      case 3 -> call(pick(new String[] {"odd?", "even?"}), expr(T.INT, d));
      case 4 -> call(pick(new String[] {"exact?", "inexact?", "integer?", "rational?", "real?", "number?",
          "exact-integer?"}), number(d));
      case 5 -> call(pick(new String[] {"nan?", "infinite?", "finite?"}), expr(T.FLO, d));
      case 6 -> call("eqv?", number(d), number(d));
      case 7 -> call("equal?", expr(T.LIST, d), expr(T.LIST, d));
      case 8 -> call(pick(new String[] {"string=?", "string<?", "string>?", "string<=?", "string-ci=?", "string-ci<?"}),
          expr(T.STR, d), expr(T.STR, d));
      case 9 -> call(pick(new String[] {"char=?", "char<?", "char>=?", "char-ci=?"}), expr(T.CHAR, d), expr(T.CHAR, d));
      case 10 -> call(pick(new String[] {"char-alphabetic?", "char-numeric?", "char-whitespace?",
          "char-upper-case?", "char-lower-case?"}), expr(T.CHAR, d));
      case 11 -> call(pick(new String[] {"null?", "pair?", "list?"}), expr(T.LIST, d));
      case 12 -> call(pick(new String[] {"vector?", "string?", "symbol?", "boolean?", "char?", "procedure?",
          "number?", "list?"}), expr(anyType(), d));
      case 13 -> call("not", expr(T.BOOL, d));
      case 14 -> call("and", expr(T.BOOL, d), expr(T.BOOL, d));
      case 15 -> call("or", expr(T.BOOL, d), expr(T.BOOL, d));
      case 16 -> "(if (memv " + expr(T.INT, d) + " " + expr(T.ILIST, d) + ") #t #f)";
      case 17 -> call("eq?", expr(T.SYM, d), expr(T.SYM, d));
      case 18 -> call("equal?", expr(T.STR, d), call("string-copy", expr(T.STR, d)));
      case 19 -> call("equal?", expr(T.VEC, d), expr(T.VEC, d));
      case 20 -> call("boolean=?", expr(T.BOOL, d), expr(T.BOOL, d));
      case 21 -> call("symbol=?", expr(T.SYM, d), expr(T.SYM, d));
      case 22 -> call("exact?", call("sqrt", call("abs", expr(T.RAT, d))));
      case 23 -> call("=", expr(T.INT, d), call("inexact", expr(T.INT, d)));
      case 24 -> call("<", expr(T.INT, d), pick(new String[] {"+inf.0", "-inf.0", "1e300", "1e19"}));
      default -> call("equal?", expr(T.ILIST, d), call("list-copy", expr(T.ILIST, d)));
    };
  }

  private String character(int d) {
    return switch (random.nextInt(5)) {
      case 0 -> "(let ((s (string-append " + expr(T.STR, d) + " \"ab\"))) (string-ref s (idx " + expr(T.INT, d)
          + " (string-length s))))";
      case 1 -> call("char-upcase", expr(T.CHAR, d));
      case 2 -> call("char-downcase", expr(T.CHAR, d));
      case 3 -> call("integer->char", call("+", "65", call("idx", expr(T.INT, d), "58")));
      default -> call("char-foldcase", expr(T.CHAR, d));
    };
  }

  private String string(int d) {
    return switch (random.nextInt(16)) {
      case 0 -> call("string-append", expr(T.STR, d), expr(T.STR, d));
      case 1 -> call("sub", expr(T.STR, d), expr(T.INT, d), expr(T.INT, d));
      case 2 -> call(chance(50) ? "string-upcase" : "string-downcase", expr(T.STR, d));
      // Exact only: a flonum's digits are spelt differently (1.0E10, 1e10), and string
      // operations on them would carry the difference where normalising cannot reach.
      case 3 -> call("number->string", expr(T.RAT, d));
      case 4 -> call("string-downcase", call("number->string", expr(T.INT, d), pick(new String[] {"2", "8", "16"})));
      case 5 -> call("list->string", call("list", expr(T.CHAR, d), expr(T.CHAR, d)));
      case 6 -> call("string", expr(T.CHAR, d), expr(T.CHAR, d));
      case 7 -> call("make-string", Integer.toString(random.nextInt(4)), expr(T.CHAR, d));
      case 8 -> call("symbol->string", expr(T.SYM, d));
      case 9 -> call("list->string", call("reverse", call("string->list", expr(T.STR, d))));
      case 10 -> "(let ((s (string-copy " + expr(T.STR, d) + "))) (if (> (string-length s) 0) (string-set! s 0 "
          + expr(T.CHAR, d) + ")) s)";
      case 11 -> call("string-foldcase", expr(T.STR, d));
      case 12 -> call("string-append", expr(T.STR, d), call("symbol->string", expr(T.SYM, d)));
      case 13 -> call("number->string", expr(T.INT, d), "10");
      case 14 -> call("string-copy", expr(T.STR, d));
      default -> "(let ((s (make-string 3 " + expr(T.CHAR, d) + "))) (string-fill! s " + expr(T.CHAR, d) + ") s)";
    };
  }

  private String symbol(int d) {
    return switch (random.nextInt(3)) {
      case 0 -> call("string->symbol", "\"" + pick(SYMBOLS) + "\"");
      case 1 -> "(if " + expr(T.BOOL, d) + " " + expr(T.SYM, d) + " " + expr(T.SYM, d) + ")";
      default -> call("string->symbol", call("symbol->string", expr(T.SYM, d)));
    };
  }

  private String intList(int d) {
    return switch (random.nextInt(11)) {
      case 0 -> call("list", expr(T.INT, d), expr(T.INT, d), expr(T.INT, d));
      case 1 -> call("cons", expr(T.INT, d), expr(T.ILIST, d));
      case 2 -> call("append", expr(T.ILIST, d), expr(T.ILIST, d));
      case 3 -> call("reverse", expr(T.ILIST, d));
      case 4 -> "(map (lambda (x) " + withVar("x", T.INT, () -> expr(T.INT, d)) + ") " + expr(T.ILIST, d) + ")";
      case 5 -> call("vector->list", expr(T.VEC, d));
      case 6 -> "(let ((l " + expr(T.ILIST, d) + ")) (list-tail l (idx " + expr(T.INT, d) + " (+ 1 (length l)))))";
      case 7 -> "(do ((i 0 (+ i 1)) (acc '() (cons " + withVar("i", T.INT, () -> expr(T.INT, d)) + " acc))) ((= i "
          + random.nextInt(6) + ") acc))";
      case 8 -> "(let ((acc '())) (for-each (lambda (x) (set! acc (cons " + withVar("x", T.INT, () -> expr(T.INT, d))
          + " acc))) " + expr(T.ILIST, d) + ") acc)";
      case 9 -> "(call-with-values (lambda () (exact-integer-sqrt (abs " + expr(T.INT, d) + "))) list)";
      // Lists of one length: R7RS map stops at the shortest list, R6RS (Chez) requires equal lengths.
      default -> "(let ((l " + expr(T.ILIST, d) + ")) (map + l (reverse l)))";
    };
  }

  private String list(int d) {
    return switch (random.nextInt(14)) {
      case 0 -> call("list", expr(anyType(), d), expr(anyType(), d));
      case 1 -> call("cons", expr(anyType(), d), expr(T.LIST, d));
      case 2 -> call("cons", expr(anyType(), d), expr(anyType(), d));
      case 3 -> call("string->list", expr(T.STR, d));
      case 4 -> "(let ((m (memv " + expr(T.INT, d) + " " + expr(T.ILIST, d) + "))) (if m m '()))";
      case 5 -> "(let ((a (assv " + expr(T.INT, d) + " (map (lambda (k) (cons k " + expr(T.SYM, d) + ")) "
          + expr(T.ILIST, d) + ")))) (if a (list a) '()))";
      case 6 -> "(let-values (((a b) (values " + expr(anyType(), d) + " " + expr(anyType(), d) + "))) (list b a))";
      case 7 -> "(call-with-values (lambda () (values " + expr(anyType(), d) + " " + expr(anyType(), d) + ")) list)";
      case 8 -> dynamicWind(d);
      case 9 -> "(call/cc (lambda (k) (for-each (lambda (x) (if " + withVar("x", T.INT, () -> expr(T.BOOL, d))
          + " (k (list 'found x)))) " + expr(T.ILIST, d) + ") '(none)))";
      case 10 -> "(guard (e ((symbol? e) (list 'caught e)) ((string? e) (list 'text e))) (if " + expr(T.BOOL, d)
          + " (raise " + (chance(50) ? expr(T.SYM, d) : expr(T.STR, d)) + ") (list 'normal " + expr(anyType(), d)
          + ")))";
      case 11 -> "(let ((trace '())) (let ((r (guard (e (#t (set! trace (cons 'handler trace)) e)) "
          + "(dynamic-wind (lambda () (set! trace (cons 'in trace))) (lambda () (raise 'oops)) "
          + "(lambda () (set! trace (cons 'out trace))))))) (list r (reverse trace))))";
      // A proper list: R7RS copies an improper one too, R6RS (Chez) rejects it.
      case 12 -> call("list-copy", expr(T.ILIST, d));
      default -> expr(T.ILIST, d);
    };
  }

  /** The order of before and after thunks, with a normal exit or an escape through call/cc. */
  private String dynamicWind(int d) {
    String escape = expr(T.BOOL, d);
    return "(let ((trace '())) (let ((r (call/cc (lambda (k) (dynamic-wind (lambda () (set! trace (cons 'before trace))) "
        + "(lambda () (if " + escape + " (k 'escaped) (begin (set! trace (cons 'during trace)) 'normal))) "
        + "(lambda () (set! trace (cons 'after trace)))))))) (list r (reverse trace))))";
  }

  private String vector(int d) {
    return switch (random.nextInt(7)) {
      case 0 -> call("vector", expr(T.INT, d), expr(T.INT, d), expr(T.INT, d));
      case 1 -> "(list->vector (cons " + expr(T.INT, d) + " " + expr(T.ILIST, d) + "))";
      case 2 -> "(vector-map (lambda (x) " + withVar("x", T.INT, () -> expr(T.INT, d)) + ") " + expr(T.VEC, d) + ")";
      case 3 -> "(let ((v (make-vector " + (1 + random.nextInt(4)) + " " + expr(T.INT, d) + "))) (vector-set! v (idx "
          + expr(T.INT, d) + " (vector-length v)) " + expr(T.INT, d) + ") v)";
      case 4 -> "(let ((v (vector-copy " + expr(T.VEC, d) + "))) (vector-fill! v " + expr(T.INT, d) + ") v)";
      case 5 -> "(let ((v " + expr(T.VEC, d) + ") (sum 0)) (vector-for-each (lambda (x) (set! sum (+ sum x))) v) "
          + "(vector sum (vector-length v)))";
      default -> call("vector-copy", expr(T.VEC, d));
    };
  }

  /** A control construct whose value has {@code type}. */
  private String control(T type, int d) {
    return switch (random.nextInt(9)) {
      case 0 -> "(if " + expr(T.BOOL, d) + " " + expr(type, d) + " " + expr(type, d) + ")";
      case 1 -> {
        T bound = anyType();
        String name = "v" + fresh++;
        String init = expr(bound, d);
        yield "(let ((" + name + " " + init + ")) " + withVar(name, bound, () -> expr(type, d)) + ")";
      }
      case 2 -> {
        String a = "v" + fresh++;
        String b = "v" + fresh++;
        String initA = expr(T.INT, d);
        String body = withVar(a, T.INT, () -> {
          String initB = expr(T.INT, d);
          return "(" + b + " " + initB + ")) " + withVar(b, T.INT, () -> expr(type, d));
        });
        yield "(let* ((" + a + " " + initA + ") " + body + ")";
      }
      case 3 -> "(cond (" + expr(T.BOOL, d) + " " + expr(type, d) + ") (" + expr(T.BOOL, d) + " " + expr(type, d)
          + ") (else " + expr(type, d) + "))";
      case 4 -> "(case (idx " + expr(T.INT, d) + " 5) ((0 1) " + expr(type, d) + ") ((2) " + expr(type, d)
          + ") (else " + expr(type, d) + "))";
      case 5 -> "(case " + expr(T.SYM, d) + " ((a foo) " + expr(type, d) + ") ((lambda z) " + expr(type, d)
          + ") (else " + expr(type, d) + "))";
      case 6 -> "(call/cc (lambda (k) (if " + expr(T.BOOL, d) + " (k " + expr(type, d) + ") " + expr(type, d) + ")))";
      case 7 -> {
        String r = "v" + fresh++;
        String init = expr(type, d);
        yield "(let ((" + r + " " + init + ")) (when " + expr(T.BOOL, d) + " (set! " + r + " " + expr(type, d) + ")) "
            + "(unless " + expr(T.BOOL, d) + " (set! " + r + " " + expr(type, d) + ")) " + r + ")";
      }
      default -> {
        String f = "f" + fresh++;
        T param = chance(50) ? T.INT : anyType();
        String body = withVar("y", param, () -> expr(type, d));
        yield "(let ((" + f + " (lambda (y) " + body + "))) (" + f + " " + expr(param, d) + "))";
      }
    };
  }
}
