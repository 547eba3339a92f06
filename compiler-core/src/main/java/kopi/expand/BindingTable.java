package kopi.expand;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every binding of one expansion universe (a program with its libraries, or a REPL session), keyed
 * by name and scope set (Flatt 2016). Resolving an identifier picks, among the bindings of its name
 * whose scope set is a subset of the identifier's, the one with the largest set; a later binding
 * with an equal set replaces an earlier one (top-level redefinition). Also hands out fresh scopes.
 */
public final class BindingTable {
  private record Entry(ScopeSet scopes, Binding binding) {}

  private final Map<String, List<Entry>> byName = new HashMap<>();
  private int nextScope = 1;

  public int freshScope() {
    return nextScope++;
  }

  public void bind(String name, ScopeSet scopes, Binding binding) {
    List<Entry> entries = byName.computeIfAbsent(name, k -> new ArrayList<>(2));
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i).scopes().equals(scopes)) {
        entries.set(i, new Entry(scopes, binding));
        return;
      }
    }
    entries.add(new Entry(scopes, binding));
  }

  public void bind(Syntax.Id id, Binding binding) {
    bind(id.name(), id.scopes(), binding);
  }

  /** The binding {@code id} refers to, or null when it is unbound. */
  public Binding resolve(Syntax.Id id) {
    List<Entry> entries = byName.get(id.name());
    if (entries == null) {
      return null;
    }
    Entry best = null;
    for (Entry entry : entries) {
      if (entry.scopes().subsetOf(id.scopes())
          && (best == null || entry.scopes().size() >= best.scopes().size())) {
        best = entry;
      }
    }
    return best == null ? null : best.binding();
  }

  /** The binding made with exactly these scopes, or null: what a definition would replace. */
  public Binding exact(String name, ScopeSet scopes) {
    List<Entry> entries = byName.get(name);
    if (entries != null) {
      for (Entry entry : entries) {
        if (entry.scopes().equals(scopes)) {
          return entry.binding();
        }
      }
    }
    return null;
  }

  /** Every name bound with a scope set that is a subset of {@code scopes}: completion candidates. */
  public List<String> visibleNames(ScopeSet scopes) {
    List<String> names = new ArrayList<>();
    for (Map.Entry<String, List<Entry>> e : byName.entrySet()) {
      for (Entry entry : e.getValue()) {
        if (entry.scopes().subsetOf(scopes)) {
          names.add(e.getKey());
          break;
        }
      }
    }
    return names;
  }
}
