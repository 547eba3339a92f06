package kopi.analysis;

import java.util.List;
import kopi.runtime.Builtins;

/**
 * What a runtime builtin accepts, derived from the builtin index ({@link Builtins#entries}): the
 * argument counts of its methods and the parameter types they declare ({@code kopi.runtime.Builtin#types}).
 * Read by the call checks and by the editor's signatures; loads no library class.
 */
public final class BuiltinSignatures {
  private BuiltinSignatures() {}

  /** The methods of one builtin, fixed arities first, then the variadic one. */
  public record Signature(String name, List<Builtins.Entry> entries) {

    /** Whether some method takes {@code count} arguments. */
    public boolean accepts(int count) {
      return entry(count) != null;
    }

    /** The declared type of argument {@code index} of a call with {@code count} arguments, or null. */
    public String parameterType(int count, int index) {
      Builtins.Entry entry = entry(count);
      return entry == null ? null : entry.parameterType(index);
    }

    /** The accepted counts in words: {@code 1 argument}, {@code 1 or 2 arguments}, {@code at least 2 arguments}. */
    public String arityText() {
      StringBuilder out = new StringBuilder();
      int last = -1;
      for (int i = 0; i < entries.size(); i++) {
        Builtins.Entry entry = entries.get(i);
        String part = entry.variadic() ? "at least " + entry.min() : String.valueOf(entry.parameterCount());
        out.append(i == 0 ? "" : i == entries.size() - 1 ? " or " : ", ").append(part);
        last = entry.variadic() ? entry.min() : entry.parameterCount();
      }
      return out.append(last == 1 && entries.size() == 1 ? " argument" : " arguments").toString();
    }

    private Builtins.Entry entry(int count) {
      for (Builtins.Entry entry : entries) {
        if (entry.accepts(count)) {
          return entry;
        }
      }
      return null;
    }
  }

  /** The signature of builtin {@code name}, or null when there is no such builtin. */
  public static Signature of(String name) {
    List<Builtins.Entry> entries = Builtins.entries(name);
    return entries.isEmpty() ? null : new Signature(name, entries);
  }
}
