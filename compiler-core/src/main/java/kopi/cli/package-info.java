/**
 * The {@code kopi} command line: running a file, evaluating {@code -e} expressions, the REPL and
 * {@code kopi compile}. Everything here is a thin shell over {@code kopi.session}; the pieces that
 * touch the outside world (reading lines, evaluating, writing jars) sit behind small interfaces so
 * the argument parser, the REPL loop and the jar writer are tested without a terminal or a
 * compiler. Start-up time matters (a one-line {@code -e} should beat Kawa by a wide margin), so
 * this package loads nothing heavy eagerly: JLine only when stdin is a terminal, the compiler only
 * when there is something to compile, the editor's analysis ({@code kopi.ide}, for the REPL's Tab
 * completion, {@code ,describe} and {@code ,apropos}) only at the first such request. The class path of {@code -cp} / {@code CLASSPATH} is a
 * loader that {@link kopi.cli.Cli} makes the thread's context loader for the command, so the
 * compiler's class lookups and the loaded program both see it.
 */
package kopi.cli;
