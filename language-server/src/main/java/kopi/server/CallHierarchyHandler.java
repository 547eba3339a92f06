package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.CallHierarchy;
import kopi.ide.SourceDocument;
import kopi.ide.TextRange;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.CallHierarchyIncomingCall;
import org.eclipse.lsp4j.CallHierarchyItem;
import org.eclipse.lsp4j.CallHierarchyOutgoingCall;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/**
 * {@code textDocument/prepareCallHierarchy}, {@code callHierarchy/incomingCalls} and
 * {@code callHierarchy/outgoingCalls} over {@link CallHierarchy}: the procedures of one document,
 * their callers and their callees.
 */
final class CallHierarchyHandler {

  List<CallHierarchyItem> prepare(SourceDocument document, org.eclipse.lsp4j.Position position, CancelChecker cancel) {
    document.analysis(cancel::checkCanceled);
    CallHierarchy.Item item = CallHierarchy.prepare(document, Positions.offset(document.lines(), position));
    return item == null ? List.of() : List.of(item(document, item));
  }

  List<CallHierarchyIncomingCall> incoming(SourceDocument document, CallHierarchyItem item, CancelChecker cancel) {
    document.analysis(cancel::checkCanceled);
    List<CallHierarchyIncomingCall> out = new ArrayList<>();
    for (CallHierarchy.Call call : CallHierarchy.incoming(document, ide(document, item))) {
      out.add(new CallHierarchyIncomingCall(item(document, call.item()), ranges(document.lines(), call.at())));
    }
    return out;
  }

  List<CallHierarchyOutgoingCall> outgoing(SourceDocument document, CallHierarchyItem item, CancelChecker cancel) {
    document.analysis(cancel::checkCanceled);
    List<CallHierarchyOutgoingCall> out = new ArrayList<>();
    for (CallHierarchy.Call call : CallHierarchy.outgoing(document, ide(document, item))) {
      out.add(new CallHierarchyOutgoingCall(item(document, call.item()), ranges(document.lines(), call.at())));
    }
    return out;
  }

  private static CallHierarchyItem item(SourceDocument document, CallHierarchy.Item item) {
    LineIndex lines = document.lines();
    return new CallHierarchyItem(item.name(), SymbolKind.Function, document.uri(),
        Positions.range(lines, item.range().start(), item.range().end()),
        Positions.range(lines, item.selection().start(), item.selection().end()));
  }

  private static CallHierarchy.Item ide(SourceDocument document, CallHierarchyItem item) {
    LineIndex lines = document.lines();
    return new CallHierarchy.Item(item.getName(), range(lines, item.getRange()),
        range(lines, item.getSelectionRange()));
  }

  private static TextRange range(LineIndex lines, Range range) {
    return new TextRange(Positions.offset(lines, range.getStart()), Positions.offset(lines, range.getEnd()));
  }

  private static List<Range> ranges(LineIndex lines, List<TextRange> ranges) {
    List<Range> out = new ArrayList<>();
    for (TextRange range : ranges) {
      out.add(Positions.range(lines, range.start(), range.end()));
    }
    return out;
  }
}
