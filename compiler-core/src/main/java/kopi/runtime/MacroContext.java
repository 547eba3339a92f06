package kopi.runtime;

/**
 * What a {@code syntax-case} transformer needs from the expander that runs it, without the runtime
 * depending on the expander: the scopes of the identifiers its templates introduce, and
 * free-identifier=? over the expander's bindings. The expander makes one {@link #current} for the
 * thread that runs a transformer; outside a macro expansion there is none and the syntax
 * procedures fall back to comparing names.
 */
public interface MacroContext {

  /** The identifier {@code name} as a template of the running transformer introduces it. */
  Identifier introduce(Symbol name);

  /** Whether {@code a} and {@code b} mean the same binding (or are both unbound with one name). */
  boolean freeIdentifierEquals(Identifier a, Identifier b);

  /** The context of the transformer running on this thread, or null. */
  static MacroContext current() {
    return Holder.CURRENT.get();
  }

  /** Makes {@code context} the current one on this thread and returns the one it replaces. */
  static MacroContext enter(MacroContext context) {
    MacroContext previous = Holder.CURRENT.get();
    Holder.CURRENT.set(context);
    return previous;
  }

  /** The thread-local state behind the static methods. */
  final class Holder {
    private static final ThreadLocal<MacroContext> CURRENT = new ThreadLocal<>();

    private Holder() {}
  }
}
