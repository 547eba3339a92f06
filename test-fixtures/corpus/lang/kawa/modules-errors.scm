; Malformed module forms, modules and features that are not there: located diagnostics.
(module-name 1)
;            ^ error: module-name: expected a name such as foo.bar or <foo.bar>, got 1
(module-name first-name)
(module-name second-name)
;            ^^^^^^^^^^^ error: module-name: inconsistent module-name second-name, the module is already named first-name
(module-export nothere)
;              ^^^^^^^ error: module-export: nothere is exported but never defined
(export car)
;       ^^^ error: export: car is exported but never defined
(module-static 5)
;              ^ error: module-static: expected #t, #f, 'init-run or a name, got 5
(module-compile-options no-such-option: #t)
;                       ^^^^^^^^^^^^^^^ warning: module-compile-options: unknown compile option: no-such-option
(module-extends <java.lang.Object>)
(module-implements <java.lang.NoSuchInterface>)
;                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: unknown class <java.lang.NoSuchInterface>
(require 'no-such-feature)
;        ^^^^^^^^^^^^^^^^ error: require: unknown feature name 'no-such-feature'; the features are srfi-1, list-lib, srfi-2, and-let*, srfi-8, receive, srfi-26, srfi-34, srfi-69, hash-table, basic-hash-tables, srfi-95, sorting-and-merging, pretty-print, srfi-13, string-lib, srfi-14, srfi-35, conditions, srfi-37, srfi-41, srfi-41-streams, srfi-41-streams-type, srfi-41-streams-primitive, srfi-41-streams-derived, srfi-60, srfi-64, testing, srfi-101, random-access-lists, ra-lists, regex, srfi-4, srfi-6, srfi-9, srfi-11, srfi-16, srfi-17, srfi-23, srfi-25, srfi-28, srfi-38, srfi-39, srfi-45, srfi-48, srfi-87, srfi-88, srfi-98, srfi-113, srfi-115, srfi-125, srfi-128, srfi-130, srfi-132, srfi-133, srfi-143, srfi-151, srfi-158, srfi-197
(require 'printf)
;        ^^^^^^^ error: require: the Kawa feature 'printf' (gnu.kawa.slib.printf) is not available in Kopi yet
(require "helpers/no-such-module.scm")
;        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: require: cannot read helpers/no-such-module.scm: no such file
(require <no.such.Module>)
;        ^^^^^^^^^^^^^^^^ error: require: unknown module no.such.Module (no source file no/such/Module.scm next to this file or on the library path)
(load "helpers/no-such-file.scm")
;     ^^^^^^^^^^^^^^^^^^^^^^^^^^ error: load: cannot read helpers/no-such-file.scm: no such file
(define (f) (define-variable local 5) 1)
;           ^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-variable: only allowed at the top level
(define-namespace html "http://www.w3.org/1999/xhtml")
;                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-namespace: XML namespaces (http://www.w3.org/1999/xhtml) are not supported yet (only define-xml-namespace makes XML elements); only "class:NAME" Java classes are
(define-namespace Nope <no.such.Class>)
;                      ^^^^^^^^^^^^^^^ error: unknown class <no.such.Class>
(require (srfi 1))
;        ^^^^^^^^ error: require: expected "file.scm", <class.name> or 'feature, got (srfi 1) (a library name is imported with import)
(module-compile-options warn-unused:)
;                       ^^^^^^^^^^^^ error: module-compile-options: expected a value after warn-unused:
(module-compile-options 5)
;                       ^ error: module-compile-options: expected an option such as warn-unused:, got 5
(display (with-compile-options bogus: #t 1))
;                              ^^^^^^ warning: with-compile-options: unknown compile option: bogus
(define-early-constant ec 1)
(set! ec 2)
;     ^^ error: set!: cannot assign to constant ec (a define-constant variable)
(display (resource-url))
;        ^^^^^^^^^^^^^^ error: resource-url: expected one resource name, got 0
