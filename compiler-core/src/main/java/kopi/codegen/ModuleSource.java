package kopi.codegen;

import java.util.List;
import kopi.expand.Core;

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
 */
public record ModuleSource(String className, String sourceFile, String sourceText, List<Core> body, Kind kind,
    List<String> dependencies) {

  public enum Kind {
    /** A program's main module: gets a {@code main} method. */
    PROGRAM,
    /** A {@code define-library}: initialised once, by whoever imports it first. */
    LIBRARY,
    /** Code evaluated in a session: its variables are session cells and nothing is known. */
    SESSION
  }
}
