package kopi.expand;

import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The classes a program or session defines with {@code define-simple-class}, loaded while it is
 * being expanded so that the rest of the expander (and the static checks) can ask reflection about
 * them as about any Java class: {@code (Point 1 2)}, {@code Point:origin}, {@code (instance? p Point)},
 * a later class extending {@code Point}. The bytes are the very class the back end emits, but these
 * copies are never initialised or run: their slots stay empty, and the program gets its own copy in
 * its own class loader.
 */
public final class ClassShapes {
  private final Loader loader = new Loader();
  private final Map<String, Class<?>> classes = new HashMap<>();
  /** The shapes of the universe this one was forked from ({@link LibraryCache}), or null. */
  private final ClassShapes parent;

  public ClassShapes() {
    this(null);
  }

  private ClassShapes(ClassShapes parent) {
    this.parent = parent;
  }

  /** Shapes that see this one's and add their own without changing it. */
  ClassShapes child() {
    return new ClassShapes(this);
  }

  /** The shape of the class named {@code name}, or null when this program defined none. */
  public Class<?> find(String name) {
    Class<?> type = classes.get(name);
    return type == null && parent != null ? parent.find(name) : type;
  }

  /**
   * Writes the class file of a class definition: the back end's, so a shape is the very class the
   * program will have. The expander names only this interface; the implementation is a
   * {@link ServiceLoader} service of the back end ({@code kopi.codegen.ShapeWriter}), so the
   * expander never depends on the code generator.
   */
  public interface Writer {
    /** The class file of {@code spec}, without debugging information. */
    byte[] write(ClassSpec spec);
  }

  /** The back end's writer, found once. */
  private static final class Holder {
    static final Writer WRITER = ServiceLoader.load(Writer.class, Writer.class.getClassLoader()).findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + Writer.class.getName() + " service on the class path"));
  }

  /** Loads the shape of the class {@code spec} defines; its name must not be defined yet. */
  public Class<?> define(String name, ClassSpec spec) {
    Class<?> type = loader.define(name, Holder.WRITER.write(spec));
    classes.put(name, type);
    return type;
  }

  /**
   * Defines shapes; the parent supplies the JDK and the runtime the class files refer to, and the
   * creating thread's context loader the classes of the user's class path ({@code kopi -cp}, the
   * Maven plugin's project class path) that a shape extends or implements.
   */
  private final class Loader extends ClassLoader {
    private final ClassLoader context = Thread.currentThread().getContextClassLoader();

    Loader() {
      super("kopi-class-shapes", ClassShapes.class.getClassLoader());
    }

    Class<?> define(String name, byte[] bytes) {
      return defineClass(name, bytes, 0, bytes.length);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      Class<?> type = find(name);
      if (type != null) {
        return type;
      }
      if (context != null && context != getParent()) {
        return Class.forName(name, false, context);
      }
      throw new ClassNotFoundException(name);
    }
  }
}
