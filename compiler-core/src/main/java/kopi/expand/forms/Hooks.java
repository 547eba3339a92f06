package kopi.expand.forms;

/**
 * Names of runtime builtins the expanded code calls, gathered here so the contract with
 * {@code kopi.runtime} is written down in one place. The {@code %} names are internal to the
 * expander's output and are not importable by user code.
 */
final class Hooks {
  private Hooks() {}

  static final String CONS = "cons";
  static final String LIST = "list";
  static final String APPEND = "append";
  static final String LIST_TO_VECTOR = "list->vector";
  static final String EQV = "eqv?";
  static final String MEMV = "memv";
  static final String CALL_WITH_VALUES = "call-with-values";
  static final String LIST_REF = "list-ref";
  static final String LIST_TAIL = "list-tail";
  static final String XML_NAMESPACE = "%xml-namespace";
  static final String RAISE_CONTINUABLE = "raise-continuable";
  /** {@code (%make-lazy-promise thunk)}: the promise of {@code delay-force}; the thunk returns a promise. */
  static final String MAKE_LAZY_PROMISE = "%make-lazy-promise";
  /** {@code (%make-delayed-promise thunk)}: the promise of {@code delay}; forcing it calls the thunk once. */
  static final String DELAY = "%make-delayed-promise";
  /** {@code (%parameterize (list p ...) (list v ...) thunk)}. */
  static final String PARAMETERIZE = "%parameterize";
  /** {@code (%guard body-thunk selector)}: the selector gets the raised object and returns the clause thunk or #f. */
  static final String GUARD = "%guard";
  static final String MAKE_RECORD_TYPE = "%make-record-type";
  /** {@code (%record rtd value ...)}: a new record, a value for every field in field order. */
  static final String RECORD = "%record";
  static final String RECORD_INSTANCE = "%record-instance?";
  /** {@code (%record-ref rtd index record who)} and {@code (%record-set! rtd index record value who)}. */
  static final String RECORD_REF = "%record-ref";
  static final String RECORD_SET = "%record-set!";
  static final String VECTOR_REF = "vector-ref";
  /** {@code (%syntax-match input 'pattern '(literal ...) '#(var ...))}: the vars' values as a vector, or #f. */
  static final String SYNTAX_MATCH = "%syntax-match";
  /** {@code (%syntax-no-match input)}: raises the syntax violation of a syntax-case without a matching clause. */
  static final String SYNTAX_NO_MATCH = "%syntax-no-match";
  /** {@code (%syntax-template 'template '#(var ...) '#(depth ...) value ...)}: the template's syntax object. */
  static final String SYNTAX_TEMPLATE = "%syntax-template";
}
