package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (load "file.scm")} (or Kawa's {@code load-relative}) at the top level, with a literal file
 * name: the file's forms are
 * expanded in its place, as {@code include} does, so the definitions it makes are known to the
 * forms after it ({@code (load "helper.scm") (display (helper-fn 3))} compiles, and a compiled
 * program does not need the file at run time). The file is read relative to the loading file (the
 * current directory in the REPL); Kawa reads it at run time, relative to the current directory.
 * Any other use of {@code load} (a computed name, an environment argument, inside a procedure,
 * or a file that declares libraries with {@code define-library}) is the ordinary procedure, which
 * loads at run time.
 */
final class LoadForm {
  private LoadForm() {}

  /** Includes the file when {@code form} is such a load and returns true; false otherwise. */
  static boolean define(Syntax form, Expansion x, Definitions context) {
    if (!context.isTopLevel() || !(form instanceof Syntax.SList list) || list.size() != 2 || list.tail() != null
        || !(list.get(0) instanceof Syntax.Id head)
        || !(list.get(1) instanceof Syntax.Atom atom) || !(atom.value() instanceof String path)) {
      return false;
    }
    Binding binding = x.table().resolve(head);
    boolean load = head.name().equals("load") && binding instanceof Binding.GlobalVar global
        && global.global().isBuiltin() && global.global().name().equals("load");
    // Kawa's load-relative, which Kopi has only in this form (the runtime has no such procedure).
    boolean loadRelative = head.name().equals("load-relative") && binding == null;
    if (!load && !loadRelative) {
      return false;
    }
    java.util.List<Syntax> forms = x.libraries().include(path, false, head, atom, x, head.name(), "loaded");
    for (Syntax sub : forms) {
      if (sub instanceof Syntax.SList list2 && list2.size() > 0 && list2.get(0) instanceof Syntax.Id id
          && id.name().equals("define-library")) {
        // A file of libraries is loaded when the program runs, as before (the session registers them).
        return false;
      }
    }
    x.resolve(head);
    for (Syntax sub : forms) {
      context.form(sub);
    }
    return true;
  }
}
