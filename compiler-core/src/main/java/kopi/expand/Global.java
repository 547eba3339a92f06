package kopi.expand;

/**
 * A top-level variable. {@code owner} says where it lives:
 * <ul>
 *   <li>{@link #BUILTIN}: a procedure of the runtime library, looked up by {@code name} in
 *       {@code kopi.runtime.Builtins};</li>
 *   <li>{@link #SESSION}: a variable of a REPL or {@code eval} session, shared by every form
 *       compiled in that session;</li>
 *   <li>anything else: the binary name of the module class that defines it (a program file or a
 *       {@code define-library}), e.g. {@code kopi.user.hello}.</li>
 * </ul>
 */
public record Global(String owner, String name) {
  public static final String BUILTIN = "builtin";
  public static final String SESSION = "session";

  public boolean isBuiltin() {
    return BUILTIN.equals(owner);
  }

  public boolean isSession() {
    return SESSION.equals(owner);
  }

  // equals and hashCode are written out because the generated ones bootstrap through
  // invokedynamic, which costs ~15 ms of start-up the first time any record is compared, and
  // globals are compared while the first form of every program expands.
  @Override
  public boolean equals(Object other) {
    return other instanceof Global that && owner.equals(that.owner) && name.equals(that.name);
  }

  @Override
  public int hashCode() {
    return owner.hashCode() * 31 + name.hashCode();
  }

  @Override
  public String toString() {
    return owner + "::" + name;
  }
}
