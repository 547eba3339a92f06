package kopi.session;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Defines generated classes from bytes on demand. Classes are added as they are compiled, so a
 * session's later forms can see the classes of earlier ones; the parent (the loader of the compiler
 * itself) supplies {@code kopi.runtime} and the JDK, so all generated code shares one runtime.
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
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = pending.remove(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }
}
