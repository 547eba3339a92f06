package kopi.expand;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * What the expander learnt about the identifiers of one source file, for the editor features
 * (a side table keyed by offset ranges, never stored on the tree). Each
 * identifier occurrence the expander resolved is an {@link Occurrence} pointing at a
 * {@link Symbol}: the binding it means. Symbols of this file carry their definition range, the
 * range where they are visible and, for procedures, their parameters and doc comment. Immutable.
 */
public final class SemanticModel {

  /** What kind of binding a symbol is. */
  public enum Kind {
    LOCAL, GLOBAL, BUILTIN, SPECIAL_FORM, MACRO, AUXILIARY
  }

  /** How a parameter is passed. */
  public enum ParamKind {
    REQUIRED, OPTIONAL, REST
  }

  /** One parameter of a procedure; {@code type} is the type specifier's text or null. */
  public record Param(String name, String type, ParamKind kind) {}

  /**
   * A binding. {@code start}/{@code end} is its defining identifier in this file, or -1 when it is
   * defined elsewhere (a builtin, a special form, a library in another file). {@code scopeStart}/
   * {@code scopeEnd} is where a local is visible (the whole file for globals), or -1 when unknown.
   * {@code module} is the class that owns a global. {@code params} is null for a value that is not
   * a procedure known from its definition. {@code doc} is the {@code ;;} block above the definition
   * without the semicolons, or null.
   */
  public record Symbol(String name, Kind kind, int start, int end, int scopeStart, int scopeEnd, String module,
      String declaredType, List<Param> params, String returnType, String doc) {

    public boolean isDefinedHere() {
      return start >= 0;
    }

    public boolean isProcedure() {
      return params != null;
    }

    /** True when the symbol can be seen at {@code offset}. */
    public boolean visibleAt(int offset) {
      return scopeStart >= 0 && scopeStart <= offset && offset <= scopeEnd;
    }
  }

  /** One identifier in the source and what it means; {@code definition} marks binding occurrences. */
  public record Occurrence(int start, int end, Symbol symbol, boolean definition) {
    /**
     * Occurrences by start offset. A lambda, not {@code Comparator.comparingInt}: that one is
     * serializable, so class-data sharing cannot archive its class and every start-up would spin it.
     */
    public static final Comparator<Occurrence> BY_START = (a, b) -> Integer.compare(a.start(), b.start());

    public boolean contains(int offset) {
      return start <= offset && offset <= end;
    }
  }

  public static final SemanticModel EMPTY = new SemanticModel(List.of(), List.of(), Map.of());

  private final List<Occurrence> occurrences;
  private final List<Symbol> symbols;
  private final Map<String, Symbol> topLevel;

  public SemanticModel(List<Occurrence> occurrences, List<Symbol> symbols, Map<String, Symbol> topLevel) {
    List<Occurrence> sorted = new ArrayList<>(occurrences);
    sorted.sort(Occurrence.BY_START);
    this.occurrences = List.copyOf(sorted);
    this.symbols = List.copyOf(symbols);
    // A sorted view, so that a copy of it (ModelRemap in the editor) is built in linear time.
    this.topLevel = Collections.unmodifiableSortedMap(new java.util.TreeMap<>(topLevel));
  }

  /** Every resolved identifier occurrence, sorted by start offset. */
  public List<Occurrence> occurrences() {
    return occurrences;
  }

  /** Every symbol defined in this file, locals and globals, in definition order. */
  public List<Symbol> symbols() {
    return symbols;
  }

  /** Every name visible at the top level of the program (definitions, imports, standard names), sorted. */
  public Map<String, Symbol> topLevel() {
    return topLevel;
  }

  /** The occurrence under {@code offset} (an identifier touching the offset on either side), or null. */
  public Occurrence at(int offset) {
    int low = 0;
    int high = occurrences.size() - 1;
    Occurrence found = null;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      Occurrence o = occurrences.get(middle);
      if (o.start() <= offset) {
        if (offset <= o.end()) {
          found = o;
        }
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /** Every occurrence of {@code symbol}, the definition included, in source order. */
  public List<Occurrence> occurrencesOf(Symbol symbol) {
    List<Occurrence> out = new ArrayList<>();
    for (Occurrence o : occurrences) {
      if (o.symbol() == symbol) {
        out.add(o);
      }
    }
    return out;
  }

  /** The locals of this file visible at {@code offset}, innermost (latest defined) first. */
  public List<Symbol> localsAt(int offset) {
    List<Symbol> out = new ArrayList<>();
    for (Symbol s : symbols) {
      if (s.kind() == Kind.LOCAL && s.visibleAt(offset)) {
        out.add(s);
      }
    }
    Collections.reverse(out);
    return out;
  }
}
