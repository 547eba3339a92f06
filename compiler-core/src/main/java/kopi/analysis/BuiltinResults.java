package kopi.analysis;

import java.util.Map;
import java.util.Set;

/**
 * The result types of runtime builtins where they are obvious from the name (and, for arithmetic,
 * from the argument types). Anything not listed is {@link Type#ANY}: a missing entry only loses
 * precision, a wrong one would cause false errors, so the table stays conservative.
 */
final class BuiltinResults {
  private BuiltinResults() {}

  private static final Map<String, Type> FIXED = Map.ofEntries(
      Map.entry("string-append", Type.STRING), Map.entry("substring", Type.STRING),
      Map.entry("string-upcase", Type.STRING), Map.entry("string-downcase", Type.STRING),
      Map.entry("string-copy", Type.STRING), Map.entry("make-string", Type.STRING),
      Map.entry("number->string", Type.STRING), Map.entry("symbol->string", Type.STRING),
      Map.entry("list->string", Type.STRING), Map.entry("string", Type.STRING),
      Map.entry("string-length", Type.INTEGER), Map.entry("length", Type.INTEGER),
      Map.entry("vector-length", Type.INTEGER), Map.entry("bytevector-length", Type.INTEGER),
      Map.entry("char->integer", Type.INTEGER), Map.entry("exact-integer-sqrt", Type.ANY),
      Map.entry("string->symbol", Type.SYMBOL), Map.entry("symbol", Type.SYMBOL),
      Map.entry("cons", Type.PAIR), Map.entry("list", Type.LIST), Map.entry("reverse", Type.LIST),
      Map.entry("append", Type.ANY), Map.entry("vector", Type.VECTOR), Map.entry("make-vector", Type.VECTOR),
      Map.entry("list->vector", Type.VECTOR), Map.entry("vector-copy", Type.VECTOR),
      Map.entry("bytevector", Type.BYTEVECTOR), Map.entry("make-bytevector", Type.BYTEVECTOR),
      Map.entry("integer->char", Type.CHARACTER), Map.entry("string-ref", Type.CHARACTER),
      Map.entry("char-upcase", Type.CHARACTER), Map.entry("char-downcase", Type.CHARACTER),
      Map.entry("char-titlecase", Type.CHARACTER),
      Map.entry("/", Type.NUMBER), Map.entry("sqrt", Type.NUMBER), Map.entry("expt", Type.NUMBER),
      Map.entry("exact->inexact", Type.NUMBER), Map.entry("inexact", Type.NUMBER),
      Map.entry("exact", Type.NUMBER), Map.entry("abs", Type.NUMBER));

  /** The builtins whose result is always {@code #!void}, as Kawa's void procedures. */
  private static final Set<String> VOID_RESULTS = Set.of("vector-set!", "set-car!", "set-cdr!", "string-set!",
      "bytevector-u8-set!", "vector-fill!", "string-fill!", "vector-copy!", "string-copy!", "bytevector-copy!",
      "display", "write", "write-shared", "write-simple", "newline", "write-string", "write-char", "write-u8",
      "write-bytevector", "flush-output-port", "close-port", "close-input-port", "close-output-port", "for-each",
      "vector-for-each", "string-for-each", "hash-table-set!", "hash-table-delete!", "hashtable-set!",
      "hashtable-delete!");

  private static final Set<String> PREDICATES = Set.of("=", "<", ">", "<=", ">=", "not", "null?", "pair?",
      "list?", "number?", "integer?", "string?", "symbol?", "vector?", "procedure?", "boolean?", "char?", "eq?",
      "eqv?", "equal?", "zero?", "positive?", "negative?", "odd?", "even?", "string=?", "string<?", "char=?",
      "char<?", "exact?", "inexact?", "eof-object?");

  /** Operators whose result is an exact integer when every argument is one. */
  private static final Set<String> INTEGER_CLOSED = Set.of("+", "-", "*", "quotient", "remainder", "modulo", "max",
      "min", "abs");

  static Type resultOf(String name, Type[] arguments) {
    if (PREDICATES.contains(name)) {
      return Type.BOOLEAN;
    }
    if (INTEGER_CLOSED.contains(name) || name.equals("+") || name.equals("-") || name.equals("*")) {
      return arithmetic(arguments);
    }
    if (name.equals("%declared-value") && arguments.length > 0) {
      // The conversion a declared ::string or ::bytevector applies: typed as the value it is given,
      // so that the declaration checks still see a definite mismatch (a process is of no static type).
      return arguments[0];
    }
    if (VOID_RESULTS.contains(name)) {
      return Type.UNSPECIFIED;
    }
    return FIXED.getOrDefault(name, Type.ANY);
  }

  private static Type arithmetic(Type[] arguments) {
    boolean allInteger = true;
    boolean allFlonum = arguments.length > 0;
    for (Type argument : arguments) {
      allInteger &= Type.INTEGER.accepts(argument) == Type.Fit.YES;
      allFlonum &= Type.DOUBLE.accepts(argument) == Type.Fit.YES;
    }
    if (allInteger) {
      return Type.INTEGER;
    }
    return allFlonum ? Type.DOUBLE : Type.NUMBER;
  }
}
