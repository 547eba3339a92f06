package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import kopi.expand.forms.Forms;
import kopi.runtime.Builtins;
import org.junit.jupiter.api.Test;

/**
 * A universe binds its special forms, builtins and default environment name by name on first use
 * ({@link BindingTable#defaultsOnFirstUse}); this checks that it binds what binding them all up
 * front binds.
 */
class DefaultBindingsTest {
  /** Every name that might be bound by default: the candidates both ways are compared on. */
  private static Set<String> candidates() {
    Set<String> names = new LinkedHashSet<>(StandardLibraries.everything(kopi.expand.forms.Forms.LIBRARY));
    names.addAll(Forms.TABLE.keySet());
    names.addAll(Forms.AUXILIARY);
    names.addAll(Builtins.allNames());
    for (String library : StandardLibraries.libraries()) {
      List<String> table = StandardLibraries.exports(library, kopi.expand.forms.Forms.LIBRARY);
      if (table != null) {
        names.addAll(table);
      }
    }
    names.add("no-such-name");
    return names;
  }

  @Test
  void inDefaultEnvironmentIsMembershipOfEverything() {
    Set<String> everything = new LinkedHashSet<>(StandardLibraries.everything(kopi.expand.forms.Forms.LIBRARY));
    List<String> wrong = new ArrayList<>();
    for (String name : candidates()) {
      if (StandardLibraries.inDefaultEnvironment(name, kopi.expand.forms.Forms.LIBRARY) != everything.contains(name)) {
        wrong.add(name);
      }
    }
    assertEquals(List.of(), wrong);
  }

  /**
   * Each name resolves, in the core scope and in a session's scope, to what the universe's former
   * eager construction bound: every form, then auxiliary syntax, then every default builtin in the
   * core scope, then each name of {@link StandardLibraries#everything} in the session's scope.
   */
  @Test
  void lazyBindingsAreTheEagerOnes() {
    Universe universe = new Universe(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY);
    int scope = universe.table.freshScope();
    // Some names used before the session's environment is bound, as a program's libraries may.
    universe.core("car");
    universe.core("define");
    universe.bindEverything(scope);

    BindingTable eager = new BindingTable();
    ScopeSet core = ScopeSet.of(eager.freshScope());
    Forms.TABLE.forEach((name, form) -> eager.bind(name, core, new Binding.Form(name, form)));
    for (String aux : Forms.AUXILIARY) {
      eager.bind(aux, core, new Binding.Aux(aux));
    }
    for (String builtin : Builtins.names()) {
      if (!Builtins.isKnownImportOnly(builtin)) {
        eager.bind(builtin, core, new Binding.GlobalVar(new Global(Global.BUILTIN, builtin), null));
      }
    }
    ScopeSet session = ScopeSet.of(eager.freshScope());
    for (String name : StandardLibraries.everything(kopi.expand.forms.Forms.LIBRARY)) {
      Binding binding = eager.resolve(new Syntax.Id(name, core, -1, -1));
      if (binding != null) {
        eager.bind(name, session, binding);
      }
    }
    assertEquals(core, universe.coreScopes);
    assertEquals(session, ScopeSet.of(scope));

    List<String> different = new ArrayList<>();
    for (String name : candidates()) {
      for (ScopeSet scopes : List.of(core, session, core.add(scope))) {
        Binding expected = eager.resolve(new Syntax.Id(name, scopes, -1, -1));
        Binding actual = universe.table.resolve(new Syntax.Id(name, scopes, -1, -1));
        if (!java.util.Objects.equals(expected, actual)) {
          different.add(name + " in " + scopes + ": " + expected + " / " + actual);
        }
      }
    }
    assertEquals(List.of(), different);
    assertEquals(eager.visibleNames(session), universe.table.visibleNames(session));
    assertEquals(eager.visibleNames(core), universe.table.visibleNames(core));
  }
}
