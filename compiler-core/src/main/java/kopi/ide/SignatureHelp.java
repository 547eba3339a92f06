package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.SemanticModel;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Signature help inside a call: the signature of the procedure at the head of the innermost list
 * around the cursor, and which parameter the cursor's argument fills (a rest parameter takes every
 * argument from its position on).
 */
public final class SignatureHelp {
  private SignatureHelp() {}

  /**
   * The help to show.
   *
   * @param signature       the label and parameter ranges
   * @param activeParameter index into {@code signature.parameters()}, or -1 when past the last one
   * @param doc             the doc comment of the procedure, or null
   */
  public record Help(Signatures.Signature signature, int activeParameter, String doc) {}

  /** The help at {@code offset}, or null outside a call of a procedure whose parameters are known. */
  public static Help at(SourceDocument document, int offset) {
    SyntaxNode root = document.parse().syntax();
    SyntaxNode token = root.tokenAt(Math.min(offset, root.end()));
    if (token == null && offset > 0) {
      token = root.tokenAt(offset - 1);
    }
    SemanticModel model = document.recentModel();
    for (SyntaxNode node = token; node != null; node = node.parent()) {
      if (node.kind() != SyntaxKind.LIST || node.start() >= offset) {
        continue;
      }
      List<SyntaxNode> elements = new ArrayList<>();
      for (SyntaxNode child : node.significantChildren()) {
        if (child.kind() != SyntaxKind.OPEN_PAREN && child.kind() != SyntaxKind.CLOSE_PAREN) {
          elements.add(child);
        }
      }
      if (elements.isEmpty() || node.end() <= offset && closed(node)) {
        continue;
      }
      SemanticModel.Occurrence head = model.at(elements.get(0).start());
      if (head == null || head.end() != elements.get(0).end()) {
        continue;
      }
      SemanticModel.Symbol symbol = head.symbol();
      Signatures.Signature signature = Signatures.of(symbol);
      if (signature == null) {
        return null;
      }
      int argument = elements.size() - 1;
      for (int i = 1; i < elements.size(); i++) {
        if (offset <= elements.get(i).end()) {
          argument = i - 1;
          break;
        }
      }
      int active = symbol.params() != null ? active(symbol, argument)
          : signature.label().endsWith(" ...)") ? Math.min(argument, signature.parameters().size() - 1)
          : argument < signature.parameters().size() ? argument : -1;
      return new Help(signature, active, symbol.doc());
    }
    return null;
  }

  private static boolean closed(SyntaxNode list) {
    List<SyntaxNode> children = list.significantChildren();
    return !children.isEmpty() && children.get(children.size() - 1).kind() == SyntaxKind.CLOSE_PAREN;
  }

  private static int active(SemanticModel.Symbol symbol, int argument) {
    List<SemanticModel.Param> params = symbol.params();
    if (!params.isEmpty() && params.get(params.size() - 1).kind() == SemanticModel.ParamKind.REST
        && argument >= params.size() - 1) {
      return params.size() - 1;
    }
    return argument < params.size() ? argument : -1;
  }
}
