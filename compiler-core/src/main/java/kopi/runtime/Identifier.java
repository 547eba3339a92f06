package kopi.runtime;

/**
 * An identifier as a syntax object, the value {@code syntax} ({@code #'x}) gives a symbol: its name
 * and the expander's scope set for it, which the runtime keeps opaque ({@code scopes} is null for
 * one made outside a macro expansion). A syntax object is otherwise plain data: lists, vectors and
 * constants whose identifiers are {@code Identifier}s, as {@code syntax-case} transformers see and
 * build them ({@link kopi.runtime.lib.SyntaxLib}). {@code start} and {@code end} are the source
 * offsets of the identifier, or -1.
 */
public final class Identifier {
  private final Symbol name;
  private final Object scopes;
  private final int start;
  private final int end;

  public Identifier(Symbol name, Object scopes, int start, int end) {
    this.name = name;
    this.scopes = scopes;
    this.start = start;
    this.end = end;
  }

  public Symbol name() {
    return name;
  }

  /** The expander's scope set, opaque here; null when made outside a macro expansion. */
  public Object scopes() {
    return scopes;
  }

  public int start() {
    return start;
  }

  public int end() {
    return end;
  }

  @Override
  public String toString() {
    return "#<syntax " + name.name() + ">";
  }

  /**
   * The datum of a syntax object ({@code syntax->datum}): identifiers become their symbols, through
   * pairs and vectors; anything else is its own datum.
   */
  public static Object strip(Object syntax) {
    if (syntax instanceof Identifier id) {
      return id.name();
    }
    if (syntax instanceof Pair) {
      java.util.List<Object> items = new java.util.ArrayList<>();
      Object rest = syntax;
      while (rest instanceof Pair pair) {
        items.add(strip(pair.car));
        rest = pair.cdr;
      }
      Object result = strip(rest);
      for (int i = items.size() - 1; i >= 0; i--) {
        result = new Pair(items.get(i), result);
      }
      return result;
    }
    if (syntax instanceof Object[] vector) {
      Object[] out = new Object[vector.length];
      for (int i = 0; i < vector.length; i++) {
        out[i] = strip(vector[i]);
      }
      return out;
    }
    return syntax;
  }
}
