/**
 * The driver for everything that runs code: {@link kopi.session.Session} evaluates text form by
 * form (REPL, {@code -e}, {@code eval}, editor evaluation), {@link kopi.session.ProgramCompiler}
 * compiles a whole program to classes and runs it. Both expand, compile and load classes in their
 * own class loader; nothing is interpreted.
 */
package kopi.session;
