package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import kopi.runtime.Pair;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every name of the R7RS-small index (appendix A of the report, the libraries of section 7 and the
 * procedures and syntax of sections 4 to 6), library by library: {@code (import (scheme X))} must
 * bind it, as a procedure or as syntax as the report says. The lists are written from the report,
 * not from Kopi's own tables, so a name Kopi forgets fails here.
 */
class R7rsIndexTest {

  /** The prefix every imported name gets, so a name cannot be confused with a session builtin. */
  private static final String PREFIX = "%r7-";

  /** Library name, then its syntax keywords, then its procedures (both from the report). */
  private record Library(String name, List<String> syntax, List<String> procedures) {}

  private static Library library(String name, String syntax, String procedures) {
    return new Library(name, words(syntax), words(procedures));
  }

  private static List<String> words(String text) {
    return text.isBlank() ? List.of() : Arrays.asList(text.trim().split("\\s+"));
  }

  private static final List<Library> REPORT = List.of(
      library("scheme base", """
          _ ... => else and begin case cond cond-expand define define-record-type define-syntax
          define-values do guard if import include include-ci lambda let let* let*-values let-syntax
          let-values letrec letrec* letrec-syntax or parameterize quasiquote quote set! syntax-error
          syntax-rules unless unquote unquote-splicing when
          """, """
          * + - / < <= = > >= abs append apply assoc assq assv binary-port? boolean=? boolean?
          bytevector bytevector-append bytevector-copy bytevector-copy! bytevector-length
          bytevector-u8-ref bytevector-u8-set! bytevector? caar cadr call-with-current-continuation
          call-with-port call-with-values call/cc car cdar cddr cdr ceiling char->integer char-ready?
          char<=? char<? char=? char>=? char>? char? close-input-port close-output-port close-port
          complex? cons current-error-port current-input-port current-output-port denominator
          dynamic-wind eof-object eof-object? eq? equal? eqv? error error-object-irritants
          error-object-message error-object? even? exact exact-integer-sqrt exact-integer? exact?
          expt features file-error? floor floor-quotient floor-remainder floor/ flush-output-port
          for-each gcd get-output-bytevector get-output-string inexact inexact? input-port-open?
          input-port? integer->char integer? lcm length list list->string list->vector list-copy
          list-ref list-set! list-tail list? make-bytevector make-list make-parameter make-string
          make-vector map max member memq memv min modulo negative? newline not null? number->string
          number? numerator odd? open-input-bytevector open-input-string open-output-bytevector
          open-output-string output-port-open? output-port? pair? peek-char peek-u8 port? positive?
          procedure? quotient raise raise-continuable rational? rationalize read-bytevector
          read-bytevector! read-char read-error? read-line read-string read-u8 real? remainder
          reverse round set-car! set-cdr! square string string->list string->number string->symbol
          string->utf8 string->vector string-append string-copy string-copy! string-fill!
          string-for-each string-length string-map string-ref string-set! string<=? string<?
          string=? string>=? string>? string? substring symbol->string symbol=? symbol?
          textual-port? truncate truncate-quotient truncate-remainder truncate/ u8-ready?
          utf8->string values vector vector->list vector->string vector-append vector-copy
          vector-copy! vector-fill! vector-for-each vector-length vector-map vector-ref vector-set!
          vector? with-exception-handler write-bytevector write-char write-string write-u8 zero?
          """),
      library("scheme case-lambda", "case-lambda", ""),
      library("scheme char", "", """
          char-alphabetic? char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? char-downcase
          char-foldcase char-lower-case? char-numeric? char-upcase char-upper-case? char-whitespace?
          digit-value string-ci<=? string-ci<? string-ci=? string-ci>=? string-ci>? string-downcase
          string-foldcase string-upcase
          """),
      library("scheme complex", "", "angle imag-part magnitude make-polar make-rectangular real-part"),
      library("scheme cxr", "", """
          caaaar caaadr caaar caadar caaddr caadr cadaar cadadr cadar caddar cadddr caddr cdaaar
          cdaadr cdaar cdadar cdaddr cdadr cddaar cddadr cddar cdddar cddddr cdddr
          """),
      library("scheme eval", "", "environment eval"),
      library("scheme file", "", """
          call-with-input-file call-with-output-file delete-file file-exists?
          open-binary-input-file open-binary-output-file open-input-file open-output-file
          with-input-from-file with-output-to-file
          """),
      library("scheme inexact", "", "acos asin atan cos exp finite? infinite? log nan? sin sqrt tan"),
      library("scheme lazy", "delay delay-force", "force make-promise promise?"),
      library("scheme load", "", "load"),
      library("scheme process-context", "", """
          command-line emergency-exit exit get-environment-variable get-environment-variables
          """),
      library("scheme read", "", "read"),
      library("scheme repl", "", "interaction-environment"),
      library("scheme time", "", "current-jiffy current-second jiffies-per-second"),
      library("scheme write", "", "display write write-shared write-simple"),
      library("scheme r5rs", """
          and begin case cond define define-syntax delay do if lambda let let* let-syntax letrec
          letrec-syntax or quasiquote quote set!
          """, """
          * + - / < <= = > >= abs acos angle append apply asin assoc assq assv atan boolean?
          caaaar caaadr caaar caadar caaddr caadr caar cadaar cadadr cadar caddar cadddr caddr cadr
          call-with-current-continuation call-with-input-file call-with-output-file
          call-with-values car cdaaar cdaadr cdaar cdadar cdaddr cdadr cdar cddaar cddadr cddar
          cdddar cddddr cdddr cddr cdr ceiling char->integer char-alphabetic? char-ci<=? char-ci<?
          char-ci=? char-ci>=? char-ci>? char-downcase char-lower-case? char-numeric? char-ready?
          char-upcase char-upper-case? char-whitespace? char<=? char<? char=? char>=? char>? char?
          close-input-port close-output-port complex? cons cos current-input-port
          current-output-port denominator display dynamic-wind eof-object? eq? equal? eqv? eval
          even? exact->inexact exact? exp expt floor for-each force gcd imag-part inexact->exact
          inexact? input-port? integer->char integer? interaction-environment lcm length list
          list->string list->vector list-ref list-tail list? load log magnitude make-polar
          make-rectangular make-string make-vector map max member memq memv min modulo negative?
          newline not null-environment null? number->string number? numerator odd? open-input-file
          open-output-file output-port? pair? peek-char positive? procedure? quotient rational?
          rationalize read read-char real-part real? remainder reverse round
          scheme-report-environment set-car! set-cdr! sin sqrt string string->list string->number
          string->symbol string-append string-ci<=? string-ci<? string-ci=? string-ci>=?
          string-ci>? string-copy string-fill! string-length string-ref string-set! string<=?
          string<? string=? string>=? string>? string? substring symbol->string symbol? tan
          truncate values vector vector->list vector-fill! vector-length vector-ref vector-set!
          vector? with-input-from-file with-output-to-file write write-char zero?
          """));

  /** The report's whole index has several hundred entries: a typo that empties a list must fail. */
  @org.junit.jupiter.api.Test
  void theListsAreTheWholeIndex() {
    assertEquals(16, REPORT.size());
    Set<String> distinct = REPORT.stream().flatMap(l -> Stream.concat(l.syntax().stream(), l.procedures().stream()))
        .collect(Collectors.toSet());
    assertTrue(distinct.size() > 320, "distinct names: " + distinct.size());
  }

  @TestFactory
  Stream<DynamicTest> everyLibraryProvidesItsNames() {
    return REPORT.stream().map(library -> DynamicTest.dynamicTest("(" + library.name() + ")", () -> check(library)));
  }

  private static void check(Library library) {
    Session session = Session.restricted(new SessionOptions(List.of(), null, null, 0));
    EvalOutcome imported = session.evalImports("(import (prefix (" + library.name() + ") " + PREFIX
        + ") (rename (only (scheme base) procedure? list) (procedure? %r7-procedure?) (list %r7-list)))", "index.scm");
    assertEquals(List.of(), imported.diagnostics(), "importing (" + library.name() + ")");
    List<String> problems = new ArrayList<>();
    if (!library.procedures().isEmpty()) {
      // One form for all procedures: an unbound one is a run-time error naming it.
      StringBuilder form = new StringBuilder("(%r7-list");
      for (String name : library.procedures()) {
        form.append(" (%r7-procedure? ").append(PREFIX).append(name).append(')');
      }
      EvalOutcome outcome = session.eval(form.append(')').toString(), "index.scm");
      if (outcome.failure() != null) {
        problems.add(outcome.failure().message());
      } else {
        Object result = outcome.lastValue();
        for (String name : library.procedures()) {
          Pair pair = (Pair) result;
          if (!Boolean.TRUE.equals(pair.car)) {
            problems.add(name + " is not a procedure");
          }
          result = pair.cdr;
        }
      }
    }
    for (String name : library.syntax()) {
      // A keyword used as a variable is an expansion error that says it is syntax.
      EvalOutcome outcome = session.eval(PREFIX + name, "index.scm");
      boolean syntax = outcome.diagnostics().stream()
          .anyMatch(d -> d.isError() && d.message().contains("syntax keyword"));
      if (!syntax) {
        problems.add(name + " is not syntax: " + outcome.diagnostics().stream().map(Diagnostic::message).toList()
            + (outcome.failure() == null ? "" : " " + outcome.failure().message()));
      }
    }
    assertEquals(List.of(), problems, "(" + library.name() + ")");
  }
}
