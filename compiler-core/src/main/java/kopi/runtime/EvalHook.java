package kopi.runtime;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * How the runtime reaches a compiler for {@code eval} and {@code load} without depending on one
 * (the runtime must not import the compiler, see ARCHITECTURE.md). The compiler's session registers an
 * implementation as a {@link ServiceLoader} service and may also {@link #install} one explicitly;
 * a compiled program whose class path has no compiler finds none, and {@code eval} then fails with
 * a message saying so.
 */
public interface EvalHook {

  /** Evaluates {@code datum} in {@code environment} and returns its value (the last, for several). */
  Object eval(Object datum, Environment environment);

  /** Reads and evaluates every form of the file {@code path} in {@code environment}. */
  void load(String path, Environment environment);

  /** Makes {@code hook} the one {@code eval} and {@code load} use from now on. */
  static void install(EvalHook hook) {
    Holder.installed = hook;
  }

  /** The installed hook, else the first service found on the class path, else null. */
  static EvalHook current() {
    EvalHook hook = Holder.installed;
    if (hook != null) {
      return hook;
    }
    synchronized (Holder.class) {
      if (Holder.installed == null && !Holder.searched) {
        Holder.searched = true;
        try {
          Iterator<EvalHook> found = ServiceLoader.load(EvalHook.class, EvalHook.class.getClassLoader()).iterator();
          if (found.hasNext()) {
            Holder.installed = found.next();
          }
        } catch (ServiceConfigurationError e) {
          // A service file naming a class that is not there means no compiler: eval reports it.
        }
      }
      return Holder.installed;
    }
  }

  /** The mutable state behind the static methods, which an interface cannot hold directly. */
  final class Holder {
    private static volatile EvalHook installed;
    private static boolean searched;

    private Holder() {}
  }
}
