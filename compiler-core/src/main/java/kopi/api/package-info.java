/**
 * Kopi from Java code. {@link kopi.api.KopiSession} evaluates Scheme text as the REPL does (every
 * form compiled to classes and run), keeps its definitions, and lets Java define variables, read
 * them and call procedures, directly or through a functional interface or any interface
 * ({@link kopi.api.KopiSession#implement}); {@link kopi.api.KopiSession#compile} compiles text
 * once to run many times. {@link kopi.api.KopiCompiler} compiles a program file to class files, a
 * runnable jar or classes loaded in this JVM, as {@code kopi compile} does. Values cross as
 * {@link kopi.api.Values} says; every failure is a {@link kopi.api.KopiException} with the file,
 * line and column of the problem.
 *
 * <p>A program compiled ahead of time needs only the runtime ({@code dev.kopi:kopi-runtime}); Java
 * code that uses the classes it defines runs its forms first with
 * {@code kopi.runtime.Launcher.load(Main.class)} (or, without it, on the first use of such a class). The {@code javax.script} engine
 * ({@link kopi.script}) is built on this package.
 */
package kopi.api;
