package kopi.ide;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Symbol;

/**
 * Completion of the identifier before the cursor: the locals in scope there (innermost first), then
 * every name of the top level (the module's definitions, record constructors and accessors,
 * imported and builtin names, special forms and macros), each filtered by the prefix typed so far.
 */
public final class Completion {
  private Completion() {}

  /**
   * One proposal.
   *
   * @param label     the name to insert
   * @param kind      what the name is bound to
   * @param procedure true when it is known to be callable
   * @param detail    its signature or a short description
   */
  public record Item(String label, Kind kind, boolean procedure, String detail) {}

  /** The proposals at {@code offset}, locals first, then top-level names in alphabetical order. */
  public static List<Item> at(SourceDocument document, int offset) {
    String text = document.text();
    int start = Identifiers.startBefore(text, offset);
    String prefix = text.substring(start, offset);
    SemanticModel model = document.analysis().model();
    List<Item> items = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Symbol local : model.localsAt(offset)) {
      // A binding occurrence the cursor is typing is not a proposal for itself.
      if (local.start() <= offset && offset <= local.end()) {
        continue;
      }
      offer(local, prefix, items, seen);
    }
    for (Map.Entry<String, Symbol> entry : model.topLevel().entrySet()) {
      Symbol symbol = entry.getValue();
      if (symbol != null && symbol.kind() != Kind.AUXILIARY && !(symbol.start() <= offset && offset <= symbol.end())) {
        offer(new Symbol(entry.getKey(), symbol.kind(), symbol.start(), symbol.end(), symbol.scopeStart(),
            symbol.scopeEnd(), symbol.module(), symbol.declaredType(), symbol.params(), symbol.returnType(),
            symbol.doc()), prefix, items, seen);
      }
    }
    return items;
  }

  private static void offer(Symbol symbol, String prefix, List<Item> items, Set<String> seen) {
    if (symbol.name().startsWith(prefix) && seen.add(symbol.name())) {
      items.add(new Item(symbol.name(), symbol.kind(), Signatures.isProcedure(symbol), Signatures.detail(symbol)));
    }
  }
}
