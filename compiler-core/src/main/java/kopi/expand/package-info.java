/**
 * The expander: reader data in, {@link kopi.expand.Core} out, hygienically.
 *
 * <p><b>Entry point.</b> {@link kopi.expand.Expander#expand}, whose one argument, an
 * {@link kopi.expand.ExpandRequest}, says what to expand: a file (a program and/or
 * {@code define-library} forms), the same for the editor (recording the semantic model, reusing
 * unchanged forms), or one input of a session made by {@link kopi.expand.Expander#newSession}.
 * The pipeline ({@code kopi.pipeline.Pipeline}) is its caller. Results are
 * {@link kopi.expand.ExpandResult}: modules (libraries first) and diagnostics. Nothing throws on bad
 * input; each error becomes a {@link kopi.syntax.Diagnostic} of phase EXPAND and expansion continues
 * with the next form.
 *
 * <p><b>Hygiene: sets of scopes</b> (M. Flatt, "Binding as Sets of Scopes", POPL 2016). Syntax
 * objects ({@link kopi.expand.Syntax}) carry, on every identifier, a set of scopes. Every binding
 * form creates a fresh scope, adds it to its body and binds its names with the scope in one
 * {@link kopi.expand.BindingTable}; an identifier refers to the binding of its name whose scope set
 * is the largest subset of its own. A macro step adds a fresh scope to the use, rewrites it, and
 * flips the scope on the result: what the template introduced carries the new scope (so a binding
 * it introduces cannot capture the user's identifiers), what came from the use does not, and
 * template identifiers keep the scopes of the macro's definition (so a user's local {@code if}
 * cannot capture the template's {@code if}). Procedural transformers ({@code syntax-case},
 * {@link kopi.expand.SyntaxCaseMacro}) are compiled through the {@code eval} compiler into the macro
 * environment and run on syntax objects that keep each identifier's scope set; identifiers their
 * templates introduce get the scopes of the macro's name at its definition. There is no phase
 * separation beyond that: a transformer sees the default bindings and the program's top-level
 * procedures it mentions ({@link kopi.expand.Expansion#defineHelpersForMacro}). Simplifications, documented as such: no use-site scopes (they matter only
 * for procedural macros that compare identifiers introduced by a definition context); identifiers a
 * macro introduces in a top-level definition get a mangled global name so they stay distinct.
 * Syntax the expander itself writes (e.g. {@code define-record-type} becoming {@code define}s) uses
 * identifiers in a private core scope, so user rebindings never affect it. The core scope's
 * bindings (special forms, auxiliary syntax, builtins) and the default environment's are made for
 * each name when the name is first used ({@code BindingTable.defaultsOnFirstUse}), not all ~1,500
 * at start-up; lookups see the same entries either way. Adding a scope to a list
 * is lazy ({@link kopi.expand.Syntax.SList} keeps a composed {@link kopi.expand.ScopeDelta} and
 * applies it to its elements when they are read), so a body nested in {@code n} binding forms is
 * not rebuilt at each of them (1,000 nested {@code let}s took over a minute and 4.6 GB, now about a
 * second). Each identifier still carries the scopes of every binding form around it, as a sorted
 * array, so an identifier {@code d} levels deep costs {@code d}: 5,000 levels take a few seconds
 * and about 600 MB; sharing scope sets between identifiers would make that linear too.
 *
 * <p><b>Bodies</b> ({@link kopi.expand.Definitions}) expand in two passes (R7RS 5.3): heads first,
 * binding every definition and macro, then right-hand sides and expressions; internal definitions
 * become one letrec* ({@link kopi.expand.Core.Letrec}), top-level ones
 * {@link kopi.expand.Core.GlobalDefine}s.
 *
 * <p><b>Libraries</b> ({@link kopi.expand.Libraries}): standard libraries are name tables
 * ({@link kopi.expand.StandardLibraries}) over the core bindings, the R7RS libraries and the SRFIs
 * ({@code (srfi 1)}, also Kawa's {@code (srfi :1)} and {@code (srfi :1 lists)}); an unknown SRFI is
 * an error listing the available ones, and a name imported twice with different bindings is an
 * error (R7RS 5.2). <i>Why tables over builtins</i>: the SRFI procedures are Java builtins
 * ({@code kopi.runtime.lib}), found through the builtin index without loading any class, so a
 * program that imports nothing pays nothing for them (their names are not even bound: a builtin of
 * a {@code Srfi*Lib} class, or a form whose {@code importOnly()} is true, is bound only by
 * importing a library that lists it, as in Kawa, where {@code take} needs {@code (import (srfi 1))}),
 * and a program that imports {@code (srfi 1)} pays a table lookup. A standard library may also have
 * a part written in Scheme, the class-path resource {@code kopi/lib/<name>.sld} (SRFI 14's standard
 * char-sets, which are variables, not procedures): it is expanded and compiled with the program that
 * imports it, and its exports join the table's. Compiling such sources into the jar at build time
 * is not done yet; it would pay off for larger Scheme libraries. User library {@code (foo bar)} is
 * found as {@code foo/bar.sld} or {@code foo/bar.scm} beside the importing file, then on the library
 * path; its module class is {@code kopi.lib.foo.bar}. Kawa's modules are plain {@code .scm} files
 * loaded by {@code require} ({@code "file.scm"} beside the requiring file, {@code <foo.bar>} as
 * {@code foo/bar.scm}): each is expanded once, like a library, in its own scope with the default
 * environment; what it exports ({@link kopi.expand.KawaModule}: its {@code module-export} list,
 * else its definitions that are not {@code define-private}) is bound in the requiring module, and
 * its class is its {@code module-name} or {@code kopi.module.} and the file's name. Modules may
 * require each other: the one being expanded offers the other its top-level variables, read ahead
 * of its expansion.
 * {@code (require 'srfi-1)} and the other Kawa features map to Kopi libraries
 * ({@link kopi.expand.KawaFeatures}). A top-level {@code (load "file")} of a literal name is
 * expanded in place, as {@code include} is. Type specifiers are recorded, never checked:
 * in {@link kopi.expand.Local#declaredType()} and, for globals and return types,
 * {@link kopi.expand.DeclaredTypes}.
 *
 * <p><b>Extended literals</b> ({@link kopi.expand.Literals}): the names the reader writes
 * ({@code $string$}, {@code $<<$}, {@code $>>$}, {@code $construct$:tag}, {@code $entity$:name})
 * resolve by ordinary scoping first; unbound, they mean their core binding, a marker or a standard
 * entity, and are never Java members.
 *
 * <p><b>Datum labels in program text</b> (R7RS 2.4). A label referenced without a cycle
 * ({@code (#0=(x) #0#)}) gives one syntax object at both places; scoping copies trees, so
 * {@link kopi.expand.Datums#toValue} recognises the copies (same source range, equal syntax) and
 * quotes them as one shared value. A label that refers to itself cannot be a syntax tree (every
 * walk would loop): {@link kopi.expand.SyntaxBuilder} builds it directly as the runtime value,
 * back references patched, inside an opaque {@link kopi.expand.Syntax.Circular} atom. Quoted (or
 * quasiquoted, or a self-evaluating vector) it is that value; as code a circular list is an error
 * at the labelled datum. The code generator builds such constants with shells patched afterwards
 * ({@code kopi.codegen.ConstantEmitter}); {@code eval} receives them as written text with labels.
 * The builder never flattens a labelled list in a dotted tail ({@code (#0=(y) . #0#)}) into the
 * enclosing list, so that tail stays the shared list.
 *
 * <p>Special forms live in {@code kopi.expand.forms}, one class each, implementing
 * {@link kopi.expand.SpecialForm}. This package never names them: it binds the table of the
 * {@link kopi.expand.FormLibrary} its creator hands to the {@link kopi.expand.Expander}, and keeps here what forms
 * and library declarations share ({@link kopi.expand.Imports}, {@link kopi.expand.CondExpand},
 * {@link kopi.expand.ModuleNames}).
 */
package kopi.expand;
