package kopi.ide;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.SemanticModel;
import kopi.syntax.SyntaxNode;

/**
 * Who calls a procedure and whom it calls, within the document: the procedures are the document's
 * definitions of procedures ({@link DocumentSymbols}, top level and inside libraries), a call is an
 * occurrence of one in the head of a list, and it belongs to the definition whose text contains it.
 * Calls from top-level expressions outside any definition have no caller to list.
 */
public final class CallHierarchy {
  private CallHierarchy() {}

  /** A procedure: its name, its whole definition and its name's range there. */
  public record Item(String name, TextRange range, TextRange selection) {}

  /** A caller or a callee, with the ranges of the calls (in the caller). */
  public record Call(Item item, List<TextRange> at) {}

  /** The procedure defined here whose name is at {@code offset} (a definition or a use), or null. */
  public static Item prepare(SourceDocument document, int offset) {
    SemanticModel.Occurrence occurrence = document.analysis().model().at(offset);
    return occurrence == null ? null : itemOf(document, occurrence.symbol());
  }

  /** The definitions that call {@code item}, each with its calls of it. */
  public static List<Call> incoming(SourceDocument document, Item item) {
    SemanticModel model = document.analysis().model();
    SemanticModel.Symbol symbol = symbolOf(model, item);
    Map<Item, List<TextRange>> callers = new LinkedHashMap<>();
    if (symbol == null) {
      return List.of();
    }
    List<Item> definitions = definitions(document);
    for (SemanticModel.Occurrence o : model.occurrencesOf(symbol)) {
      if (!o.definition() && isCallHead(document, o)) {
        Item caller = innermost(definitions, o.start());
        if (caller != null) {
          callers.computeIfAbsent(caller, key -> new ArrayList<>()).add(new TextRange(o.start(), o.end()));
        }
      }
    }
    return calls(callers);
  }

  /** The procedures defined here that {@code item}'s definition calls, each with its calls. */
  public static List<Call> outgoing(SourceDocument document, Item item) {
    SemanticModel model = document.analysis().model();
    Map<Item, List<TextRange>> callees = new LinkedHashMap<>();
    for (SemanticModel.Occurrence o : model.occurrences()) {
      if (o.start() < item.range().start() || o.end() > item.range().end() || o.definition()
          || !isCallHead(document, o)) {
        continue;
      }
      Item callee = itemOf(document, o.symbol());
      if (callee != null) {
        callees.computeIfAbsent(callee, key -> new ArrayList<>()).add(new TextRange(o.start(), o.end()));
      }
    }
    return calls(callees);
  }

  private static List<Call> calls(Map<Item, List<TextRange>> found) {
    List<Call> out = new ArrayList<>();
    found.forEach((item, ranges) -> out.add(new Call(item, List.copyOf(ranges))));
    return out;
  }

  private static Item itemOf(SourceDocument document, SemanticModel.Symbol symbol) {
    if (!symbol.isDefinedHere() || symbol.kind() != SemanticModel.Kind.GLOBAL) {
      return null;
    }
    for (Item definition : definitions(document)) {
      if (definition.selection().start() == symbol.start()) {
        return definition;
      }
    }
    return null;
  }

  private static SemanticModel.Symbol symbolOf(SemanticModel model, Item item) {
    SemanticModel.Occurrence occurrence = model.at(item.selection().start());
    return occurrence != null && occurrence.start() == item.selection().start() ? occurrence.symbol() : null;
  }

  /** The procedure definitions of the document, libraries' included. */
  private static List<Item> definitions(SourceDocument document) {
    List<Item> out = new ArrayList<>();
    collect(DocumentSymbols.of(document), out);
    return out;
  }

  private static void collect(List<DocumentSymbols.Symbol> symbols, List<Item> out) {
    for (DocumentSymbols.Symbol symbol : symbols) {
      if (symbol.kind() == DocumentSymbols.Kind.FUNCTION) {
        out.add(new Item(symbol.name(), symbol.range(), symbol.selection()));
      }
      collect(symbol.children(), out);
    }
  }

  private static Item innermost(List<Item> definitions, int offset) {
    Item best = null;
    for (Item item : definitions) {
      if (item.range().start() <= offset && offset < item.range().end()
          && (best == null || item.range().start() >= best.range().start())) {
        best = item;
      }
    }
    return best;
  }

  /** Whether {@code occurrence} is the first element of a list: a call (or a use as a form's head). */
  private static boolean isCallHead(SourceDocument document, SemanticModel.Occurrence occurrence) {
    SyntaxNode token = document.parse().syntax().tokenAt(occurrence.start());
    if (token == null || token.parent() == null) {
      return false;
    }
    List<SyntaxNode> elements = token.parent().listElements();
    return elements != null && !elements.isEmpty() && elements.get(0).start() == token.start();
  }
}
