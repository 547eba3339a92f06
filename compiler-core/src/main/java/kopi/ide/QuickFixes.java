package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.Diagnostic;

/**
 * Quick fixes: the changes the diagnostics themselves offer ({@link Diagnostic#fixes}) for those
 * that touch a range of the document, such as replacing a misspelt name with the visible name it
 * is closest to, or importing the SRFI that defines an unbound name. The checks that find a problem
 * know its fix, so nothing here guesses from messages.
 */
public final class QuickFixes {
  private QuickFixes() {}

  /** One offered fix: its title, its edit, and the diagnostic it resolves. */
  public record QuickFix(String title, TextEdit edit, Diagnostic diagnostic) {}

  /** The fixes of the document's diagnostics overlapping {@code [start, end]}, in source order. */
  public static List<QuickFix> at(SourceDocument document, int start, int end, Cancellation cancellation) {
    List<QuickFix> out = new ArrayList<>();
    for (Diagnostic diagnostic : document.analysis(cancellation).diagnostics()) {
      if (diagnostic.start() <= end && start <= diagnostic.end()) {
        for (Diagnostic.Fix fix : diagnostic.fixes()) {
          out.add(new QuickFix(fix.title(), new TextEdit(fix.start(), fix.end(), fix.newText()), diagnostic));
        }
      }
    }
    return out;
  }
}
