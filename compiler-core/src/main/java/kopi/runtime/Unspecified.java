package kopi.runtime;

/**
 * The value of expressions whose value R7RS leaves unspecified ({@code (if #f #f)}, {@code set!},
 * {@code vector-set!}); printed {@code #!void} as Kawa does, and not printed by the REPL.
 */
public final class Unspecified {
  public static final Unspecified VALUE = new Unspecified();

  private Unspecified() {}

  @Override
  public String toString() {
    return "#!void";
  }
}
