package kopi.expand;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What Kawa's module declarations said about the module being expanded: its {@code module-name},
 * the names {@code module-export} (or {@code export}) lists, the class aliases it defines, the
 * names {@code define-private} (or {@code define-private-alias}) hides, and the supertypes
 * {@code module-extends} and {@code module-implements} give its class ({@link ModuleSupertypes}). One per {@link Expansion};
 * {@link Libraries} reads it to decide what a module loaded with {@code require} exports: the
 * listed names, or else every definition that is not private.
 */
public final class KawaModule {
  private String name;
  private Syntax nameAt;

  /** The listed exports: the name defined here and the name the requiring module sees. */
  public record Export(Syntax.Id internal, String external) {}

  private final List<Export> exports = new ArrayList<>();
  private final Set<String> privateNames = new HashSet<>();
  private final Set<String> aliases = new HashSet<>();
  private Class<?> superClass;
  private Syntax superAt;
  private final List<Class<?>> interfaces = new ArrayList<>();
  private final List<Syntax> interfaceAts = new ArrayList<>();

  /** The name a {@code module-name} form gave, or null. */
  public String name() {
    return name;
  }

  /** Where the module name was given, or null. */
  public Syntax nameAt() {
    return nameAt;
  }

  /** Records a {@code module-name}; false when the module already has another name. */
  public boolean name(String name, Syntax at) {
    if (this.name != null && !this.name.equals(name)) {
      return false;
    }
    this.name = name;
    this.nameAt = at;
    return true;
  }

  /**
   * Records the class of a {@code module-extends}; false when the module already extends another.
   */
  public boolean extend(Class<?> type, Syntax at) {
    if (superClass != null && superClass != type) {
      return false;
    }
    superClass = type;
    superAt = at;
    return true;
  }

  /** Records an interface of a {@code module-implements}. */
  public void implement(Class<?> type, Syntax at) {
    if (!interfaces.contains(type)) {
      interfaces.add(type);
      interfaceAts.add(at);
    }
  }

  /** The class {@code module-extends} gave, or null. */
  public Class<?> superClass() {
    return superClass;
  }

  /** Where {@link #superClass} was named, or null. */
  public Syntax superAt() {
    return superAt;
  }

  /** The interfaces {@code module-implements} gave, in order. */
  public List<Class<?>> interfaces() {
    return interfaces;
  }

  /** Where each of {@link #interfaces} was named. */
  public List<Syntax> interfaceAts() {
    return interfaceAts;
  }

  public void export(Syntax.Id internal, String external) {
    exports.add(new Export(internal, external));
  }

  /** True when the module lists its exports, so unlisted definitions are not exported. */
  public boolean hasExportList() {
    return !exports.isEmpty();
  }

  public List<Export> exports() {
    return exports;
  }

  /** Records a class alias ({@code define-alias}, {@code define-namespace}) this module defines. */
  public void alias(String name) {
    aliases.add(name);
  }

  public void privateName(String name) {
    privateNames.add(name);
  }

  public boolean isPrivate(String name) {
    return privateNames.contains(name);
  }

  /**
   * What a module expanded by {@code x} makes visible to one that requires it: the bindings of its
   * listed exports, or of every definition of its own that is not private (macros and class
   * aliases included).
   * An exported name that is not defined is reported at its {@code module-export}.
   */
  Map<String, Binding> exportedBindings(Expansion x) {
    ScopeSet top = ScopeSet.of(x.moduleScope());
    Map<String, Binding> out = new LinkedHashMap<>();
    if (hasExportList()) {
      for (Export export : exports) {
        Binding binding = x.table().exact(export.internal().name(), top);
        if (definedHere(export.internal().name(), binding, x)) {
          out.put(export.external(), binding);
        }
      }
      return out;
    }
    for (String name : x.table().visibleNames(top)) {
      Binding binding = x.table().exact(name, top);
      if (!privateNames.contains(name) && definedHere(name, binding, x)) {
        out.put(name, binding);
      }
    }
    return out;
  }

  /** True when {@code binding} is a definition the module expanded by {@code x} made itself. */
  public static boolean definedHere(String name, Binding binding, Expansion x) {
    if (binding instanceof Binding.GlobalVar global) {
      return global.global().owner().equals(x.owner());
    }
    if (binding instanceof Binding.Macro) {
      return !binding.equals(x.universe.core(name));
    }
    return binding instanceof Binding.JavaClass && x.kawaModule().aliases.contains(name);
  }
}
