package kopi.session;

import java.util.List;
import kopi.expand.Core;
import kopi.syntax.Diagnostic;

/**
 * What the session layer needs from the front end (reader + expander): whole programs and
 * session text expanded to modules of {@link Core}. {@link ExpanderFrontend} implements it with
 * {@code kopi.expand.Expander}; tests may implement it with hand-built trees.
 */
public interface Frontend {

  /** One expanded module: a program file, a {@code define-library}, or session code. */
  record Module(String className, String sourceFile, String sourceText, List<Core> body, boolean isLibrary,
      kopi.expand.DeclaredTypes types, kopi.analysis.TypeInference.Result inferred) {

    /**
     * A module whose types have not been inferred yet. {@code inferred}, when not null, is the
     * inference the static checks already made over exactly this {@code body}, {@code types} and
     * owner, which the code generator reuses instead of inferring again.
     */
    public Module(String className, String sourceFile, String sourceText, List<Core> body, boolean isLibrary,
        kopi.expand.DeclaredTypes types) {
      this(className, sourceFile, sourceText, body, isLibrary, types, null);
    }

    /** A module whose procedures declare no result types. */
    public Module(String className, String sourceFile, String sourceText, List<Core> body, boolean isLibrary) {
      this(className, sourceFile, sourceText, body, isLibrary, new kopi.expand.DeclaredTypes());
    }
  }

  /** Modules in initialisation order (dependencies first) and every diagnostic of reading and expansion. */
  record Expansion(List<Module> modules, List<Diagnostic> diagnostics) {
    public boolean hasErrors() {
      return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
  }

  /** A running session's expander state: definitions and macros persist between calls. */
  interface SessionExpander {
    Expansion expand(String text, String fileName);

    /**
     * Expands the {@code (import ...)} forms that set up a restricted session; an ordinary session
     * expands them like any input.
     */
    default Expansion expandImports(String text, String fileName) {
      return expand(text, fileName);
    }
  }

  Expansion expandProgram(String text, String fileName, String moduleClassName);

  SessionExpander newSession();

  /**
   * A session that sees only what {@link SessionExpander#expandImports} imports, for
   * {@code (environment import-set ...)}. A front end without that ability gives an ordinary one.
   */
  default SessionExpander newRestrictedSession() {
    return newSession();
  }
}
