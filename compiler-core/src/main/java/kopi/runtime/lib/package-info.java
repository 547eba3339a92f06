/**
 * The builtin procedures, one class per area of R7RS (lists, numbers, characters, strings,
 * vectors, bytevectors, control, input/output, records, process context). Each builtin is a public
 * static method with {@code Object} parameters and result, annotated {@link kopi.runtime.Builtin};
 * a name has at most one method per fixed arity plus one {@code Object[]} variadic method.
 *
 * <p>The SRFIs: names Kawa has in its default environment are in classes named by area
 * ({@link kopi.runtime.lib.ListOpsLib}, {@link kopi.runtime.lib.StringOpsLib},
 * {@link kopi.runtime.lib.BitwiseLib}, {@link kopi.runtime.lib.SetterLib} for SRFI 17's
 * {@code setter}; for SRFI 64 only the form {@code test-begin}, which imports
 * the rest, and the internals of {@link kopi.runtime.lib.TestingLib}); the rest of
 * each SRFI is a class {@code SrfiNLib} ({@link kopi.runtime.Builtins#IMPORT_ONLY_PREFIX}), whose
 * names only {@code (import (srfi N))} binds. Which names each {@code (srfi N)} exports is declared
 * once, in {@code kopi.expand.StandardLibraries}. Libraries other than SRFIs whose names only an
 * import binds ({@code (kawa regex)}: {@link kopi.runtime.lib.RegexLib}, {@code (kawa pprint)}:
 * {@link kopi.runtime.lib.PrettyPrintLib}) have internal builtins ({@code %regex-match}) that the
 * library exports under Kawa's names; SRFI 101 does the same ({@code %ra-car} as {@code car}).
 * Most SRFIs, and {@code (rnrs ...)} libraries, are Scheme sources bundled as resources
 * ({@code kopi/lib/srfi/N.sld}, {@code kopi/lib/rnrs/NAME.sld}), alone or beside a class: the
 * standard library table declares the library, and its bundled source, expanded when first
 * imported, adds the definitions (see {@code kopi.expand.Libraries}); their internal helpers come
 * from {@code (kopi internal)} ({@link kopi.runtime.lib.BytevectorNumbersLib} for
 * {@code (rnrs bytevectors)}).
 *
 * <p>{@code format} is three classes: {@link kopi.runtime.lib.FormatLib} (the builtin and its
 * destinations), {@link kopi.runtime.lib.FormatControl} (parsing and validating a control string,
 * shared with the expander, which reports a malformed template directive {@code &~5,'0q[n]} or
 * literal control string at compile time with its range) and {@link kopi.runtime.lib.FormatRenderer}
 * (the directives, with Common Lisp's parameters, as Kawa's {@code format} has them). Where Kawa
 * departs from Common Lisp in an odd way ({@code ~,,2a} ignoring minpad, {@code ~d} rounding a
 * flonum) Kopi follows Common Lisp.
 *
 * <p>{@link kopi.runtime.lib.SyntaxLib} holds the procedures of {@code syntax-case} macros and the
 * run-time half of {@code syntax-case} and {@code syntax}; syntax objects are data whose
 * identifiers are {@link kopi.runtime.Identifier}s, and what needs the expander (the scopes of
 * introduced identifiers, free-identifier=?) goes through {@link kopi.runtime.MacroContext}.
 */
package kopi.runtime.lib;
