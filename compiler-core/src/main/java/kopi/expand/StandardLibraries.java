package kopi.expand;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.runtime.Builtins;

/**
 * The R7RS standard libraries as tables of exported names (R7RS appendix A). Each name means the
 * core binding of the same name: a special form, auxiliary syntax or a runtime builtin. A program
 * without imports, a session, and {@code (kawa base)} see every standard name plus every runtime
 * builtin that is not internal ({@code %}-prefixed).
 */
public final class StandardLibraries {
  private StandardLibraries() {}

  /** The library of builtins that bundled library sources use ({@code %char-set-standard}). */
  private static final String INTERNAL = "kopi internal";
  /** The SRFI tables split into names, each on its first use. */
  private static final Map<String, List<String>> SRFI_TABLES = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The tables, filled when first needed: asking whether a builtin is in the default environment
   * needs none of them, and splitting them was a cost of every start-up ({@code kopi -e}, issue 21).
   */
  private static final class Tables {
    private Tables() {}

    static final Map<String, List<String>> TABLE = new LinkedHashMap<>();
    /**
     * The SRFI tables as written, split into names on first use ({@link #SRFI_TABLES}): a program
     * that imports no SRFI does not pay for splitting them, and the default environment needs none
     * of them (their default names are builtins or special forms, which {@link #everything} adds).
     */
    static final Map<String, String> SRFI_TEXT = new LinkedHashMap<>();
    /** Names a library exports under another name than the core binding's: library, then export to core name. */
    static final Map<String, Map<String, String>> ALIASES = new java.util.HashMap<>();

    static {
      put("scheme base", """
          _ ... => else begin case cond define define-record-type define-syntax define-values do guard if
          import include include-ci lambda let let* let*-values let-syntax let-values letrec letrec*
          letrec-syntax parameterize quasiquote quote set! syntax-error syntax-rules unless unquote
          unquote-splicing when and or cond-expand
          * + - / < <= = > >= abs append apply assoc assq assv binary-port? boolean=? boolean? bytevector
          bytevector-append bytevector-copy bytevector-copy! bytevector-length bytevector-u8-ref
          bytevector-u8-set! bytevector? caar cadr call-with-current-continuation call-with-port
          call-with-values call/cc car cdar cddr cdr ceiling char->integer char-ready? char<=? char<?
          char=? char>=? char>? char? close-input-port close-output-port close-port complex? cons
          current-error-port current-input-port current-output-port denominator dynamic-wind eof-object
          eof-object? eq? equal? eqv? error error-object-irritants error-object-message error-object?
          even? exact exact-integer-sqrt exact-integer? exact? expt features file-error? floor
          floor-quotient floor-remainder floor/ flush-output-port for-each gcd get-output-bytevector
          get-output-string inexact inexact? input-port-open? input-port? integer->char integer? lcm
          length list list->string list->vector list-copy list-ref list-set! list-tail list?
          make-bytevector make-list make-parameter make-string make-vector map max member memq memv min
          modulo negative? newline not null? number->string number? numerator odd? open-input-bytevector
          open-input-string open-output-bytevector open-output-string output-port-open? output-port?
          pair? peek-char peek-u8 port? positive? procedure? quotient raise raise-continuable rational?
          rationalize read-bytevector read-bytevector! read-char read-error? read-line read-string
          read-u8 real? remainder reverse round set-car! set-cdr! square string string->list
          string->number string->symbol string->utf8 string->vector string-append string-copy
          string-copy! string-fill! string-for-each string-length string-map string-ref string-set!
          string<=? string<? string=? string>=? string>? string? substring symbol->string symbol=?
          symbol? textual-port? truncate truncate-quotient truncate-remainder truncate/ u8-ready?
          utf8->string values vector vector->list vector->string vector-append vector-copy vector-copy!
          vector-fill! vector-for-each vector-length vector-map vector-ref vector-set! vector?
          with-exception-handler write-bytevector write-char write-string write-u8 zero?
          """);
      put("scheme case-lambda", "case-lambda");
      put("scheme char", """
          char-alphabetic? char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? char-downcase
          char-foldcase char-lower-case? char-numeric? char-upcase char-upper-case? char-whitespace?
          digit-value string-ci<=? string-ci<? string-ci=? string-ci>=? string-ci>? string-downcase
          string-foldcase string-upcase
          """);
      put("scheme complex", "angle imag-part magnitude make-polar make-rectangular real-part");
      put("scheme cxr", """
          caaaar caaadr caaar caadar caaddr caadr cadaar cadadr cadar caddar cadddr caddr cdaaar cdaadr
          cdaar cdadar cdaddr cdadr cddaar cddadr cddar cdddar cddddr cdddr
          """);
      put("scheme eval", "environment eval");
      put("scheme file", """
          call-with-input-file call-with-output-file delete-file file-exists? open-binary-input-file
          open-binary-output-file open-input-file open-output-file with-input-from-file
          with-output-to-file
          """);
      put("scheme inexact", "acos asin atan cos exp finite? infinite? log nan? sin sqrt tan");
      put("scheme lazy", "delay delay-force force make-promise promise?");
      put("scheme load", "load");
      put("scheme process-context", """
          command-line emergency-exit exit get-environment-variable get-environment-variables
          """);
      put("scheme read", "read");
      put("scheme repl", "interaction-environment");
      put("scheme time", "current-jiffy current-second jiffies-per-second");
      put("scheme write", "display write write-shared write-simple");
      // R6RS libraries Kawa programs import, written in Scheme (bundled sources kopi/lib/rnrs/*.sld).
      put("rnrs sorting", "");
      put("rnrs lists", "");
      put("rnrs hashtables", "");
      put("rnrs bytevectors", "");
      // R6RS libraries whose names Kopi binds in the default environment, as Kawa does.
      put("rnrs arithmetic bitwise", """
          bitwise-not bitwise-and bitwise-ior bitwise-xor bitwise-if bitwise-bit-count bitwise-length
          bitwise-first-bit-set bitwise-bit-set? bitwise-copy-bit bitwise-bit-field
          bitwise-copy-bit-field bitwise-arithmetic-shift bitwise-arithmetic-shift-left
          bitwise-arithmetic-shift-right bitwise-rotate-bit-field bitwise-reverse-bit-field
          """);
      put("rnrs unicode", """
          char-upcase char-downcase char-foldcase char-ci=? char-ci<? char-ci>? char-ci<=? char-ci>=?
          char-alphabetic? char-numeric? char-whitespace? char-upper-case? char-lower-case?
          string-upcase string-downcase string-titlecase string-foldcase string-ci=? string-ci<?
          string-ci>? string-ci<=? string-ci>=? char-titlecase char-title-case? char-general-category
          string-normalize-nfd string-normalize-nfkd string-normalize-nfc string-normalize-nfkc
          """);
      put("rnrs programs", "command-line exit");
      // Kawa's (kawa hashtable), written in Scheme (bundled source kopi/lib/kawa/hashtable.sld).
      put("kawa hashtable", "");
      // Kawa's (kawa regex): internal builtins (kopi.runtime.lib.RegexLib) under Kawa's names.
      put("kawa regex",
          "regex? regex-match? regex-match regex-match-positions regex-split regex-replace regex-replace* regex-quote");
      internalUnderKawaNames("kawa regex");
      // Kawa's (kawa quaternions): internal builtins (kopi.runtime.lib.QuaternionLib) under Kawa's names.
      put("kawa quaternions",
          "quaternion? jmag-part kmag-part vector-part unit-vector unit-quaternion colatitude longitude conjugate");
      internalUnderKawaNames("kawa quaternions");
      // Kawa's (kawa pprint): pprint, the internal %pprint (PprintLib), and Kopi's pretty-print too,
      // the internal %pretty-print of (require 'pretty-print) (PrettyPrintLib).
      put("kawa pprint", "pretty-print pprint");
      Tables.ALIASES.put("kawa pprint", Map.of("pretty-print", "%pretty-print", "pprint", "%pprint"));
      Set<String> r5rs = new LinkedHashSet<>();
      for (String library : List.of("scheme base", "scheme inexact", "scheme complex", "scheme cxr",
          "scheme char", "scheme lazy", "scheme eval", "scheme file", "scheme read", "scheme write",
          "scheme load", "scheme process-context", "scheme repl")) {
        r5rs.addAll(Tables.TABLE.get(library));
      }
      // R7RS appendix A: (scheme r5rs) also has the R5RS spellings that R7RS renamed or dropped.
      r5rs.addAll(List.of("exact->inexact", "inexact->exact", "null-environment", "scheme-report-environment"));
      Tables.TABLE.put("scheme r5rs", List.copyOf(r5rs));
      srfi(1, """
          xcons cons* make-list list-tabulate list-copy circular-list iota
          proper-list? circular-list? dotted-list? not-pair? null-list? null? pair? list=
          car cdr caar cadr cdar cddr caaar caadr cadar caddr cdaar cdadr cddar cdddr caaaar caaadr
          caadar caaddr cadaar cadadr caddar cadddr cdaaar cdaadr cdadar cdaddr cddaar cddadr cdddar
          cddddr list-ref first second third fourth fifth sixth seventh eighth ninth tenth car+cdr
          take drop take-right drop-right take! drop-right! split-at split-at! last last-pair
          length length+ append concatenate reverse append! concatenate! reverse! append-reverse
          append-reverse! zip unzip1 unzip2 unzip3 unzip4 unzip5 count
          fold unfold pair-fold reduce fold-right unfold-right pair-fold-right reduce-right
          append-map append-map! pair-for-each filter-map map-in-order map for-each map!
          filter partition remove filter! partition! remove!
          member memq memv find find-tail any every list-index take-while drop-while take-while!
          span break span! break!
          delete delete-duplicates delete! delete-duplicates!
          assoc assq assv alist-cons alist-copy alist-delete alist-delete!
          lset<= lset= lset-adjoin lset-union lset-union! lset-intersection lset-intersection!
          lset-difference lset-difference! lset-xor lset-xor! lset-diff+intersection
          lset-diff+intersection! cons list set-car! set-cdr!
          """);
      srfi(2, "and-let*");
      StringBuilder homogeneous = new StringBuilder();
      for (String tag : List.of("s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64", "f32", "f64")) {
        for (String pattern : List.of("TAGvector? make-TAGvector TAGvector TAGvector-length TAGvector-ref",
            "TAGvector-set! TAGvector->list list->TAGvector")) {
          homogeneous.append(pattern.replace("TAG", tag)).append(' ');
        }
      }
      srfi(4, homogeneous.toString());
      srfi(6, "open-input-string open-output-string get-output-string");
      srfi(8, "receive");
      srfi(9, "define-record-type");
      srfi(11, "let-values let*-values");
      srfi(16, "case-lambda");
      srfi(17, "set! setter getter-with-setter");
      srfi(23, "error");
      // The standard char-sets are variables, which builtins cannot be: the bundled source
      // kopi/lib/srfi/14.sld defines them, with the builtin of (kopi internal).
      srfi(13, """
          string? string-null? string-every string-any make-string string string-tabulate string->list
          list->string reverse-list->string string-join string-length string-ref string-copy
          substring/shared string-copy! string-take string-take-right string-drop string-drop-right
          string-pad string-pad-right string-trim string-trim-right string-trim-both string-set!
          string-fill! string-compare string-compare-ci string<> string= string< string> string<=
          string>= string-ci<> string-ci= string-ci< string-ci> string-ci<= string-ci>= string-hash
          string-hash-ci string-prefix-length string-suffix-length string-prefix-length-ci
          string-suffix-length-ci string-prefix? string-suffix? string-prefix-ci? string-suffix-ci?
          string-index string-index-right string-skip string-skip-right string-count string-contains
          string-contains-ci string-titlecase string-upcase string-downcase string-titlecase!
          string-upcase! string-downcase! string-reverse string-reverse! string-append
          string-concatenate string-concatenate/shared string-append/shared
          string-concatenate-reverse string-concatenate-reverse/shared string-map string-map!
          string-fold string-fold-right string-unfold string-unfold-right string-for-each
          string-for-each-index xsubstring string-xcopy! string-replace string-tokenize string-filter
          string-delete substring
          """);
      srfi(14,
          """
              char-set? char-set= char-set<= char-set-hash char-set-cursor char-set-ref char-set-cursor-next
              end-of-char-set? char-set-fold char-set-unfold char-set-unfold! char-set-for-each char-set-map char-set-copy
              char-set list->char-set string->char-set list->char-set! string->char-set! char-set-filter ucs-range->char-set
              ->char-set char-set-filter! ucs-range->char-set! char-set->list char-set->string char-set-size char-set-count
              char-set-contains? char-set-every char-set-any char-set-adjoin char-set-delete char-set-complement char-set-union
              char-set-intersection char-set-difference char-set-xor char-set-diff+intersection char-set-adjoin! char-set-delete! char-set-complement!
              char-set-union! char-set-intersection! char-set-difference! char-set-xor! char-set-diff+intersection!
              """);
      put(INTERNAL, """
          %char-set-standard regexp %bytevector-uint-ref %bytevector-sint-ref %bytevector-uint-set!
          %bytevector-sint-set! %bytevector-ieee-ref %bytevector-ieee-set!
          """);
      // With Kawa's build-array and array-shape.
      srfi(25,
          "array? make-array shape array array-rank array-start array-end array-ref array-set! share-array build-array array-shape");
      srfi(26, "cut cute");
      srfi(28, "format");
      srfi(34, "with-exception-handler guard raise");
      srfi(39, "make-parameter parameterize");
      // SRFI 45's lazy and eager are R7RS's delay-force and make-promise under their SRFI names.
      // Libraries written in Scheme alone (bundled sources kopi/lib/srfi/N.sld) have empty tables.
      srfi(35, "");
      srfi(37, "");
      srfi(38, "");
      srfi(41, "");
      // SRFI 101's random-access lists replace the list procedures: internal builtins %ra-car, ...
      String randomAccess = """
          pair? cons car cdr caar cadr cdar cddr caaar caadr cadar caddr cdaar cdadr cddar cdddr
          caaaar caaadr caadar caaddr cadaar cadadr caddar cadddr cdaaar cdaadr cdadar cdaddr cddaar
          cddadr cdddar cddddr null? list? list make-list
          length length<=? append reverse list-tail list-ref list-set list-ref/update map for-each
          random-access-list->linear-access-list linear-access-list->random-access-list
          """;
      srfi(101, randomAccess);
      Map<String, String> ra = new java.util.HashMap<>();
      for (String name : words(randomAccess)) {
        ra.put(name, "%ra-" + name);
      }
      Tables.ALIASES.put("srfi 101", ra);
      srfi(113, "");
      // The macro rx is defined by kopi/lib/srfi/115.sld.
      srfi(115, """
          regexp regexp? valid-sre? regexp->sre char-set->sre regexp-matches regexp-matches?
          regexp-search regexp-fold regexp-extract regexp-split regexp-partition regexp-replace
          regexp-replace-all regexp-match? regexp-match-count regexp-match-submatch
          regexp-match-submatch-start regexp-match-submatch-end regexp-match->list
          """);
      srfi(125, "");
      srfi(128, "");
      srfi(130, "");
      srfi(132, "");
      srfi(158, "");
      // The constants fx-width, fx-greatest and fx-least are defined by kopi/lib/srfi/143.sld.
      srfi(143, """
          fixnum? fx=? fx<? fx>? fx<=? fx>=? fxzero? fxpositive? fxnegative? fxodd? fxeven? fxmax fxmin
          fx+ fx- fxneg fx* fxquotient fxremainder fxabs fxsquare fxsqrt fx+/carry fx-/carry fx*/carry
          fxnot fxand fxior fxxor fxarithmetic-shift fxarithmetic-shift-left fxarithmetic-shift-right
          fxbit-count fxlength fxif fxbit-set? fxcopy-bit fxfirst-set-bit fxbit-field fxbit-field-rotate
          fxbit-field-reverse
          """);
      srfi(45, "delay force lazy eager");
      Tables.ALIASES.put("srfi 45", Map.of("lazy", "delay-force", "eager", "make-promise"));
      srfi(48, "format");
      srfi(60, """
          logand bitwise-and logior bitwise-ior logxor bitwise-xor lognot bitwise-not bitwise-if
          bitwise-merge logtest any-bits-set? logcount bit-count integer-length log2-binary-factors
          first-set-bit logbit? bit-set? copy-bit bit-field copy-bit-field ash arithmetic-shift
          rotate-bit-field reverse-bit-field integer->list list->integer booleans->integer
          """);
      srfi(64, """
          test-begin test-end test-group test-group-with-cleanup test-assert test-equal test-eqv test-eq
          test-approximate test-error test-skip test-expect-fail test-match-name test-match-nth
          test-match-any test-match-all test-apply test-with-runner test-runner? test-runner-current
          test-runner-get test-runner-simple test-runner-null test-runner-create test-runner-factory
          test-runner-reset test-runner-pass-count test-runner-fail-count test-runner-xpass-count
          test-runner-xfail-count test-runner-skip-count test-runner-test-name test-runner-group-path
          test-runner-group-stack test-runner-aux-value test-runner-aux-value! test-result-alist
          test-result-ref test-result-set! test-result-remove test-result-clear test-result-kind
          test-passed? test-runner-on-test-begin test-runner-on-test-begin! test-runner-on-test-end
          test-runner-on-test-end! test-runner-on-group-begin test-runner-on-group-begin!
          test-runner-on-group-end test-runner-on-group-end! test-runner-on-final test-runner-on-final!
          test-runner-on-bad-count test-runner-on-bad-count! test-runner-on-bad-end-name
          test-runner-on-bad-end-name! test-on-test-begin-simple test-on-test-end-simple
          test-on-group-begin-simple test-on-group-end-simple test-on-final-simple
          test-on-bad-count-simple test-on-bad-end-name-simple
          """);
      srfi(69, """
          make-hash-table hash-table? alist->hash-table hash-table-equivalence-function
          hash-table-hash-function hash-table-ref hash-table-ref/default hash-table-set!
          hash-table-delete! hash-table-exists? hash-table-update! hash-table-update!/default
          hash-table-size hash-table-keys hash-table-values hash-table-walk hash-table-fold
          hash-table->alist hash-table-copy hash-table-merge! hash string-hash string-ci-hash
          hash-by-identity
          """);
      srfi(87, "case");
      srfi(88, "keyword? keyword->string string->keyword");
      srfi(95, "sort sort! sorted? merge merge!");
      srfi(98, "get-environment-variable get-environment-variables");
      srfi(151, """
          bitwise-not bitwise-and bitwise-ior bitwise-xor bitwise-eqv bitwise-nand bitwise-nor
          bitwise-andc1 bitwise-andc2 bitwise-orc1 bitwise-orc2 arithmetic-shift bit-count
          integer-length bitwise-if bit-set? copy-bit bit-swap any-bit-set? every-bit-set?
          first-set-bit bit-field bit-field-any? bit-field-every? bit-field-clear bit-field-set
          bit-field-replace bit-field-replace-same bit-field-rotate bit-field-reverse bits->list
          list->bits bits->vector vector->bits bits bitwise-fold bitwise-for-each bitwise-unfold
          make-bitwise-generator
          """);
      srfi(197, "chain chain-and chain-when chain-lambda nest nest-reverse");
      srfi(133, """
          make-vector vector vector-unfold vector-unfold-right vector-copy vector-reverse-copy
          vector-append vector-concatenate vector-append-subvectors vector? vector-empty? vector=
          vector-ref vector-length vector-fold vector-fold-right vector-map vector-map! vector-for-each
          vector-count vector-cumulate vector-index vector-index-right vector-skip vector-skip-right
          vector-binary-search vector-any vector-every vector-partition vector-set! vector-swap!
          vector-fill! vector-reverse! vector-copy! vector-reverse-copy! vector-unfold!
          vector-unfold-right! vector->list reverse-vector->list list->vector reverse-list->vector
          string->vector vector->string
          """);
    }
  }

  /** The core binding that {@code name}, exported by {@code library}, stands for. */
  public static String coreName(String library, String name) {
    Map<String, String> aliases = Tables.ALIASES.get(canonical(library));
    return aliases == null ? name : aliases.getOrDefault(name, name);
  }

  /**
   * A SRFI library: {@code (srfi N)}; Kawa's spellings {@code (srfi :N)} and {@code (srfi :N name)}
   * are the same library ({@link #canonical}).
   */
  private static void srfi(int number, String names) {
    Tables.SRFI_TEXT.put("srfi " + number, names);
  }

  /** The names of table {@code key} (a canonical key), or null. */
  private static List<String> table(String key) {
    List<String> names = Tables.TABLE.get(key);
    if (names == null && Tables.SRFI_TEXT.containsKey(key)) {
      names = SRFI_TABLES.computeIfAbsent(key, k -> words(Tables.SRFI_TEXT.get(k)));
    }
    return names;
  }

  /**
   * The table key of a library name as written: {@code srfi :1 lists}, {@code srfi 1 lists} and
   * {@code srfi :1} are {@code srfi 1}; other keys are returned as they are.
   */
  public static String canonical(String key) {
    if (!key.startsWith("srfi ")) {
      return key;
    }
    List<String> parts = split(key);
    if (parts.size() < 2 || parts.size() > 3) {
      return key;
    }
    String number = parts.get(1).startsWith(":") ? parts.get(1).substring(1) : parts.get(1);
    return "srfi " + number;
  }

  /** The numbers of the SRFIs that {@code (import (srfi N))} accepts, in increasing order. */
  public static List<Integer> srfis() {
    List<Integer> numbers = new ArrayList<>();
    for (String key : Tables.SRFI_TEXT.keySet()) {
      if (key.startsWith("srfi ")) {
        numbers.add(Integer.parseInt(key.substring(5)));
      }
    }
    Collections.sort(numbers);
    return numbers;
  }

  private static void put(String library, String names) {
    Tables.TABLE.put(library, words(names));
  }

  /** Exports each name of {@code library} as the internal builtin {@code %name} (Kawa's names for them). */
  private static void internalUnderKawaNames(String library) {
    Map<String, String> aliases = new java.util.HashMap<>();
    for (String name : Tables.TABLE.get(library)) {
      aliases.put(name, "%" + name);
    }
    Tables.ALIASES.put(library, aliases);
  }

  /**
   * Splits on whitespace by hand: {@code split("\\s+")} would compile a regular expression,
   * which costs several milliseconds of every start-up.
   */
  private static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    int at = 0;
    while (at < text.length()) {
      while (at < text.length() && isWhitespace(text.charAt(at))) {
        at++;
      }
      int start = at;
      while (at < text.length() && !isWhitespace(text.charAt(at))) {
        at++;
      }
      if (at > start) {
        words.add(text.substring(start, at));
      }
    }
    return List.copyOf(words);
  }

  /**
   * {@link Character#isWhitespace}, with the ASCII answer worked out here: the class initialiser
   * splits every table's text before the JIT has compiled anything, and the library call goes
   * three calls deep per character.
   */
  static boolean isWhitespace(char c) {
    if (c < 0x80) {
      return c == ' ' || c >= '\t' && c <= '\r' || c >= 0x1C && c <= 0x1F;
    }
    return Character.isWhitespace(c);
  }

  /**
   * The names {@code library} exports ({@code (kawa base)}: everything, with the special forms of
   * {@code forms}). Library names are keyed by their parts joined with a space: {@code "scheme base"}.
   */
  public static List<String> exports(String library, FormLibrary forms) {
    if (library.equals("kawa base")) {
      return everything(forms);
    }
    return table(canonical(library));
  }

  public static boolean isStandard(String library) {
    String key = canonical(library);
    return library.equals("kawa base") || Tables.TABLE.containsKey(key) || Tables.SRFI_TEXT.containsKey(key);
  }

  /** Every name a program without imports sees, with the special forms of {@code forms}. */
  public static List<String> everything(FormLibrary forms) {
    Set<String> all = new LinkedHashSet<>();
    // The tables split at start-up are the R7RS ones and (kopi internal), whose names are all in
    // the default environment or bound by nothing (then bindEverything skips them), and the
    // libraries whose names are aliases of internal builtins ((kawa regex)), which only an import
    // binds; the SRFI tables, with import-only names, are not split until imported.
    for (Map.Entry<String, List<String>> table : Tables.TABLE.entrySet()) {
      if (!table.getKey().equals(INTERNAL) && !Tables.ALIASES.containsKey(table.getKey())) {
        all.addAll(table.getValue());
      }
    }
    for (Map.Entry<String, SpecialForm> form : forms.table().entrySet()) {
      if (!form.getValue().importOnly()) {
        all.add(form.getKey());
      }
    }
    all.addAll(FormLibrary.AUXILIARY);
    for (String name : Builtins.names()) {
      if (!name.startsWith("%") && !Builtins.isKnownImportOnly(name)) {
        all.add(name);
      }
    }
    return new ArrayList<>(all);
  }

  /**
   * Whether {@link #everything} holds {@code name}, without making the list (a session binds its
   * default environment name by name, on first use: {@code Universe#bindEverything}).
   */
  static boolean inDefaultEnvironment(String name, FormLibrary forms) {
    SpecialForm form = forms.table().get(name);
    if (form != null && !form.importOnly() || FormLibrary.AUXILIARY.contains(name)
        || !name.startsWith("%") && Builtins.isDefaultBuiltin(name)) {
      return true;
    }
    return DefaultTables.NAMES.contains(name);
  }

  /** The names of the tables {@link #everything} takes whole; made when first asked for. */
  private static final class DefaultTables {
    private DefaultTables() {}

    static final Set<String> NAMES = names();

    private static Set<String> names() {
      Set<String> names = new java.util.HashSet<>();
      for (Map.Entry<String, List<String>> table : Tables.TABLE.entrySet()) {
        if (!table.getKey().equals(INTERNAL) && !Tables.ALIASES.containsKey(table.getKey())) {
          names.addAll(table.getValue());
        }
      }
      return Set.copyOf(names);
    }
  }

  /**
   * The first SRFI library ({@code "srfi 1"}) that exports {@code name}, or null: for the "unbound
   * variable" message of a program that uses a SRFI's name without importing it.
   */
  public static String srfiOf(String name) {
    for (int number : srfis()) {
      List<String> names = table("srfi " + number);
      if (names != null && names.contains(name)) {
        return "srfi " + number;
      }
    }
    return null;
  }

  /**
   * The library other than a SRFI ({@code "kawa regex"}) that exports {@code name} though the
   * default environment does not bind it, or null: for the "unbound variable" message.
   */
  public static String importOnlyLibraryOf(String name) {
    for (String library : Tables.ALIASES.keySet()) {
      if (Tables.TABLE.containsKey(library) && Tables.TABLE.get(library).contains(name)) {
        return library;
      }
    }
    return null;
  }

  /** The standard library names, for completion and tests. */
  public static List<String> libraries() {
    List<String> names = new ArrayList<>(Tables.TABLE.keySet());
    for (String key : Tables.SRFI_TEXT.keySet()) {
      if (!names.contains(key)) {
        names.add(key);
      }
    }
    names.add("kawa base");
    return names;
  }

  static List<String> split(String key) {
    return Arrays.asList(key.split(" "));
  }
}
