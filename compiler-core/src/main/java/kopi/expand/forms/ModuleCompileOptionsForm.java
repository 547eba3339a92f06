package kopi.expand.forms;

import java.util.Set;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-compile-options option: value ...)}. Kopi accepts Kawa's options and they
 * change nothing: its warnings are its own, tail calls are always proper, and whether a program
 * gets a {@code main} method is the compiler's choice. An option Kawa does not know is a warning,
 * as in Kawa.
 */
final class ModuleCompileOptionsForm extends TopLevelForm {
  ModuleCompileOptionsForm() {
    super("module-compile-options");
  }
  /** The options Kawa 3.1.1's {@code module-compile-options} knows. */
  private static final Set<String> KAWA_OPTIONS = Set.of("warn-undefined-variable", "warn-unknown-member",
      "warn-invoke-unknown-method", "warn-uninitialized", "warn-unused", "warn-unreachable", "warn-void-used",
      "warn-as-error", "full-tailcalls", "main");

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    options(form.from(1), true, "module-compile-options", x);
  }

  /**
   * Checks the {@code option: value} pairs at the start of {@code items} and returns how many items
   * they take; the rest, from the first item that is not a keyword, is not examined unless
   * {@code all} says every item must be part of a pair.
   */
  static int options(java.util.List<Syntax> items, boolean all, String formName, Expansion x) {
    int i = 0;
    while (i < items.size() && items.get(i) instanceof Syntax.Atom atom
        && atom.value() instanceof Syntax.Keyword keyword) {
      if (i + 1 >= items.size()) {
        throw x.malformed(items.get(i), formName + ": expected a value after " + keyword.name() + ":");
      }
      if (!KAWA_OPTIONS.contains(keyword.name())) {
        x.warning(items.get(i), "expand.unknown-option", formName + ": unknown compile option: " + keyword.name());
      }
      i += 2;
    }
    if (all && i < items.size()) {
      throw x.malformed(items.get(i), formName + ": expected an option such as warn-unused:, got " + items.get(i));
    }
    return i;
  }
}
