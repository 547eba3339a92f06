package kopi.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kopi.ide.QuickFixes;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * {@code textDocument/codeAction}: the quick fixes ({@link QuickFixes}) of the diagnostics under the
 * requested range, each a {@code quickfix} action with its workspace edit and the diagnostic it
 * resolves; the only fix of a diagnostic is marked preferred, so an editor's "fix" key applies it.
 */
final class CodeActionHandler implements RequestHandler<CodeActionParams, List<Either<Command, CodeAction>>> {

  @Override
  public List<Either<Command, CodeAction>> handle(SourceDocument document, CodeActionParams params,
      CancelChecker cancel) {
    List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
    if (only != null && !only.isEmpty() && only.stream().noneMatch(kind -> CodeActionKind.QuickFix.startsWith(kind))) {
      return List.of();
    }
    int start = Positions.offset(document.lines(), params.getRange().getStart());
    int end = Positions.offset(document.lines(), params.getRange().getEnd());
    List<QuickFixes.QuickFix> fixes = QuickFixes.at(document, start, end, cancel::checkCanceled);
    List<Either<Command, CodeAction>> out = new ArrayList<>();
    for (QuickFixes.QuickFix fix : fixes) {
      CodeAction action = new CodeAction(fix.title());
      action.setKind(CodeActionKind.QuickFix);
      kopi.syntax.Diagnostic found = fix.diagnostic();
      Diagnostic diagnostic = new Diagnostic(Positions.range(document.lines(), found.start(), found.end()),
          kopi.syntax.Diagnostic.escapeControls(found.message()),
          found.isError() ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning, "kopi", found.code());
      action.setDiagnostics(List.of(diagnostic));
      action.setIsPreferred(found.fixes().size() == 1);
      TextEdit edit = new TextEdit(Positions.range(document.lines(), fix.edit().start(), fix.edit().end()),
          fix.edit().newText());
      action.setEdit(new WorkspaceEdit(Map.of(document.uri(), List.of(edit))));
      out.add(Either.forRight(action));
    }
    return out;
  }
}
