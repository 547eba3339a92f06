package kopi.analysis;

import java.math.BigInteger;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import kopi.expand.DeclaredTypes;
import kopi.runtime.Char;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Ratnum;
import kopi.runtime.Symbol;
import kopi.runtime.TypeCheck;
import kopi.runtime.Unspecified;

/**
 * A static type: the set of run-time representations ({@link Atom}s) its values may have, a name for
 * messages, and for Java class types the class itself. The atoms partition every value the runtime
 * can produce, so compatibility is set arithmetic: an actual type inside the expected one always
 * fits, one disjoint from it never does, anything else may.
 *
 * @param name      the type as messages print it ({@code int}, {@code string}, {@code java.util.List})
 * @param atoms     the representations a value of this type may have
 * @param javaClass the class of a Java class type, or null for Scheme types
 */
public record Type(String name, Set<Atom> atoms, Class<?> javaClass) {

  /** One run-time representation; {@link #OTHER} is any other object. */
  public enum Atom {
    INT, LONG, BIG, RATIO, FLONUM, BOOLEAN, CHAR, STRING, MSTRING, SYMBOL, PAIR, NIL, VECTOR, BYTEVECTOR,
    PROCEDURE, UNSPECIFIED, OTHER
  }

  /** How an actual type relates to an expected one. */
  public enum Fit {
    YES, MAYBE, NO
  }

  /** The type of a value nothing is known about. */
  public static final Type ANY = new Type("object", EnumSet.allOf(Atom.class), null);

  public static final Type INTEGER = scheme("integer", Atom.INT, Atom.LONG, Atom.BIG);
  public static final Type REAL = scheme("real", Atom.INT, Atom.LONG, Atom.BIG, Atom.RATIO, Atom.FLONUM);
  public static final Type NUMBER = scheme("number", Atom.INT, Atom.LONG, Atom.BIG, Atom.RATIO, Atom.FLONUM);
  public static final Type DOUBLE = scheme("double", Atom.FLONUM);
  public static final Type BOOLEAN = scheme("boolean", Atom.BOOLEAN);
  public static final Type CHARACTER = scheme("character", Atom.CHAR);
  public static final Type STRING = scheme("string", Atom.STRING, Atom.MSTRING);
  public static final Type SYMBOL = scheme("symbol", Atom.SYMBOL);
  public static final Type LIST = scheme("list", Atom.PAIR, Atom.NIL);
  public static final Type PAIR = scheme("pair", Atom.PAIR);
  public static final Type VECTOR = scheme("vector", Atom.VECTOR);
  public static final Type BYTEVECTOR = scheme("bytevector", Atom.BYTEVECTOR);
  public static final Type PROCEDURE = scheme("procedure", Atom.PROCEDURE);
  public static final Type UNSPECIFIED = scheme("unspecified", Atom.UNSPECIFIED);

  private static final Set<Atom> NUMERIC = EnumSet.of(Atom.INT, Atom.LONG, Atom.BIG, Atom.RATIO, Atom.FLONUM);

  /** Named types tried in order when a join needs a name: the first whose atoms cover it wins. */
  private static final List<Type> NAMES = List.of(INTEGER, REAL, BOOLEAN, CHARACTER, STRING, SYMBOL, LIST,
      VECTOR, BYTEVECTOR, PROCEDURE);

  public Type {
    atoms = Set.copyOf(atoms.isEmpty() ? EnumSet.noneOf(Atom.class) : EnumSet.copyOf(atoms));
  }

  /**
   * The type a specifier names ({@code int}, {@code vector[string]}, {@code String[]},
   * {@code java.util.List}), or {@link #ANY} for a name that resolves to nothing, so that an unknown
   * class never causes a false error.
   */
  public static Type parse(String text) {
    if (text == null) {
      return ANY;
    }
    int bracket = text.indexOf('[');
    if (bracket > 0 && text.endsWith("]") && !text.endsWith("[]")) {
      Type base = parse(text.substring(0, bracket));
      return new Type(text, base.atoms, base.javaClass);
    }
    Type scheme = switch (text) {
      case "int", "short", "byte", "Integer", "java.lang.Integer", "Short", "java.lang.Short", "Byte",
          "java.lang.Byte" -> scheme(text, Atom.INT);
      case "long", "Long", "java.lang.Long" -> scheme(text, Atom.INT, Atom.LONG);
      case "integer" -> INTEGER;
      case "rational" -> scheme(text, Atom.INT, Atom.LONG, Atom.BIG, Atom.RATIO);
      case "float", "double", "Float", "Double", "java.lang.Float", "java.lang.Double" -> scheme(text, Atom.FLONUM);
      case "real" -> REAL;
      case "number" -> NUMBER;
      case "boolean", "Boolean", "java.lang.Boolean" -> scheme(text, Atom.BOOLEAN);
      case "char", "character", "Character", "java.lang.Character" -> scheme(text, Atom.CHAR);
      case "string" -> STRING;
      case "symbol" -> SYMBOL;
      case "list" -> LIST;
      case "pair" -> PAIR;
      case "vector" -> VECTOR;
      case "bytevector" -> BYTEVECTOR;
      case "procedure" -> PROCEDURE;
      case "Object", "object", "java.lang.Object" -> new Type(text, ANY.atoms, Object.class);
      default -> null;
    };
    if (scheme != null) {
      return scheme;
    }
    Class<?> javaClass = TypeCheck.javaClass(text);
    return javaClass == null ? ANY : ofClass(text, javaClass);
  }

  /**
   * {@link #parse}, where a name may also be a class the program or session defines
   * ({@code define-simple-class}), known to the expander as a loaded shape of that class.
   */
  public static Type parse(String text, DeclaredTypes declared) {
    Class<?> shape = text == null || declared == null ? null : declared.classShape(text);
    return shape == null ? parse(text) : ofClass(text, shape);
  }

  /** The precise type of a constant. */
  public static Type ofValue(Object value) {
    if (value == kopi.expand.Core.ERRONEOUS) {
      // An expression with an error: what it would have been is unknown, so nothing is reported about it.
      return ANY;
    }
    if (value instanceof Long l) {
      return scheme("integer", l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE ? Atom.INT : Atom.LONG);
    }
    if (value instanceof BigInteger) {
      return scheme("integer", Atom.BIG);
    }
    if (value instanceof Ratnum) {
      return scheme("rational", Atom.RATIO);
    }
    if (value instanceof Double) {
      return DOUBLE;
    }
    if (value instanceof Boolean) {
      return BOOLEAN;
    }
    if (value instanceof Char) {
      return CHARACTER;
    }
    if (value instanceof String) {
      return scheme("string", Atom.STRING);
    }
    if (value instanceof MString) {
      return scheme("string", Atom.MSTRING);
    }
    if (value instanceof Symbol) {
      return SYMBOL;
    }
    if (value instanceof Pair) {
      return PAIR;
    }
    if (value == Nil.NIL) {
      return scheme("list", Atom.NIL);
    }
    if (value instanceof Object[]) {
      return VECTOR;
    }
    if (value instanceof byte[]) {
      return BYTEVECTOR;
    }
    if (value instanceof Procedure) {
      return PROCEDURE;
    }
    if (value instanceof Unspecified) {
      return UNSPECIFIED;
    }
    if (value == null) {
      return ANY;
    }
    return ofClass(schemeName(value.getClass()), value.getClass());
  }

  /** The name a message shows for the type of a constant: {@code complex}, never {@code kopi.runtime.Complex}. */
  private static String schemeName(Class<?> type) {
    return kopi.runtime.TypeNames.of(type);
  }

  /**
   * The values a place of this type accepts: a flonum type accepts every real, which the run-time
   * check converts ({@code kopi.runtime.TypeCheck}), so a value declared {@code ::double} holds a
   * flonum but an exact 1 may be passed to it.
   */
  public Type asExpected() {
    if (javaClass == null && atoms.equals(Set.of(Atom.FLONUM))) {
      return new Type(name, REAL.atoms, null);
    }
    return this;
  }

  /** True for {@link #ANY}: nothing is known, so nothing is reported. */
  public boolean isUnknown() {
    return atoms.size() == Atom.values().length && javaClass == null;
  }

  public boolean isNumeric() {
    return !atoms.isEmpty() && NUMERIC.containsAll(atoms);
  }

  /** Whether a value of type {@code actual} fits where this type is expected. */
  public Fit accepts(Type actual) {
    if (javaClass != null && actual.javaClass != null && javaClass != Object.class) {
      if (javaClass.isAssignableFrom(actual.javaClass)) {
        return Fit.YES;
      }
      boolean related = actual.javaClass.isAssignableFrom(javaClass)
          || (javaClass.isInterface() && !java.lang.reflect.Modifier.isFinal(actual.javaClass.getModifiers()))
          || (actual.javaClass.isInterface() && !java.lang.reflect.Modifier.isFinal(javaClass.getModifiers()));
      return related ? Fit.MAYBE : Fit.NO;
    }
    if (atoms.containsAll(actual.atoms)) {
      // Two types that share only "any other object" are both Java classes, handled above, or one is
      // Object; a Java class type accepting OTHER is only sure when it is Object.
      boolean onlySureForObject = actual.atoms.contains(Atom.OTHER) && javaClass != null && javaClass != Object.class;
      return onlySureForObject ? Fit.MAYBE : Fit.YES;
    }
    for (Atom atom : actual.atoms) {
      if (atoms.contains(atom)) {
        return Fit.MAYBE;
      }
    }
    return Fit.NO;
  }

  /** The least type containing both: what an {@code if} with these branches yields. */
  public Type join(Type other) {
    if (this.equals(other)) {
      return this;
    }
    if (javaClass != null || other.javaClass != null) {
      return ANY;
    }
    EnumSet<Atom> union = EnumSet.noneOf(Atom.class);
    union.addAll(atoms);
    union.addAll(other.atoms);
    if (union.containsAll(atoms) && atoms.containsAll(union)) {
      return this;
    }
    if (union.containsAll(other.atoms) && other.atoms.containsAll(union)) {
      return other;
    }
    for (Type named : NAMES) {
      if (named.atoms.containsAll(union)) {
        return new Type(named.name, union, null);
      }
    }
    return new Type("object", union, null);
  }

  @Override
  public String toString() {
    return name;
  }

  private static Type scheme(String name, Atom... atoms) {
    return new Type(name, EnumSet.of(atoms[0], atoms), null);
  }

  /** A Java class type: the runtime representations that are instances of it, plus other objects. */
  private static Type ofClass(String name, Class<?> javaClass) {
    EnumSet<Atom> atoms = EnumSet.noneOf(Atom.class);
    Object[][] representations = {
        {Atom.INT, Long.class}, {Atom.LONG, Long.class}, {Atom.BIG, BigInteger.class}, {Atom.RATIO, Ratnum.class},
        {Atom.FLONUM, Double.class}, {Atom.BOOLEAN, Boolean.class}, {Atom.CHAR, Char.class},
        {Atom.STRING, String.class}, {Atom.MSTRING, MString.class}, {Atom.SYMBOL, Symbol.class},
        {Atom.PAIR, Pair.class}, {Atom.NIL, Nil.class}, {Atom.VECTOR, Object[].class},
        {Atom.BYTEVECTOR, byte[].class}, {Atom.PROCEDURE, Procedure.class}, {Atom.UNSPECIFIED, Unspecified.class}};
    boolean isRepresentation = false;
    for (Object[] row : representations) {
      Class<?> representation = (Class<?>) row[1];
      if (javaClass.isAssignableFrom(representation)) {
        atoms.add((Atom) row[0]);
      }
      isRepresentation |= representation == javaClass;
    }
    if (javaClass.isInterface() && TypeCheck.functionalInterface(javaClass.getName()) != null) {
      // A procedure converts to a functional interface where one is declared (TypeCheck.convert).
      atoms.add(Atom.PROCEDURE);
    }
    if (javaClass == String.class) {
      // So does a mutable Scheme string to a java.lang.String.
      atoms.add(Atom.MSTRING);
    }
    boolean closed = isRepresentation && java.lang.reflect.Modifier.isFinal(javaClass.getModifiers());
    if (!closed) {
      atoms.add(Atom.OTHER);
    }
    return new Type(name, atoms, javaClass);
  }

  // Written out for start-up (see kopi.expand.Binding): type inference compares types while
  // compiling the first form, and the generated record methods bootstrap through invokedynamic.
  @Override
  public boolean equals(Object other) {
    return other instanceof Type that && name.equals(that.name) && atoms.equals(that.atoms)
        && java.util.Objects.equals(javaClass, that.javaClass);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + atoms.hashCode();
  }
}
