package kopi.ide;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Occurrence;
import kopi.expand.SemanticModel.Symbol;

/**
 * Moves a {@link SemanticModel} computed for an older text onto a newer one through the edits
 * between them. What an edit touched is dropped (an identifier being typed has no meaning yet);
 * scopes grow or shrink with the edits inside them. The result answers as the older analysis would
 * have, at the same places in the newer text: sound for everything outside the edits, and the
 * reason completion and hover can answer at once while the new text is still being expanded.
 */
final class ModelRemap {
  private ModelRemap() {}

  static SemanticModel remap(SemanticModel model, OffsetMap map) {
    if (map.isIdentity()) {
      return model;
    }
    Map<Symbol, Symbol> moved = new IdentityHashMap<>();
    List<Symbol> symbols = new ArrayList<>();
    for (Symbol symbol : model.symbols()) {
      Symbol target = move(symbol, map);
      if (target != null) {
        moved.put(symbol, target);
        symbols.add(target);
      }
    }
    List<Occurrence> occurrences = new ArrayList<>();
    for (Occurrence occurrence : model.occurrences()) {
      Symbol target = target(occurrence.symbol(), moved, map);
      int[] range = map.range(occurrence.start(), occurrence.end());
      if (target != null && range != null) {
        occurrences.add(new Occurrence(range[0], range[1], target, occurrence.definition()));
      }
    }
    // A copy of a sorted map is built in linear time; the names stay, their symbols move.
    TreeMap<String, Symbol> topLevel = new TreeMap<>(model.topLevel());
    topLevel.replaceAll((name, symbol) -> symbol == null ? null : target(symbol, moved, map));
    topLevel.values().removeIf(java.util.Objects::isNull);
    return new SemanticModel(occurrences, symbols, topLevel);
  }

  /** The symbol in the newer text: moved with the file's, kept when it is defined elsewhere. */
  private static Symbol target(Symbol symbol, Map<Symbol, Symbol> moved, OffsetMap map) {
    if (!symbol.isDefinedHere()) {
      return symbol;
    }
    Symbol known = moved.get(symbol);
    if (known == null) {
      // Keep one moved copy per symbol: features compare symbols by identity.
      known = move(symbol, map);
      if (known != null) {
        moved.put(symbol, known);
      }
    }
    return known;
  }

  private static Symbol move(Symbol symbol, OffsetMap map) {
    if (!symbol.isDefinedHere()) {
      return symbol;
    }
    int[] range = map.range(symbol.start(), symbol.end());
    if (range == null) {
      return null;
    }
    int scopeStart = symbol.scopeStart();
    int scopeEnd = symbol.scopeEnd();
    if (scopeStart >= 0) {
      int[] span = map.span(scopeStart, scopeEnd);
      scopeStart = span[0];
      scopeEnd = span[1];
    }
    return new Symbol(symbol.name(), symbol.kind(), range[0], range[1], scopeStart, scopeEnd, symbol.module(),
        symbol.declaredType(), symbol.params(), symbol.returnType(), symbol.doc());
  }
}
