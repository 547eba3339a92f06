package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.SignatureHelp;
import kopi.ide.SourceDocument;
import kopi.ide.TextRange;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Tuple;

/** {@code textDocument/signatureHelp}: the called procedure's signature and the active parameter. */
final class SignatureHelpHandler implements RequestHandler<SignatureHelpParams, org.eclipse.lsp4j.SignatureHelp> {

  @Override
  public org.eclipse.lsp4j.SignatureHelp handle(SourceDocument document, SignatureHelpParams params,
      CancelChecker cancel) {
    SignatureHelp.Help help = SignatureHelp.at(document, Positions.offset(document.lines(), params.getPosition()));
    if (help == null) {
      return null;
    }
    List<ParameterInformation> parameters = new ArrayList<>();
    for (TextRange range : help.signature().parameters()) {
      // Offsets into the label, so the editor underlines the parameter even when two share a name.
      ParameterInformation parameter = new ParameterInformation();
      parameter.setLabel(Either.<String, Tuple.Two<Integer, Integer>>forRight(Tuple.two(range.start(), range.end())));
      parameters.add(parameter);
    }
    SignatureInformation signature = new SignatureInformation(help.signature().label());
    signature.setParameters(parameters);
    if (help.doc() != null) {
      signature.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, help.doc()));
    }
    signature.setActiveParameter(help.activeParameter() < 0 ? parameters.size() : help.activeParameter());
    org.eclipse.lsp4j.SignatureHelp result = new org.eclipse.lsp4j.SignatureHelp(List.of(signature), 0,
        signature.getActiveParameter());
    return result;
  }
}
