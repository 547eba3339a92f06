/**
 * The {@code kopi} command line: running a file, evaluating {@code -e} expressions, the REPL and
 * {@code kopi compile}. Everything here is a thin shell over {@code kopi.session}; the pieces that
 * touch the outside world (reading lines, evaluating, writing jars) sit behind small interfaces so
 * the argument parser, the REPL loop and the jar writer are tested without a terminal or a
 * compiler. Start-up time matters (a one-line {@code -e} should beat Kawa by a wide margin), so
 * this package loads nothing heavy eagerly: JLine only when stdin is a terminal, the compiler only
 * when there is something to compile.
 */
package kopi.cli;
