package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Param;
import kopi.expand.SemanticModel.Symbol;
import kopi.runtime.Builtins;
import kopi.runtime.Procedure;

/**
 * How symbols are shown to the user: the call signature of a procedure with its type specifiers,
 * a one-line description for completion lists, and the arity of builtins. Shared by completion,
 * hover and signature help so the three always agree.
 */
public final class Signatures {
  private Signatures() {}

  /**
   * A call signature: {@code label} such as {@code (inc n ::int #!optional by) ::int}, and the
   * range of each parameter inside the label, so an editor can underline the active one.
   */
  public record Signature(String label, List<TextRange> parameters) {}

  /**
   * The signature of a procedure defined in source, or of a builtin whose parameters declare types
   * ({@code (string-ref string integer)}, {@code (+ number ...)}); null otherwise.
   */
  public static Signature of(Symbol symbol) {
    if (symbol.params() == null) {
      return symbol.kind() == Kind.BUILTIN ? builtin(symbol.name()) : null;
    }
    StringBuilder label = new StringBuilder("(").append(symbol.name());
    List<TextRange> ranges = new ArrayList<>();
    SemanticModel.ParamKind previous = SemanticModel.ParamKind.REQUIRED;
    for (Param p : symbol.params()) {
      if (p.kind() != previous) {
        label.append(p.kind() == SemanticModel.ParamKind.OPTIONAL ? " #!optional" : " #!rest");
        previous = p.kind();
      }
      label.append(' ');
      int start = label.length();
      label.append(p.name());
      if (p.type() != null) {
        label.append(" ::").append(p.type());
      }
      ranges.add(new TextRange(start, label.length()));
    }
    label.append(')');
    if (symbol.returnType() != null) {
      label.append(" ::").append(symbol.returnType());
    }
    return new Signature(label.toString(), List.copyOf(ranges));
  }

  /**
   * The signature of builtin {@code name} from the types its widest method declares
   * ({@code kopi.runtime.Builtin#types}), or null when it declares none. A variadic method's last
   * parameter is followed by {@code ...}.
   */
  static Signature builtin(String name) {
    // Asked for every builtin of every completion list: computed once per name.
    return BUILTIN_SIGNATURES.computeIfAbsent(name, key -> Optional.ofNullable(computeBuiltin(key))).orElse(null);
  }

  private static final Map<String, Optional<Signature>> BUILTIN_SIGNATURES = new ConcurrentHashMap<>();

  private static Signature computeBuiltin(String name) {
    List<Builtins.Entry> entries = Builtins.entries(name);
    if (entries.isEmpty() || entries.get(entries.size() - 1).types().isEmpty()) {
      return null;
    }
    Builtins.Entry widest = entries.get(entries.size() - 1);
    int count = widest.variadic() ? Math.max(widest.min(), widest.types().split(",").length) : widest.parameterCount();
    StringBuilder label = new StringBuilder("(").append(name);
    List<TextRange> ranges = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String type = widest.parameterType(i);
      label.append(' ');
      int start = label.length();
      label.append(type == null ? "obj" : type);
      if (widest.variadic() && i == count - 1) {
        label.append(" ...");
      }
      ranges.add(new TextRange(start, label.length()));
    }
    return new Signature(label.append(')').toString(), List.copyOf(ranges));
  }

  /** The arity of a runtime builtin as words ({@code 1 argument}, {@code 2 or more arguments}), or null. */
  public static String builtinArity(String name) {
    // Asked for every builtin of every completion list: computed once per name.
    return BUILTIN_ARITY.computeIfAbsent(name, key -> Optional.ofNullable(computeArity(key))).orElse(null);
  }

  private static final Map<String, Optional<String>> BUILTIN_ARITY = new ConcurrentHashMap<>();

  private static String computeArity(String name) {
    Procedure procedure;
    try {
      procedure = Builtins.isBuiltin(name) ? Builtins.lookup(name) : null;
    } catch (RuntimeException e) {
      return null;
    }
    if (procedure == null) {
      return null;
    }
    int min = procedure.minArity();
    int max = procedure.maxArity();
    if (max < 0) {
      return min + " or more arguments";
    }
    String range = min == max ? String.valueOf(min) : min + " to " + max;
    return range + (max == 1 && min == 1 ? " argument" : " arguments");
  }

  /** A short description for a completion list or a hover title. */
  public static String detail(Symbol symbol) {
    Signature signature = of(symbol);
    if (signature != null) {
      return signature.label();
    }
    return switch (symbol.kind()) {
      case LOCAL -> "local" + type(symbol);
      case GLOBAL -> "variable" + type(symbol);
      case BUILTIN -> {
        String arity = builtinArity(symbol.name());
        yield arity == null ? "builtin" : "builtin procedure, " + arity;
      }
      case SPECIAL_FORM -> "special form";
      case MACRO -> "macro";
      case AUXILIARY -> "auxiliary syntax";
    };
  }

  /** True when the symbol names something callable as far as we know. */
  public static boolean isProcedure(Symbol symbol) {
    return symbol.params() != null || symbol.kind() == Kind.BUILTIN;
  }

  private static String type(Symbol symbol) {
    return symbol.declaredType() == null ? "" : " ::" + symbol.declaredType();
  }
}
