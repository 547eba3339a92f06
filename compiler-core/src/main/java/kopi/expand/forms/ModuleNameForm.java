package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-name foo)}, {@code (module-name foo.bar)}, {@code (module-name <foo.bar>)}
 * (or a string): the name of the module's class. A module loaded with {@code require} and a
 * compiled program are compiled to the class of that name (unless the compiler was given a class
 * name); in a session or the editor the form is checked and recorded only.
 */
public final class ModuleNameForm extends TopLevelForm {
  ModuleNameForm() {
    super("module-name");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 2) {
      throw x.malformed(form, "module-name: expected one name such as foo.bar or <foo.bar>, got " + form);
    }
    String name = className(form.get(1));
    if (name == null) {
      throw x.malformed(form.get(1), "module-name: expected a name such as foo.bar or <foo.bar>, got " + form.get(1));
    }
    if (!definable(name)) {
      throw new ExpandError("expand.malformed", form.get(1), "module-name: " + name
          + " is in a package a program cannot define classes in");
    }
    Syntax previous = x.kawaModule().nameAt();
    if (!x.kawaModule().name(name, form.get(1))) {
      throw new ExpandError("expand.malformed", form.get(1),
          "module-name: inconsistent module-name " + form.get(1) + ", the module is already named " + previous);
    }
  }

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
      out.append(out.length() > 0 ? "." : "").append(kopi.expand.Libraries.javaName(part));
    }
    return out.toString();
  }
}
