package kopi.expand;

import java.util.List;
import kopi.syntax.DatumBuilder;
import kopi.syntax.NumberLiteral;

/**
 * Builds syntax objects from the reader's walk. Every identifier starts with the given scope set
 * (the module's scope for a source file), and every node keeps its source range.
 */
public final class SyntaxBuilder implements DatumBuilder<Syntax> {
  private final ScopeSet initialScopes;
  private final kopi.runtime.RuntimeDatumBuilder runtime = new kopi.runtime.RuntimeDatumBuilder();
  /** The data of label definitions read so far, by identity (see {@link #list}). */
  private final java.util.Map<Syntax, Boolean> labelled = new java.util.IdentityHashMap<>();

  public SyntaxBuilder(ScopeSet initialScopes) {
    this.initialScopes = initialScopes;
  }

  @Override
  public Syntax symbol(String name, int start, int end) {
    return new Syntax.Id(name, initialScopes, start, end);
  }

  @Override
  public Syntax keyword(String name, int start, int end) {
    return new Syntax.Atom(new Syntax.Keyword(name), start, end);
  }

  @Override
  public Syntax string(String value, int start, int end) {
    return new Syntax.Atom(value, start, end);
  }

  @Override
  public Syntax character(int codePoint, int start, int end) {
    return new Syntax.Atom(new Syntax.Char(codePoint), start, end);
  }

  @Override
  public Syntax bool(boolean value, int start, int end) {
    return new Syntax.Atom(value, start, end);
  }

  @Override
  public Syntax number(NumberLiteral value, int start, int end) {
    return new Syntax.Atom(value, start, end);
  }

  @Override
  public Syntax labelled(Syntax datum) {
    labelled.put(datum, Boolean.TRUE);
    return datum;
  }

  @Override
  public Syntax list(List<Syntax> elements, Syntax tail, int start, int end) {
    // A dotted tail that is itself a list is flattened, so (a . (b c)) is the list (a b c); a
    // labelled tail stays whole, since another reference to the label must be that same list.
    if (tail instanceof Syntax.SList more && !labelled.containsKey(tail)) {
      List<Syntax> all = new java.util.ArrayList<>(elements);
      all.addAll(more.elements());
      return new Syntax.SList(all, more.tail(), start, end);
    }
    return new Syntax.SList(elements, tail, start, end);
  }

  @Override
  public Syntax vector(List<Syntax> elements, int start, int end) {
    return new Syntax.SVector(elements, start, end);
  }

  @Override
  public Syntax bytevector(byte[] bytes, int start, int end) {
    return new Syntax.Atom(bytes.clone(), start, end);
  }

  @Override
  public Syntax uniformVector(String tag, List<kopi.syntax.NumberLiteral> elements, int start, int end) {
    return new Syntax.Atom(kopi.runtime.UniformVector.of(tag,
        elements.stream().map(kopi.runtime.Num::fromLiteral).toArray()), start, end);
  }

  /** An array literal is a constant; ragged contents, which the reader reports, read as {@code #!void}. */
  @Override
  public Syntax array(kopi.syntax.ArrayPrefix prefix, Syntax contents, int start, int end) {
    Object array = kopi.runtime.Array.literal(prefix.lows(), prefix.lengths(), Datums.toValue(contents));
    return new Syntax.Atom(array == null ? new Syntax.Special("void") : array, start, end);
  }

  @Override
  public Syntax special(String name, int start, int end) {
    return new Syntax.Atom(new Syntax.Special(name), start, end);
  }

  @Override
  public Syntax regex(String token, int start, int end) {
    return new Syntax.Atom(kopi.syntax.RegexLiteral.compile(token), start, end);
  }

  /**
   * A self-referring label stands for the runtime builder's placeholder while its datum is read;
   * the atom's range is the whole labelled datum, which {@link #patch} keeps.
   */
  @Override
  public Syntax placeholder(int label, int start, int end) {
    return new Syntax.Atom(new Syntax.Circular(runtime.placeholder(label, start, end)), start, end);
  }

  /**
   * Builds the cyclic datum as a runtime value (scopes dropped, as quote drops them) and patches
   * the back references, so the expander never walks a cycle; see {@link Syntax.Circular}.
   */
  @Override
  public Syntax patch(Syntax placeholder, Syntax datum) {
    Object marker = ((Syntax.Circular) ((Syntax.Atom) placeholder).value()).value();
    Object value = runtime.patch(marker, Datums.toValue(datum));
    return new Syntax.Atom(new Syntax.Circular(value), placeholder.start(), placeholder.end());
  }
}
