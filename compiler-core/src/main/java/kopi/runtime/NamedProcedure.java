package kopi.runtime;

/** A procedure whose name and arity are kept in fields: builtins and the runtime's own procedures. */
public abstract class NamedProcedure extends Procedure {
  private final String name;
  private final int minArity;
  private final int maxArity;

  /** A procedure whose name and arity are known: {@code maxArity} is -1 for a rest parameter. */
  protected NamedProcedure(String name, int minArity, int maxArity) {
    this.name = name;
    this.minArity = minArity;
    this.maxArity = maxArity;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public int minArity() {
    return minArity;
  }

  @Override
  public int maxArity() {
    return maxArity;
  }
}
