/**
 * The driver for everything that runs code: {@link kopi.session.Session} evaluates text form by
 * form (REPL, {@code -e}, {@code eval}, editor evaluation), {@link kopi.session.ProgramCompiler}
 * compiles a whole program to classes and runs it. Both take their text through the stages of
 * {@link kopi.pipeline.Pipeline} (the front for the whole input, the back for each module or, in
 * a session, each top-level form) and load the classes in their own class loader; nothing is
 * interpreted. A session can also compile text without running it
 * ({@link kopi.session.Session#compile}) and run the result many times
 * ({@link kopi.session.Session#run(kopi.session.Session.Compiled)}: each run clears the form
 * classes' run-once flag), bind variables from Java ({@link kopi.session.Session#define}) and call
 * a procedure on its evaluation thread ({@link kopi.session.Session#apply}); {@code kopi.api} and
 * the {@code javax.script} engine are built on these.
 *
 * <p>{@code eval} and {@code load} reach this package through {@link kopi.session.SessionEvalHook}.
 * Each {@code (environment set ...)} value gets its own {@link kopi.session.Session#restricted}
 * session: its expander top level starts empty and {@code import} is bound only under a scope that
 * the hook's own {@code (import set ...)} form carries, so evaluated code sees exactly the bindings
 * of the import sets and cannot import more. Definitions evaluated in such an environment stay in
 * that environment value (an extension R7RS allows; it calls the environment immutable), and
 * assigning an imported binding is an error as in programs. {@code (interaction-environment)} is
 * the running session itself ({@link kopi.session.Session#interactionEnvironment}, published to
 * the runtime per thread while a form runs), so {@code eval} from a REPL form sees and makes REPL
 * definitions; such a nested evaluation runs at once on the evaluating thread rather than waiting
 * for the session's lock, which the outer form holds.
 *
 * <p>Forms run on a thread of their own with a big stack; {@link kopi.session.Session#interrupt}
 * (the REPL's Ctrl-C) stops the running one and skips the rest of the input, keeping the session.
 * A session's and a program's classes are loaded under the creating thread's context loader, which
 * is how {@code kopi -cp} puts third-party classes in reach of compiled code.
 */
package kopi.session;
