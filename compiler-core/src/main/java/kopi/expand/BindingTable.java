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
  /** A binding and its scope set; a redefinition with the same set replaces the binding in place. */
  private static final class Entry {
    private final ScopeSet scopes;
    private Binding binding;

    Entry(ScopeSet scopes, Binding binding) {
      this.scopes = scopes;
      this.binding = binding;
    }

    ScopeSet scopes() {
      return scopes;
    }

    Binding binding() {
      return binding;
    }
  }

  /**
   * Entries are filed under the largest scope of their set: a binding can only be visible to an
   * identifier that has that scope, so resolving looks only at the identifier's own scopes and never
   * scans the thousands of same-named locals of a big file.
   */
  private final Map<Integer, Map<String, List<Entry>>> byScope = new HashMap<>();
  private final Map<String, List<Entry>> unscoped = new HashMap<>();
  /**
   * The scoped entries of each name, whatever their largest scope. An identifier nested thousands
   * of binding forms deep has thousands of scopes, while its name usually has a binding or two:
   * resolving then scans the name's few entries instead of looking up each of its scopes.
   */
  private final Map<String, List<Entry>> scopedByName = new HashMap<>();
  private int nextScope = 1;
  /**
   * Makes the default bindings of one name (see {@link #defaultsOnFirstUse}); null when the table
   * has none.
   */
  private java.util.function.Consumer<String> defaults;
  /** Every name that may have default bindings, for {@link #visibleNames}. */
  private java.util.function.Supplier<? extends Iterable<String>> defaultNames;
  /** The names whose default bindings have been made. */
  private final java.util.Set<String> defaulted = new java.util.HashSet<>();

  /**
   * A table with the same bindings, which later {@code bind}s of either leave the other without;
   * its fresh scopes come after this one's, so scopes made in this table keep their meaning there.
   */
  public BindingTable copy() {
    BindingTable out = new BindingTable();
    out.nextScope = nextScope;
    java.util.IdentityHashMap<Entry, Entry> copies = new java.util.IdentityHashMap<>();
    java.util.function.Function<Map<String, List<Entry>>, Map<String, List<Entry>>> copyNames = names -> {
      Map<String, List<Entry>> copied = new HashMap<>(names.size() * 2);
      names.forEach((name, entries) -> {
        List<Entry> list = new ArrayList<>(entries.size());
        for (Entry entry : entries) {
          list.add(copies.computeIfAbsent(entry, e -> new Entry(e.scopes(), e.binding())));
        }
        copied.put(name, list);
      });
      return copied;
    };
    out.unscoped.putAll(copyNames.apply(unscoped));
    byScope.forEach((scope, names) -> out.byScope.put(scope, copyNames.apply(names)));
    out.scopedByName.putAll(copyNames.apply(scopedByName));
    // The names whose defaults are among the copied entries; the copy's owner makes the others'.
    out.defaulted.addAll(defaulted);
    return out;
  }

  public int freshScope() {
    return nextScope++;
  }

  /**
   * Makes the default bindings of each name (a {@link Universe}'s special forms and builtins) when
   * the name is first bound, looked up or listed, instead of all up front: there are about 1,500
   * of them and a program uses a few, and binding them all was a tenth of {@code kopi -e}'s
   * start-up. {@code defaults} is called once per name, before anything else happens to it, so
   * every lookup sees the entries, in the order, that binding all defaults first would have made.
   */
  void defaultsOnFirstUse(java.util.function.Consumer<String> defaults,
      java.util.function.Supplier<? extends Iterable<String>> names) {
    this.defaults = defaults;
    this.defaultNames = names;
  }

  /** The names whose default bindings have been made so far. */
  List<String> defaultedNames() {
    return new ArrayList<>(defaulted);
  }

  private void ensureDefaults(String name) {
    if (defaults != null && defaulted.add(name)) {
      defaults.accept(name);
    }
  }

  public void bind(String name, ScopeSet scopes, Binding binding) {
    ensureDefaults(name);
    List<Entry> entries = bucket(scopes).computeIfAbsent(name, k -> new ArrayList<>(2));
    for (Entry entry : entries) {
      if (entry.scopes().equals(scopes)) {
        entry.binding = binding;
        return;
      }
    }
    Entry entry = new Entry(scopes, binding);
    entries.add(entry);
    if (scopes.size() > 0) {
      scopedByName.computeIfAbsent(name, k -> new ArrayList<>(2)).add(entry);
    }
  }

  public void bind(Syntax.Id id, Binding binding) {
    bind(id.name(), id.scopes(), binding);
  }

  /** The binding {@code id} refers to, or null when it is unbound. */
  public Binding resolve(Syntax.Id id) {
    ensureDefaults(id.name());
    ScopeSet scopes = id.scopes();
    Entry best = best(unscoped.get(id.name()), scopes, null);
    List<Entry> scoped = scopedByName.get(id.name());
    if (scoped == null) {
      return best == null ? null : best.binding();
    }
    if (scoped.size() <= scopes.size()) {
      for (Entry entry : scoped) {
        // Ties between equal-sized sets go the way the per-scope lookup below takes them: to the
        // smaller largest scope, then to the earlier binding.
        if (entry.scopes().subsetOf(scopes) && (best == null || entry.scopes().size() > best.scopes().size()
            || (entry.scopes().size() == best.scopes().size() && best.scopes().size() > 0
                && entry.scopes().max() < best.scopes().max()))) {
          best = entry;
        }
      }
      return best == null ? null : best.binding();
    }
    for (int i = 0; i < scopes.size(); i++) {
      Map<String, List<Entry>> names = byScope.get(scopes.get(i));
      if (names != null) {
        best = best(names.get(id.name()), id.scopes(), best);
      }
    }
    return best == null ? null : best.binding();
  }

  private static Entry best(List<Entry> entries, ScopeSet scopes, Entry best) {
    if (entries != null) {
      for (Entry entry : entries) {
        if (entry.scopes().subsetOf(scopes)
            && (best == null || entry.scopes().size() > best.scopes().size())) {
          best = entry;
        }
      }
    }
    return best;
  }

  private Map<String, List<Entry>> bucket(ScopeSet scopes) {
    return scopes.size() == 0 ? unscoped : byScope.computeIfAbsent(scopes.max(), k -> new HashMap<>());
  }

  /** The binding made with exactly these scopes, or null: what a definition would replace. */
  public Binding exact(String name, ScopeSet scopes) {
    ensureDefaults(name);
    List<Entry> entries = bucket(scopes).get(name);
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
    if (defaults != null) {
      for (String name : defaultNames.get()) {
        ensureDefaults(name);
      }
    }
    java.util.Set<String> names = new java.util.TreeSet<>();
    List<Map<String, List<Entry>>> buckets = new ArrayList<>();
    buckets.add(unscoped);
    for (int scope : scopes.toArray()) {
      if (byScope.containsKey(scope)) {
        buckets.add(byScope.get(scope));
      }
    }
    for (Map<String, List<Entry>> bucket : buckets) {
      for (Map.Entry<String, List<Entry>> e : bucket.entrySet()) {
        for (Entry entry : e.getValue()) {
          if (entry.scopes().subsetOf(scopes)) {
            names.add(e.getKey());
            break;
          }
        }
      }
    }
    return new ArrayList<>(names);
  }
}
