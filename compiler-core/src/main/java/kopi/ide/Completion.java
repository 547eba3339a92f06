package kopi.ide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Symbol;

/**
 * Completion of the identifier before the cursor: the locals in scope there (innermost first), then
 * every name of the top level (the module's definitions, record constructors and accessors,
 * imported and builtin names, special forms and macros), each filtered by the prefix typed so far.
 * After {@code ClassName:} or {@code obj:}, the Java members instead ({@link JavaCompletion}).
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
   * @param documentation its doc comment (or what it is, for a Java member), or null
   */
  public record Item(String label, Kind kind, boolean procedure, String detail, String documentation) {}

  /**
   * The proposals at a place and the offset where the text they replace begins: the start of the
   * identifier before the cursor, or, for the Java members after {@code Owner:}, just after the
   * colon (an item's label is the member name alone). Editors that do not know Scheme's identifier
   * characters need it: without it Neovim's omnifunc inserted {@code sum-squares} after
   * {@code (sum-} because {@code -} is no word character there.
   */
  public record Proposals(int replaceStart, List<Item> items) {}

  /**
   * The proposals at {@code offset}, locals first, then top-level names in alphabetical order. Reads
   * {@link SourceDocument#recentModel()}: right after an edit, the names of the latest completed
   * analysis, moved onto the current text.
   */
  public static List<Item> at(SourceDocument document, int offset) {
    return at(document, document.recentModel(), offset);
  }

  /** The proposals at {@code offset} of {@code document} according to {@code model}. */
  public static List<Item> at(SourceDocument document, SemanticModel model, int offset) {
    return proposals(document, model, offset).items();
  }

  /** {@link #at(SourceDocument, int)} with the start of the text that the proposals replace. */
  public static Proposals proposals(SourceDocument document, int offset) {
    return proposals(document, document.recentModel(), offset);
  }

  /** {@link #at(SourceDocument, SemanticModel, int)} with the start of the text that the proposals replace. */
  public static Proposals proposals(SourceDocument document, SemanticModel model, int offset) {
    String text = document.text();
    int start = Identifiers.startBefore(text, offset);
    String prefix = text.substring(start, offset);
    List<Item> members = JavaCompletion.members(document, model, offset, prefix);
    if (members != null) {
      return new Proposals(start + prefix.lastIndexOf(':') + 1, members);
    }
    List<Item> classes = JavaCompletion.importedClasses(document, offset, prefix);
    if (classes != null) {
      return new Proposals(start, classes);
    }
    List<Item> features = requireFeatures(text, start, prefix);
    if (features != null) {
      return new Proposals(start, features);
    }
    return new Proposals(start, names(document, model, offset, prefix));
  }

  /**
   * After {@code (require '}: the Kawa features Kopi provides ({@code srfi-1}, {@code list-lib},
   * ...); null elsewhere.
   */
  private static List<Item> requireFeatures(String text, int start, String prefix) {
    int at = start - 1;
    if (at < 0 || text.charAt(at) != '\'') {
      return null;
    }
    at--;
    while (at >= 0 && Character.isWhitespace(text.charAt(at))) {
      at--;
    }
    int end = at + 1;
    while (at >= 0 && !Character.isWhitespace(text.charAt(at)) && text.charAt(at) != '(') {
      at--;
    }
    if (at < 0 || text.charAt(at) != '(' || !text.substring(at + 1, end).equals("require")) {
      return null;
    }
    List<Item> out = new ArrayList<>();
    for (kopi.expand.KawaFeatures.Feature feature : kopi.expand.KawaFeatures.available()) {
      if (feature.name().startsWith(prefix)) {
        out.add(new Item(feature.name(), Kind.GLOBAL, false, "feature (" + feature.library() + ")",
            "Kawa feature " + feature.name() + ": what (import (" + feature.library() + ")) binds"));
      }
    }
    return out;
  }

  /** Constructor keywords, locals and top-level names that start with {@code prefix}. */
  private static List<Item> names(SourceDocument document, SemanticModel model, int offset, String prefix) {
    List<Item> items = new ArrayList<>(JavaCompletion.constructorKeywords(document, offset, prefix));
    Set<String> seen = new HashSet<>();
    for (Symbol local : model.localsAt(offset)) {
      // A binding occurrence the cursor is typing is not a proposal for itself.
      if (local.start() <= offset && offset <= local.end()) {
        continue;
      }
      if (local.name().startsWith(prefix) && seen.add(local.name())) {
        items.add(item(local.name(), local));
      }
    }
    for (TopLevelItem top : topLevelItems(document, model)) {
      Symbol symbol = top.symbol();
      if (top.item().label().startsWith(prefix) && !(symbol.start() <= offset && offset <= symbol.end())
          && seen.add(top.item().label())) {
        items.add(top.item());
      }
    }
    return items;
  }

  private record TopLevelItem(Item item, Symbol symbol) {}

  /**
   * The top-level proposals of a model, made once per model: there are hundreds (every standard
   * name), and describing each (a builtin's arity) is the cost of a completion request otherwise.
   */
  private static final Map<SemanticModel, List<TopLevelItem>> TOP_LEVEL = Collections
      .synchronizedMap(new WeakHashMap<>());

  /** What an item says of a symbol: everything but its positions. */
  private record ItemKey(String label, Kind kind, boolean here, String module, String declaredType,
      List<SemanticModel.Param> params, String returnType, String doc) {}

  /**
   * The items of the latest model made for one document, by what they say: after an edit the model
   * is moved onto the new text ({@link SourceDocument#recentModel()}), a new model whose symbols
   * differ only in their positions, so its items are nearly all those of the model before. The
   * snapshots made from one another by edits share one ({@link SourceDocument#completionItems}).
   */
  static final class ItemCache {
    private volatile Map<ItemKey, Item> last = Map.of();
  }

  private static List<TopLevelItem> topLevelItems(SourceDocument document, SemanticModel model) {
    List<TopLevelItem> known = TOP_LEVEL.get(model);
    if (known != null) {
      return known;
    }
    ItemCache cache = document.completionItems();
    Map<ItemKey, Item> previous = cache.last;
    Map<ItemKey, Item> items = new java.util.HashMap<>();
    List<TopLevelItem> made = new ArrayList<>();
    for (Map.Entry<String, Symbol> entry : model.topLevel().entrySet()) {
      Symbol symbol = entry.getValue();
      if (symbol != null && symbol.kind() != Kind.AUXILIARY) {
        ItemKey key = new ItemKey(entry.getKey(), symbol.kind(), symbol.isDefinedHere(), symbol.module(),
            symbol.declaredType(), symbol.params(), symbol.returnType(), symbol.doc());
        Item item = previous.get(key);
        if (item == null) {
          item = item(entry.getKey(), symbol);
        }
        items.put(key, item);
        made.add(new TopLevelItem(item, symbol));
      }
    }
    List<TopLevelItem> result = List.copyOf(made);
    TOP_LEVEL.put(model, result);
    cache.last = items;
    return result;
  }

  private static Item item(String label, Symbol symbol) {
    Symbol named = label.equals(symbol.name()) ? symbol : new Symbol(label, symbol.kind(), symbol.start(),
        symbol.end(), symbol.scopeStart(), symbol.scopeEnd(), symbol.module(), symbol.declaredType(),
        symbol.params(), symbol.returnType(), symbol.doc());
    return new Item(label, symbol.kind(), Signatures.isProcedure(named), Signatures.detail(named), symbol.doc());
  }
}
