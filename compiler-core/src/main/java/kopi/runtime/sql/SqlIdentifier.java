package kopi.runtime.sql;

import kopi.runtime.Errors;

/**
 * A name to substitute into an {@code &sql{...}} literal as SQL text, made by
 * {@code (sql-identifier name)}: the only value that becomes text rather than a parameter. It is
 * written between the database's identifier quotes with each quote inside doubled, so any name
 * stays one identifier; a name no database can quote (empty, or holding NUL) is rejected when it
 * is made.
 */
public record SqlIdentifier(String name) {
  public SqlIdentifier {
    if (name.isEmpty()) {
      throw Errors.error("sql-identifier: expected a non-empty name");
    }
    if (name.indexOf('\0') >= 0) {
      throw Errors.error("sql-identifier: a name cannot contain the character NUL");
    }
  }

  /** The name between {@code quote}s, each {@code quote} inside doubled. */
  public String quoted(String quote) {
    return quote + name.replace(quote, quote + quote) + quote;
  }

  @Override
  public String toString() {
    return "#<sql-identifier " + quoted("\"") + ">";
  }
}
