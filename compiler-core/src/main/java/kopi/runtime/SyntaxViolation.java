package kopi.runtime;

/**
 * The condition {@code syntax-violation} raises (and a {@code syntax-case} whose clauses all fail):
 * the expander running the transformer reports it as a compile error at {@link #subform}, else at
 * {@link #form}, rather than as a failure of the transformer.
 *
 * @param who     the name of the syntax at fault, or {@code #f}
 * @param message the message
 * @param form    the syntax object the error is about
 * @param subform the part of it at fault, or {@code #f}
 */
public record SyntaxViolation(Object who, String message, Object form, Object subform) {

  /** {@code who: message form}, the form written without its syntax wrappers. */
  public String describe() {
    StringBuilder text = new StringBuilder();
    if (who != null && who != Boolean.FALSE) {
      text.append(Printer.displayString(Identifier.strip(who))).append(": ");
    }
    text.append(message);
    if (form != null && form != Boolean.FALSE) {
      text.append(' ').append(Printer.writeString(Identifier.strip(form)));
    }
    return text.toString();
  }

  @Override
  public String toString() {
    return describe();
  }
}
