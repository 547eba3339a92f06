package kopi.codegen;

/**
 * What generated classes keep for a debugger (the debug adapter, {@code kopi.server.dap}, reads it
 * through JDI), declared once here for both sides:
 * <ul>
 *   <li>the {@code SourceFile} attribute names the Scheme file, and every call, global access,
 *       definition and statement of a body starts a line-number entry;</li>
 *   <li>a lambda's method is named {@code MANGLED$N} ({@code kopi.ir.ClosureConversion.mangle} of
 *       its Scheme name and a counter) and is public; a top-level form's method is the package-private
 *       {@code form$N} (runs of them: {@code forms$N}, {@code $init}, {@code init$part$N});</li>
 *   <li>the local variable table names each source-level local (parameters, {@code let},
 *       {@code letrec} and loop variables, captured variables of a closure) by its mangled Scheme
 *       name, from where it holds its value to the end of its scope. A variable that lives in a
 *       box (one assigned by {@code set!}) is a one-element {@code Object[]} whose generic
 *       signature in the table is {@link #BOX_SIGNATURE}, so a debugger shows the box's content.
 *       Temporaries the expander makes (no source position) are left out. A speculated fixnum
 *       ({@code FixnumLoops}: an untyped loop counter kept as a {@code long} and an object half
 *       for other values) is named on its {@code long} slot, so while it holds a big integer or a
 *       flonum a debugger would show 0 for it; the debugger therefore runs programs with
 *       {@link #UNOPTIMIZED_PROPERTY} set, and then no variable is speculated.</li>
 * </ul>
 * What remains hidden: a frame re-entered through a continuation runs in a resume twin
 * ({@code NAME$rN}), which has line numbers but no local variable table; a variable of a known
 * local procedure that was compiled to a direct call has no slot (it is a method, not a value).
 */
public final class DebugInfo {
  private DebugInfo() {}

  /**
   * The system property under which code is compiled for a debugger: no speculated fixnums, so
   * every variable shows its value, and every loop calls the runtime, which is where the JVM takes
   * a compiled loop back to the interpreter for a single step (a pause). The debug adapter sets it
   * on the program it launches.
   */
  public static final String UNOPTIMIZED_PROPERTY = "kopi.debug.unoptimized";

  /** Whether this JVM compiles for a debugger ({@link #UNOPTIMIZED_PROPERTY}). */
  public static final boolean UNOPTIMIZED = Boolean.getBoolean(UNOPTIMIZED_PROPERTY);

  /** The generic signature marking a boxed variable in the local variable type table. */
  public static final String BOX_SIGNATURE = "Lkopi/runtime/Box;";

  /**
   * The Scheme name of a generated method: the procedure's name for a lambda's method
   * ({@code isPublic}), {@code null} for the code of top-level forms and anything else generated.
   */
  public static String procedureName(String methodName, boolean isPublic) {
    if (!isPublic) {
      return null;
    }
    int dollar = methodName.lastIndexOf('$');
    if (dollar <= 0 || dollar == methodName.length() - 1) {
      return null;
    }
    for (int i = dollar + 1; i < methodName.length(); i++) {
      if (!Character.isDigit(methodName.charAt(i))) {
        return null;
      }
    }
    return demangle(methodName.substring(0, dollar));
  }

  /**
   * The Scheme name a member or local name stands for (the inverse of
   * {@code kopi.ir.ClosureConversion.mangle}), or {@code null} when it is no mangled Scheme name
   * (an internal field such as {@code $columns}) or was shortened to a digest.
   */
  public static String demangle(String name) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '$') {
        out.append(c);
        continue;
      }
      String rest = name.substring(i + 1);
      String[][] escapes = {{"$", "$"}, {"dot", "."}, {"semi", ";"}, {"lbrack", "["}, {"rbrack", "]"},
          {"slash", "/"}, {"lt", "<"}, {"gt", ">"}};
      boolean matched = false;
      for (String[] escape : escapes) {
        if (rest.startsWith(escape[0])) {
          out.append(escape[1]);
          i += escape[0].length();
          matched = true;
          break;
        }
      }
      if (!matched) {
        return null;
      }
    }
    return out.toString();
  }
}
