/**
 * Process forms at run time: {@code &`{...}}, {@code &sh{...}}, {@code run-process},
 * {@code pipe-process} and the whole-file literals {@code &<{...}}, {@code &>{...}},
 * {@code &>>{...}}.
 *
 * <p>{@link kopi.runtime.process.Template} reads a form's text and substituted values into words,
 * {@link kopi.runtime.process.ShellScript} turns the text of {@code &sh{...}} into a script whose
 * values are positional parameters (never script text, so the shell never parses a value),
 * {@link kopi.runtime.process.RunProcess} starts the process with its keywords,
 * {@link kopi.runtime.process.NativeArguments} carries arguments the JVM's locale cannot encode, {@link kopi.runtime.process.ProcessValue} is the result (a {@code CharSequence} over its
 * output), {@link kopi.runtime.process.FileLiterals} and {@link kopi.runtime.process.Blob} serve the
 * file literals, {@link kopi.runtime.process.ProcessLib} holds the builtins, and
 * {@link kopi.runtime.process.LiteralLib} those of string templates and named constructors.
 *
 * <h2>Contract with the expander and the code generator</h2>
 * <ul>
 *   <li>{@code ($construct$:` ...)}, {@code ($construct$:sh ...)}, {@code ($construct$:< ...)},
 *       {@code ($construct$:> ...)}, {@code ($construct$:>> ...)} are variadic builtins called with
 *       the list's elements as arguments;</li>
 *   <li>the symbols {@code $<<$} and {@code $>>$} in those lists evaluate to the static fields
 *       {@link kopi.runtime.process.Template#START} and {@link kopi.runtime.process.Template#END}
 *       (compared by identity, so they must be these very objects);</li>
 *   <li>keyword arguments ({@code in:} in {@code (run-process in: "x" "cat")} and in
 *       {@code &`[in: "x"]{cat}}) are passed inline as {@link kopi.runtime.Keyword} objects, each
 *       followed by its value;</li>
 *   <li>{@code (pipe-process e1 e2 ...)} should become {@code (pipe-process e1 (lambda () e2) ...)}
 *       so that each later stage starts with the previous output as its input; commands (strings,
 *       lists) work as stages without that.</li>
 * </ul>
 *
 * <h2>Conversions</h2>
 * A process value and a file blob are {@link kopi.runtime.StringLike}: a {@code CharSequence}, so
 * string builtins take them as they are, which converts to a real string or bytevector where a type
 * specifier asks. {@link kopi.runtime.TypeCheck#convert} is the one place that does it, reached from
 * compiled parameter checks ({@code TypeCheck.require}, {@code requireEach} for typed rest
 * parameters; {@code do} and named {@code let} variables are parameters) and from the
 * {@code %declared-value} call the expander inserts (only for {@code ::string} and
 * {@code ::bytevector}) around a value stored by {@code define}, {@code let}, {@code let*},
 * {@code letrec}, {@code set!} or returned under a declared result type. {@code ->string} and
 * {@code ->bytevector} convert explicitly; {@code format ~a} and templates display the output.
 *
 * <p>No thread outlives its process: output, error and input copiers end with the streams they
 * serve. The JVM reaps finished processes, so none is left a zombie.
 */
package kopi.runtime.process;
