package kopi.server;

import kopi.ide.DocumentSymbols;
import kopi.ide.WorkspaceIndex;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;

/** Answers from the workspace index in LSP terms: definitions in other files and symbol kinds. */
final class WorkspaceDefinitions {
  private WorkspaceDefinitions() {}

  static Location location(WorkspaceIndex.Entry entry) {
    WorkspaceIndex.Place place = entry.place();
    return new Location(place.uri(), new Range(new Position(place.startLine(), place.startColumn()),
        new Position(place.endLine(), place.endColumn())));
  }

  static SymbolKind kind(DocumentSymbols.Kind kind) {
    return switch (kind) {
      case VARIABLE -> SymbolKind.Variable;
      case FUNCTION -> SymbolKind.Function;
      case MACRO -> SymbolKind.Operator;
      case RECORD -> SymbolKind.Struct;
      case CONSTRUCTOR -> SymbolKind.Constructor;
      case FIELD -> SymbolKind.Field;
      case LIBRARY -> SymbolKind.Module;
      case CLASS -> SymbolKind.Class;
    };
  }
}
