package kopi.expand;

/**
 * The class names of Kawa modules: what a {@code module-name} argument names, which names a program
 * may define, and how a dotted name becomes a Java one. The {@code module-name} form, the expander
 * (which reads a module's name before expanding it) and the libraries share them.
 */
public final class ModuleNames {
  private ModuleNames() {}

  /**
   * The Java class name a {@code module-name} argument gives ({@code foo.bar} for {@code foo.bar},
   * {@code <foo.bar>}, {@code "foo.bar"} or {@code (foo bar)}; characters a Java name cannot hold
   * are escaped, as in library class names), or null when it is not a name.
   */
  public static String className(Syntax name) {
    String text = null;
    if (name instanceof Syntax.Id id) {
      text = id.name();
    } else if (name instanceof Syntax.Atom atom && atom.value() instanceof String s) {
      text = s;
    } else if (name instanceof Syntax.SList list && list.isProper() && list.size() > 0) {
      StringBuilder joined = new StringBuilder();
      for (Syntax part : list.elements()) {
        if (!(part instanceof Syntax.Id id)) {
          return null;
        }
        joined.append(joined.length() > 0 ? "." : "").append(id.name());
      }
      text = joined.toString();
    }
    if (text == null) {
      return null;
    }
    if (text.length() > 2 && text.startsWith("<") && text.endsWith(">")) {
      text = text.substring(1, text.length() - 1);
    }
    return text.isEmpty() ? null : mangle(text);
  }

  /** False for a class name in a package the JVM or Kopi reserves ({@code java.}, {@code kopi.}). */
  public static boolean definable(String className) {
    return !className.startsWith("java.") && !className.startsWith("javax.") && !className.startsWith("kopi.");
  }

  /** A dotted name with each part made a Java identifier ({@code my-mod.x} to {@code my$2dmod.x}). */
  public static String mangle(String text) {
    StringBuilder out = new StringBuilder();
    for (String part : text.split("\\.", -1)) {
      out.append(out.length() > 0 ? "." : "").append(Libraries.javaName(part));
    }
    return out.toString();
  }
}
