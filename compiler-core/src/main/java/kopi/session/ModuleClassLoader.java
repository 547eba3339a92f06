package kopi.session;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Defines generated classes from bytes on demand. Classes are added as they are compiled, so a
 * session's later forms can see the classes of earlier ones; the parent (the loader of the compiler
 * itself) supplies {@code kopi.runtime} and the JDK, so all generated code shares one runtime.
 *
 * <p>A class this loader holds is defined here without asking the parent first: the parent would
 * search its whole class path for it in vain, and the first such search opens the Kopi jar, a
 * cost of every {@code kopi -e} (issue 21). A generated class so also wins over a stale class of
 * the same name on the user's class path.
 */
public final class ModuleClassLoader extends ClassLoader {
  static {
    registerAsParallelCapable();
  }

  private final Map<String, byte[]> pending = new ConcurrentHashMap<>();

  public ModuleClassLoader(ClassLoader parent) {
    super("kopi-modules", parent);
  }

  /** Makes {@code classes} (binary name → bytes) loadable; they are defined when first needed. */
  public void add(Map<String, byte[]> classes) {
    pending.putAll(classes);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (!pending.containsKey(name)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> type = findLoadedClass(name);
      if (type == null) {
        type = findClass(name);
      }
      if (resolve) {
        resolveClass(type);
      }
      return type;
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = pending.remove(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }
}
