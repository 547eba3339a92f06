package kopi.expand;

import java.util.List;

/**
 * The core language the expander produces and the back end consumes. Every derived form
 * ({@code let*}, {@code cond}, {@code do}, {@code guard}, records, ...) has been rewritten into
 * these nodes and calls to runtime builtins. Nodes are immutable; analysis results live in side
 * tables keyed by node or {@link Local} identity.
 *
 * <p>{@code start} and {@code end} are UTF-16 offsets into the source the node came from, or
 * {@code -1} for nodes the expander invented without a source position.
 */
public sealed interface Core {

  int start();

  int end();

  /** A literal or quoted datum, already a runtime value (Long, String, Pair, Symbol, ...). */
  record Const(int start, int end, Object value) implements Core {}

  /**
   * The value of the placeholder {@code Const} that stands for an expression the expander reported
   * an error in: the static checks still run over the rest of the module and give it an unknown
   * type, so one error does not hide or cause others. A module holding one is never compiled.
   */
  Object ERRONEOUS = new Object() {
    @Override
    public String toString() {
      return "#<erroneous expression>";
    }
  };

  /** Whether {@code node} is the placeholder of an expression with an error ({@link #ERRONEOUS}). */
  static boolean isErroneous(Core node) {
    return node instanceof Const c && c.value() == ERRONEOUS;
  }

  record LocalRef(int start, int end, Local local) implements Core {}

  record GlobalRef(int start, int end, Global global) implements Core {}

  record LocalSet(int start, int end, Local local, Core value) implements Core {}

  record GlobalSet(int start, int end, Global global, Core value) implements Core {}

  /** A top-level {@code define}; its value is unspecified. */
  record GlobalDefine(int start, int end, Global global, Core value) implements Core {}

  record If(int start, int end, Core test, Core then, Core otherwise) implements Core {}

  /** Evaluates each expression in order; the value is the last one's. Never empty. */
  record Seq(int start, int end, List<Core> body) implements Core {}

  /**
   * A procedure. {@code optionals} come after {@code required} ({@code #!optional}); {@code rest}
   * is null when there is no rest parameter. {@code name} is for printing and stack traces and may
   * be null.
   */
  record Lambda(int start, int end, String name, List<Local> required, List<OptionalParam> optionals,
      Local rest, Core body) implements Core {}

  /** {@code #!optional} parameter with its default expression (null means {@code #f}). */
  record OptionalParam(Local local, Core defaultValue) {}

  /** {@code case-lambda}: the first clause whose arity accepts the arguments runs. */
  record CaseLambda(int start, int end, String name, List<Lambda> clauses) implements Core {}

  record Call(int start, int end, Core function, List<Core> arguments) implements Core {}

  /** Parallel binding ({@code let}): inits are evaluated outside the scope of {@code locals}. */
  record Let(int start, int end, List<Local> locals, List<Core> inits, Core body) implements Core {}

  /** {@code letrec*}: inits are evaluated in order inside the scope of all {@code locals}. */
  record Letrec(int start, int end, List<Local> locals, List<Core> inits, Core body) implements Core {}

  /**
   * {@code define-simple-class} / {@code define-class}: the JVM class {@code spec} describes is
   * emitted beside the module; evaluating the node evaluates {@code implementations} in order (the
   * procedures and values the class's members call, by slot) and hands them to the class. Its value
   * is unspecified.
   */
  record DefineClass(int start, int end, ClassSpec spec, List<Core> implementations) implements Core {}
}
