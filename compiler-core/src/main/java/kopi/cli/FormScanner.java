package kopi.cli;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.ParseResult;
import kopi.syntax.Parser;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Finds where the top-level forms of REPL input begin and end, and whether the input is complete
 * or the user is still typing a form. It asks the real parser ({@link Parser}), so the REPL waits
 * for more exactly when the reader would see an unfinished list, string, comment or literal, and
 * any other problem (a stray closing parenthesis, say) is reported by the reader when the form is
 * evaluated rather than leaving the REPL waiting forever.
 *
 * <p>The REPL needs the form boundaries to evaluate and print each form of a line such as
 * {@code (define a 1) (+ a 1)} in turn.
 */
public final class FormScanner {

  /**
   * The shape of some input.
   *
   * @param complete whether every form is finished (no open list, string, comment or prefix)
   * @param forms    the offsets {@code [start, end)} of each top-level form, comments excluded; the
   *                 last one may be unfinished when the input is not complete
   */
  public record Scan(boolean complete, List<Form> forms) {
    public Scan {
      forms = List.copyOf(forms);
    }
  }

  /** One top-level form: offsets {@code [start, end)} into the scanned text. */
  public record Form(int start, int end) {}

  private FormScanner() {}

  public static Scan scan(String text) {
    ParseResult parsed = Parser.parse(text);
    List<Form> forms = new ArrayList<>();
    for (SyntaxNode form : parsed.topLevelForms()) {
      // A top-level #;datum is a comment: there is nothing to evaluate or print.
      if (form.kind() != SyntaxKind.DATUM_COMMENT) {
        forms.add(new Form(form.start(), form.end()));
      }
    }
    return new Scan(parsed.isComplete(), forms);
  }

  /** True when {@code text} holds only finished forms, comments and whitespace. */
  public static boolean isComplete(String text) {
    return Parser.isComplete(text);
  }
}
