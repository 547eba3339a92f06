package kopi.codegen;

import java.util.List;
import kopi.analysis.TypeInference;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;

/**
 * One module to compile.
 *
 * @param className   binary name of the module class ({@code kopi.user.hello})
 * @param sourceFile  the file name recorded in the class (stack traces show it), e.g. {@code hello.scm}
 * @param sourceText  the text the Core offsets refer to, for line numbers; may be null
 * @param body        the expanded top-level forms
 * @param kind        what the class is for
 * @param dependencies binary names of the module classes to initialise before this one, in order;
 *                    only used for the {@code main} method of a {@link Kind#PROGRAM}
 * @param types       the type specifiers the expander kept outside the core (procedure result types),
 *                    which decide primitive method signatures; may be empty
 * @param inferred    the types already inferred over exactly this {@code body}, {@code types} and
 *                    owner (the static checks' inference), or null to infer them here
 * @param included    the files {@code sourceText} includes, whose code has offsets after it
 */
public record ModuleSource(String className, String sourceFile, String sourceText, List<Core> body, Kind kind,
    List<String> dependencies, DeclaredTypes types, TypeInference.Result inferred,
    kopi.syntax.IncludedSources included) {

  public ModuleSource {
    included = included == null ? kopi.syntax.IncludedSources.none(sourceText == null ? 0 : sourceText.length())
        : included;
  }

  /** A module that includes no file. */
  public ModuleSource(String className, String sourceFile, String sourceText, List<Core> body, Kind kind,
      List<String> dependencies, DeclaredTypes types, TypeInference.Result inferred) {
    this(className, sourceFile, sourceText, body, kind, dependencies, types, inferred, null);
  }

  /** A module whose types the code generator infers itself. */
  public ModuleSource(String className, String sourceFile, String sourceText, List<Core> body, Kind kind,
      List<String> dependencies, DeclaredTypes types) {
    this(className, sourceFile, sourceText, body, kind, dependencies, types, null);
  }

  /** A module without declared result types: procedures return objects unless inferred otherwise. */
  public ModuleSource(String className, String sourceFile, String sourceText, List<Core> body, Kind kind,
      List<String> dependencies) {
    this(className, sourceFile, sourceText, body, kind, dependencies, new DeclaredTypes());
  }

  /**
   * The same module with {@code rewritten} for its body (a pass of the plan stage rewrote it): its
   * types are inferred again, since inference is keyed by the body's nodes.
   */
  public ModuleSource withBody(List<Core> rewritten) {
    return new ModuleSource(className, sourceFile, sourceText, rewritten, kind, dependencies, types, null, included);
  }

  public enum Kind {
    /** A program's main module: gets a {@code main} method. */
    PROGRAM,
    /** A {@code define-library}: initialised once, by whoever imports it first. */
    LIBRARY,
    /** Code evaluated in a session: its variables are session cells and nothing is known. */
    SESSION
  }
}
