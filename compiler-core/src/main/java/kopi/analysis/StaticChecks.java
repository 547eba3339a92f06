package kopi.analysis;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.syntax.Diagnostic;

/**
 * The checks of type specifiers and arities over one module:
 * {@link TypeInference}, then {@link CallChecks}, {@link DeclarationChecks}, {@link UnusedLocals},
 * {@link UnreachableCode} and {@link VoidValues}. The command line,
 * sessions and the editor all run it after expansion, so its diagnostics reach every front door.
 *
 * @param types       the inferred types, for the editor (hover, inlay hints)
 * @param diagnostics errors and warnings of phase {@code ANALYZE}, sorted by start offset
 */
public record StaticChecks(TypeInference.Result types, List<Diagnostic> diagnostics) {

  public StaticChecks {
    diagnostics = List.copyOf(diagnostics);
  }

  /**
   * {@code checked} without what was found inside a top-level form of {@code body} that holds a
   * reader error ({@code readerDiagnostics}): such a form is what the reader made of unbalanced or
   * broken text (an unclosed {@code (} reads as a list that ends at the end of the file), so a check
   * of it would report the reader's error again in another way.
   */
  public static List<Diagnostic> outsideBrokenForms(List<Core> body, List<Diagnostic> readerDiagnostics,
      List<Diagnostic> checked) {
    List<int[]> broken = new ArrayList<>();
    for (Core form : body) {
      for (Diagnostic d : readerDiagnostics) {
        if (d.phase() == kopi.syntax.Phase.READ && d.isError() && form.start() >= 0 && d.start() >= form.start()
            && d.start() <= form.end()) {
          broken.add(new int[] {form.start(), form.end()});
          break;
        }
      }
    }
    if (broken.isEmpty()) {
      return checked;
    }
    List<Diagnostic> out = new ArrayList<>();
    for (Diagnostic d : checked) {
      boolean inside = false;
      for (int[] range : broken) {
        inside |= d.start() >= range[0] && d.start() <= range[1];
      }
      if (!inside) {
        out.add(d);
      }
    }
    return out;
  }

  /**
   * The checks, in order, over {@code forms} whose types are inferred: the one list of them, which
   * the whole-module path ({@link #check}) and the per-form incremental path ({@link FormChecks})
   * both run, so the compiler and the editor report the same.
   */
  static void run(List<Core> forms, TypeInference.Result types, DeclaredTypes declared, List<Diagnostic> out) {
    CallChecks.check(forms, types, declared, out);
    DeclarationChecks.check(forms, types, declared, out);
    UnusedLocals.check(forms, out);
    UnreachableCode.check(forms, out);
    VoidValues.check(forms, types, out);
  }

  /**
   * Checks {@code body}. {@code moduleOwner} is the module class owning its globals, or null for
   * session code, where a later input may redefine any global.
   */
  public static StaticChecks check(List<Core> body, DeclaredTypes declared, String moduleOwner) {
    TypeInference.Result types = TypeInference.of(body, declared, moduleOwner);
    List<Diagnostic> diagnostics = new ArrayList<>();
    run(body, types, declared, diagnostics);
    return new StaticChecks(types, Diagnostic.inSourceOrder(diagnostics));
  }
}
