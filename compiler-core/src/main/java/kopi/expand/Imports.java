package kopi.expand;

import java.util.Map;

/**
 * What {@code import} does, for the form at the top of a program, library or session and for
 * library declarations: it binds the names of each import set in the module's scope.
 */
public final class Imports {
  private Imports() {}

  /** Binds every name the import sets of {@code form} provide, in the module's scope. */
  public static void importAll(Syntax.SList form, Expansion x) {
    ScopeSet scopes = ScopeSet.of(x.moduleScope());
    for (Syntax set : form.from(1)) {
      try {
        if (importClasses(set, x, scopes)) {
          continue;
        }
        Map<String, Binding> names = x.libraries().importSet(set, x);
        for (Map.Entry<String, Binding> entry : names.entrySet()) {
          Expansion.Imported earlier = x.noteImport(entry.getKey(), entry.getValue(), set);
          if (earlier != null) {
            throw new ExpandError("expand.import-conflict", set, "import: " + entry.getKey() + " is imported from "
                + earlier.from() + " and " + set + " with different bindings");
          }
        }
        names.forEach((name, binding) -> x.table().bind(name, scopes, binding));
      } catch (ExpandError e) {
        x.report(e);
      }
    }
  }

  /**
   * {@code (class java.util ArrayList HashMap)} binds each short name to the class of that package,
   * {@code (class java.util (HashMap HMap))} binds it under the alias;
   * false when {@code set} is not of that shape, so it is an ordinary import set.
   */
  private static boolean importClasses(Syntax set, Expansion x, ScopeSet scopes) {
    if (!(set instanceof Syntax.SList list) || list.size() < 2 || !(list.get(0) instanceof Syntax.Id head)
        || !head.name().equals("class") || !(list.get(1) instanceof Syntax.Id packageName)) {
      return false;
    }
    for (Syntax item : list.from(2)) {
      // Name, or (Name Alias) to bind the class under another name.
      Syntax.Id shortName;
      Syntax.Id alias;
      if (item instanceof Syntax.Id id) {
        shortName = id;
        alias = id;
      } else if (item instanceof Syntax.SList pair && pair.isProper() && pair.size() == 2
          && pair.get(0) instanceof Syntax.Id id && pair.get(1) instanceof Syntax.Id as) {
        shortName = id;
        alias = as;
      } else {
        throw x.malformed(item, "import: expected a class name or (name alias), got " + item);
      }
      String className = packageName.name() + "." + shortName.name();
      if (kopi.runtime.JavaInterop.findClass(className) == null) {
        throw new ExpandError("expand.java-class", shortName, "unknown class " + className);
      }
      x.table().bind(alias.name(), scopes, new Binding.JavaClass(className));
    }
    return true;
  }
}
