package kopi.ide;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Symbol;

/**
 * Completion of Java members written with colon notation: the public static methods and fields
 * after {@code ClassName:} (a qualified name, a {@code java.lang} class, or a short name from
 * {@code define-alias} or {@code (import (class ...))} in the document), and the public instance
 * methods and fields after {@code obj:} when {@code obj} is a variable whose type specifier names a
 * Java class. Methods are procedures; the detail is the Java signature. Overloads are one proposal
 * whose detail lists them. Inside a call of a Java class (construction), the keyword arguments that
 * set its properties: {@code text:} for a public {@code setText} of one parameter. In
 * {@code (import (class pkg ...))}, the public classes of {@code pkg} in the JDK's modules.
 */
final class JavaCompletion {
  private JavaCompletion() {}

  private static final Pattern ALIAS = Pattern.compile("\\(define-alias\\s+([^\\s()]+)\\s+([\\w.$]+)\\s*\\)");
  private static final Pattern IMPORT_CLASS = Pattern.compile("\\(class\\s+([\\w.]+)((?:\\s+[\\w$]+)+)\\s*\\)");

  /**
   * The members matching {@code typed} (what precedes the cursor, e.g. {@code Math:ab}), or null when
   * {@code typed} is not colon notation on a known class or typed variable.
   */
  static List<Completion.Item> members(SourceDocument document, SemanticModel model, int offset, String typed) {
    int colon = typed.lastIndexOf(':');
    if (colon <= 0 || typed.startsWith(":")) {
      return null;
    }
    String owner = typed.substring(0, colon);
    String prefix = typed.substring(colon + 1);
    Class<?> statics = classNamed(owner, document.text());
    if (statics != null) {
      return items(statics, prefix, true);
    }
    Symbol variable = variable(model, owner, offset);
    if (variable != null && variable.declaredType() != null) {
      Class<?> type = classNamed(variable.declaredType().replaceAll("\\[.*$", ""), document.text());
      if (type != null) {
        return items(type, prefix, false);
      }
    }
    return null;
  }

  /**
   * The property keywords of the Java class whose construction encloses {@code offset}, matching
   * {@code prefix}; empty when the enclosing list is not a call of a Java class.
   */
  static List<Completion.Item> constructorKeywords(SourceDocument document, int offset, String prefix) {
    kopi.syntax.SyntaxNode token = document.parse().syntax().tokenAt(Math.max(0, offset - 1));
    kopi.syntax.SyntaxNode list = token == null ? null : token.parent();
    while (list != null && list.kind() != kopi.syntax.SyntaxKind.LIST) {
      list = list.parent();
    }
    // The token before the cursor may be the word being typed, or the list's own closer.
    if (list == null || list.start() >= offset) {
      return List.of();
    }
    List<kopi.syntax.SyntaxNode> elements = DocumentSymbols.elements(list);
    if (elements == null || elements.isEmpty() || elements.get(0).kind() != kopi.syntax.SyntaxKind.IDENTIFIER
        || elements.get(0).end() >= offset || elements.get(0).text().indexOf(':') >= 0) {
      return List.of();
    }
    String head = elements.get(0).text();
    // The simple name after the last dot; a head that ends with a dot ({@code java.util.}) names no class.
    int simple = head.lastIndexOf('.') + 1;
    if (simple >= head.length() || !Character.isUpperCase(head.charAt(simple))) {
      return List.of();
    }
    Class<?> type = classNamed(head, document.text());
    if (type == null) {
      return List.of();
    }
    List<Completion.Item> out = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Method method : type.getMethods()) {
      String name = method.getName();
      if (!Modifier.isStatic(method.getModifiers()) && name.length() > 3 && name.startsWith("set")
          && method.getParameterCount() == 1) {
        String keyword = Character.toLowerCase(name.charAt(3)) + name.substring(4) + ":";
        if (keyword.startsWith(prefix) && seen.add(keyword)) {
          out.add(new Completion.Item(keyword, Kind.AUXILIARY, false,
              keyword + " " + method.getParameterTypes()[0].getSimpleName(),
              "sets the property with " + type.getSimpleName() + "." + name + " when constructing"));
        }
      }
    }
    out.sort(Comparator.comparing(Completion.Item::label));
    return out;
  }

  /**
   * The public top-level classes of the package named in {@code (import (class pkg ...))} around
   * {@code offset}, matching {@code prefix}; null when the cursor is not after such a package name.
   */
  static List<Completion.Item> importedClasses(SourceDocument document, int offset, String prefix) {
    kopi.syntax.SyntaxNode token = document.parse().syntax().tokenAt(Math.max(0, offset - 1));
    kopi.syntax.SyntaxNode list = token == null ? null : token.parent();
    while (list != null && list.kind() != kopi.syntax.SyntaxKind.LIST) {
      list = list.parent();
    }
    List<kopi.syntax.SyntaxNode> elements = list == null ? null : DocumentSymbols.elements(list);
    if (elements == null || elements.size() < 2 || !elements.get(0).text().equals("class")
        || elements.get(1).end() >= offset || list.parent() == null) {
      return null;
    }
    List<kopi.syntax.SyntaxNode> outer = DocumentSymbols.elements(list.parent());
    if (outer == null || outer.isEmpty() || !outer.get(0).text().equals("import")) {
      return null;
    }
    String pkg = elements.get(1).text();
    List<Completion.Item> out = new ArrayList<>();
    for (String name : packageClasses(pkg)) {
      if (name.startsWith(prefix)) {
        out.add(new Completion.Item(name, Kind.GLOBAL, false, "class " + pkg + "." + name, "Java class"));
      }
    }
    return out;
  }

  private static final Map<String, List<String>> PACKAGES = new java.util.concurrent.ConcurrentHashMap<>();

  /** The public top-level classes of {@code pkg} in the modules of the boot layer, sorted. */
  private static List<String> packageClasses(String pkg) {
    return PACKAGES.computeIfAbsent(pkg, key -> {
      List<String> names = new ArrayList<>();
      String directory = key.replace('.', '/') + "/";
      for (Module module : ModuleLayer.boot().modules()) {
        if (!module.getPackages().contains(key)) {
          continue;
        }
        java.lang.module.ModuleFinder.ofSystem().find(module.getName()).ifPresent(reference -> {
          try (java.lang.module.ModuleReader reader = reference.open()) {
            reader.list().filter(r -> r.startsWith(directory) && r.endsWith(".class") && r.indexOf('$') < 0
                && r.indexOf('/', directory.length()) < 0).forEach(r -> {
                  String simple = r.substring(directory.length(), r.length() - ".class".length());
                  Class<?> type = load(key + "." + simple);
                  if (type != null && Modifier.isPublic(type.getModifiers())) {
                    names.add(simple);
                  }
                });
          } catch (java.io.IOException e) {
            // An unreadable module contributes no names.
          }
        });
      }
      names.sort(null);
      return List.copyOf(names);
    });
  }

  private static Symbol variable(SemanticModel model, String name, int offset) {
    for (Symbol local : model.localsAt(offset)) {
      if (local.name().equals(name)) {
        return local;
      }
    }
    Symbol top = model.topLevel().get(name);
    return top != null && (top.kind() == Kind.GLOBAL || top.kind() == Kind.LOCAL) ? top : null;
  }

  /** The class {@code name} means in {@code text}, or null. */
  static Class<?> classNamed(String name, String text) {
    Matcher alias = ALIAS.matcher(text);
    while (alias.find()) {
      if (alias.group(1).equals(name)) {
        return load(alias.group(2));
      }
    }
    Matcher imported = IMPORT_CLASS.matcher(text);
    while (imported.find()) {
      for (String simple : imported.group(2).trim().split("\\s+")) {
        if (simple.equals(name)) {
          return load(imported.group(1) + "." + simple);
        }
      }
    }
    if (name.indexOf('.') > 0) {
      return load(name);
    }
    return Character.isUpperCase(name.charAt(0)) ? load("java.lang." + name) : null;
  }

  /** As the compiler finds classes: the user's class path ({@code -cp}) included, through the context loader. */
  private static Class<?> load(String name) {
    return kopi.runtime.JavaInterop.findClass(name);
  }

  private static List<Completion.Item> items(Class<?> type, String prefix, boolean statics) {
    Map<String, List<Method>> methods = new LinkedHashMap<>();
    for (Method method : type.getMethods()) {
      if (Modifier.isStatic(method.getModifiers()) == statics && method.getName().startsWith(prefix)
          && !method.isSynthetic()) {
        methods.computeIfAbsent(method.getName(), key -> new ArrayList<>()).add(method);
      }
    }
    List<Completion.Item> out = new ArrayList<>();
    for (Field field : type.getFields()) {
      if (Modifier.isStatic(field.getModifiers()) == statics && field.getName().startsWith(prefix)) {
        out.add(new Completion.Item(field.getName(), Kind.GLOBAL, false,
            field.getType().getSimpleName() + " " + type.getSimpleName() + "." + field.getName(),
            "Java " + (statics ? "static " : "") + "field of " + type.getName()));
      }
    }
    for (Map.Entry<String, List<Method>> entry : methods.entrySet()) {
      List<Method> overloads = entry.getValue();
      overloads.sort(Comparator.comparingInt(Method::getParameterCount));
      String detail = overloads.stream().map(JavaCompletion::signature).distinct().collect(Collectors.joining("\n"));
      out.add(new Completion.Item(entry.getKey(), Kind.BUILTIN, true, detail,
          "Java " + (statics ? "static " : "") + "method of " + type.getName()));
    }
    out.sort(Comparator.comparing(Completion.Item::label));
    return out;
  }

  /** A method's Java signature, such as {@code int abs(int)}. */
  static String signature(Method method) {
    return method.getReturnType().getSimpleName() + " " + method.getName() + "("
        + Arrays.stream(method.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(", ")) + ")";
  }
}
