package kopi.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.TopLevel;

/** The real front end: {@link Expander} (which reads with {@code kopi.syntax}). */
public final class ExpanderFrontend implements Frontend {
  private final Expander expander;

  public ExpanderFrontend(List<Path> libraryPath) {
    this.expander = new Expander(new ExpandOptions(libraryPath, List.of()));
  }

  @Override
  public Expansion expandProgram(String text, String fileName, String moduleClassName) {
    return convert(expander.expandProgram(text, Path.of(fileName), moduleClassName), fileName);
  }

  @Override
  public SessionExpander newSession() {
    TopLevel session = expander.newSession();
    return (text, fileName) -> convert(expander.expandInSession(session, text, fileName), fileName);
  }

  private static Expansion convert(ExpandResult result, String defaultFile) {
    List<Module> modules = new ArrayList<>();
    for (ExpandedModule module : result.modules()) {
      String file = module.sourceFile() == null ? defaultFile : module.sourceFile().getFileName().toString();
      modules.add(new Module(module.className(), file, module.sourceText(), module.body(), module.isLibrary()));
    }
    return new Expansion(modules, result.diagnostics());
  }
}
