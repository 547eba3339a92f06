package kopi.expand.forms;

import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-compile-options option: value ...)}. Kopi accepts Kawa's options and they
 * change nothing: its warnings are its own, tail calls are always proper, and whether a program
 * gets a {@code main} method is the compiler's choice. An option Kawa does not know is a warning,
 * as in Kawa.
 */
final class ModuleCompileOptionsForm implements DefinitionForm {
  /** The options Kawa 3.1.1's {@code module-compile-options} knows. */
  private static final Set<String> KAWA_OPTIONS = Set.of("warn-undefined-variable", "warn-unknown-member",
      "warn-invoke-unknown-method", "warn-uninitialized", "warn-unused", "warn-unreachable", "warn-void-used",
      "warn-as-error", "full-tailcalls", "main");

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "module-compile-options: only allowed at the top level");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (!context.isTopLevel()) {
      throw new ExpandError("expand.define-context", form, "module-compile-options: only allowed at the top level");
    }
    var items = form.from(1);
    for (int i = 0; i < items.size(); i += 2) {
      Syntax option = items.get(i);
      if (!(option instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword keyword)) {
        throw x.malformed(option, "module-compile-options: expected an option such as warn-unused:, got " + option);
      }
      if (i + 1 >= items.size()) {
        throw x.malformed(option, "module-compile-options: expected a value after " + keyword.name() + ":");
      }
      if (!KAWA_OPTIONS.contains(keyword.name())) {
        x.warning(option, "expand.unknown-option", "module-compile-options: unknown compile option: " + keyword.name());
      }
    }
  }
}
