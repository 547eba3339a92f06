package kopi.expand;

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Type specifiers the expander saw where {@link Local#declaredType()} cannot hold them: on
 * top-level variables ({@code (define x ::int 5)}) and as procedure return types
 * ({@code (define (f a) ::int ...)}). The text is the specifier as written, e.g.
 * {@code vector[string]}. Analysis reads it; the expander checks nothing.
 */
public final class DeclaredTypes {
  private final Map<Global, String> globals = new HashMap<>();
  private final Map<Core.Lambda, String> returns = new IdentityHashMap<>();
  private final Map<String, Class<?>> classes = new HashMap<>();
  private final Map<String, ModuleSupertypes> moduleSupertypes = new HashMap<>();
  private final Map<Local, String> receivers = new IdentityHashMap<>();

  /** A copy, which later declarations of either leave the other without. */
  DeclaredTypes copy() {
    DeclaredTypes out = new DeclaredTypes();
    out.globals.putAll(globals);
    out.returns.putAll(returns);
    out.classes.putAll(classes);
    out.moduleSupertypes.putAll(moduleSupertypes);
    out.receivers.putAll(receivers);
    return out;
  }

  public String globalType(Global global) {
    return globals.get(global);
  }

  public String returnType(Core.Lambda lambda) {
    return returns.get(lambda);
  }

  public Map<Global, String> globals() {
    return Collections.unmodifiableMap(globals);
  }

  public Map<Core.Lambda, String> returns() {
    return Collections.unmodifiableMap(returns);
  }

  /** The loaded shape of a class the program or session defines (see {@link ClassShapes}), or null. */
  public Class<?> classShape(String binaryName) {
    return classes.get(binaryName);
  }

  /** The loaded shapes of every class the program or session defines. */
  public java.util.Collection<Class<?>> classShapes() {
    return Collections.unmodifiableCollection(classes.values());
  }

  public void declareClass(String binaryName, Class<?> shape) {
    classes.put(binaryName, shape);
  }

  /**
   * The class whose method, constructor or field initialiser binds {@code self} as its receiver
   * ({@code this} of a {@code define-simple-class}, {@code define-class} or {@code object}), or
   * null: the variable always holds an instance of that class (or of a subclass).
   */
  public String receiverClass(Local self) {
    return receivers.get(self);
  }

  void declareReceiver(Local self, String className) {
    receivers.put(self, className);
  }

  /** The supertypes {@code module-extends}/{@code module-implements} give module class {@code className}, or null. */
  public ModuleSupertypes moduleSupertypes(String className) {
    return moduleSupertypes.get(className);
  }

  void declareModuleSupertypes(String className, ModuleSupertypes supertypes) {
    moduleSupertypes.put(className, supertypes);
  }

  void declareGlobal(Global global, String type) {
    globals.put(global, type);
  }

  void declareReturn(Core.Lambda lambda, String type) {
    returns.put(lambda, type);
  }
}
