/**
 * The differential suite against Chez Scheme: {@link kopi.differential.ProgramGenerator}
 * makes deterministic R7RS programs from a seed, {@link kopi.differential.ChezDifferentialTest}
 * runs each through Kopi (compiled in the test JVM) and through Chez Scheme (one process for all
 * programs) and compares their output after {@link kopi.differential.OutputNormaliser}.
 *
 * <p>What may differ, and how it is handled, is decided once and narrowly:
 * <ul>
 *   <li>flonum spelling ({@code 1.0E21} and {@code 1e21}, and Chez's {@code |48} mantissa width on
 *       subnormals): normalised, by comparing the doubles the tokens denote;</li>
 *   <li>what R7RS leaves to the implementation or R6RS (which Chez follows) defines differently:
 *       never generated (see the list in {@code ProgramGenerator}): mixed-exactness arithmetic,
 *       map over lists of unequal length, list-copy of an improper list, the zero that round,
 *       min and max give, flonum digits inside strings, transcendental functions;</li>
 *   <li>R7RS procedures Chez 9.5 lacks ({@code square}, {@code exact-integer?}, the
 *       floor and truncate divisions): defined for Chez from their R7RS definitions.</li>
 * </ul>
 *
 * <p>By default it runs 300 programs of 10 checks from seed 15 (about a minute);
 * {@code -Dkopi.differential.programs=N -Dkopi.differential.seed=S} runs more or others, e.g.
 * {@code mvn -B -o -pl test-fixtures -am test -Dtest=ChezDifferentialTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dkopi.differential.programs=2000 -Dkopi.differential.seed=7}.
 */
package kopi.differential;
