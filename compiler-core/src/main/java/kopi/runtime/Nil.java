package kopi.runtime;

/** The empty list. There is exactly one, {@link #NIL}, so compiled code tests it with {@code ==}. */
@CallsNoScheme
public final class Nil {
  public static final Nil NIL = new Nil();

  private Nil() {}

  @Override
  public String toString() {
    return "()";
  }
}
