package kopi.expand.forms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kopi.expand.ExpandError;
import kopi.expand.Syntax;

/** The binding list of {@code let}-like forms: {@code ((x init) (y ::int init) ...)}, with an optional step for {@code do}. */
record LetBindings(List<Entry> entries) {

  record Entry(Syntax.Id id, String type, Syntax init, Syntax step, Syntax whole) {}

  static LetBindings parse(Syntax syntax, String formName, boolean allowStep, boolean checkDuplicates) {
    if (!(syntax instanceof Syntax.SList list) || !list.isProper()) {
      throw new ExpandError("expand.malformed", syntax, formName + ": expected a list of bindings, got " + syntax);
    }
    List<Entry> entries = new ArrayList<>();
    Set<List<Object>> seen = new HashSet<>();
    for (Syntax element : list.elements()) {
      if (!(element instanceof Syntax.SList binding) || !binding.isProper() || binding.size() == 0
          || !(binding.get(0) instanceof Syntax.Id id)) {
        throw new ExpandError("expand.malformed", element, formName + ": expected (name value), got " + element);
      }
      List<Syntax> parts = binding.elements();
      int at = 1;
      String type = null;
      if (Params.isTypeMarker(parts, 1)) {
        type = Params.typeAfter(parts, 1, formName);
        at = 3;
      }
      int values = parts.size() - at;
      if (values < 1 || values > (allowStep ? 2 : 1)) {
        throw new ExpandError("expand.malformed", element, formName + ": expected "
            + (allowStep ? "(name init [step])" : "(name value)") + ", got " + element);
      }
      if (checkDuplicates && !seen.add(List.of(id.name(), id.scopes()))) {
        throw new ExpandError("expand.duplicate-parameter", id, formName + ": duplicate binding of " + id.name());
      }
      entries.add(new Entry(id, type, parts.get(at), values == 2 ? parts.get(at + 1) : null, element));
    }
    return new LetBindings(entries);
  }
}
