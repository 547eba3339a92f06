package kopi.runtime.sql;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.process.Template;

/**
 * The text of an {@code &sql{...}} literal and its substituted values, read as SQL.
 *
 * <p>{@link #check} is the static half, run by the expander on the literal as written (the text
 * of a literal is constant, so {@link #build} need not scan it again): it scans the SQL text for string literals ({@code '...'}, with
 * {@code ''} inside), quoted identifiers ({@code "..."}) and comments ({@code --} to the end of the
 * line, {@code /* ... *}{@code /}), and reports a value substituted inside one of them, an
 * unterminated one, and a {@code ?} written in the text (the values are the only parameters).
 * {@link #build} is the run-time half: each value becomes one {@code ?} bound to it, a list or a
 * vector one {@code ?} per element separated by commas ({@code NULL} when empty, so
 * {@code x in (&[ids])} is false rather than a syntax error), and an {@link SqlIdentifier} its
 * quoted name; no value's text ever becomes SQL text.
 */
public final class SqlTemplate {
  private SqlTemplate() {}

  /**
   * A problem found by {@link #check}: in part {@code part} (an index into the parts) at character
   * {@code offset} of that part's text ({@code -1} for a value, which is wrong as a whole).
   */
  public record Problem(int part, int offset, String message) {}

  /** The statement text with one {@code ?} per parameter, and the parameters in order. */
  public record Built(String sql, List<Object> parameters) {}

  private enum State {
    CODE, STRING, IDENTIFIER, LINE_COMMENT, BLOCK_COMMENT
  }

  /** The first problem of the literal made of {@code parts}, or null when it has none. */
  public static Problem check(List<Template.Part> parts) {
    State state = State.CODE;
    int openPart = -1;
    int openOffset = -1;
    for (int p = 0; p < parts.size(); p++) {
      if (parts.get(p) instanceof Template.Value) {
        switch (state) {
          case STRING:
            return new Problem(p, -1, "a value cannot be inside an SQL string literal; write &[...] without the quotes,"
                + " it is passed as a parameter");
          case IDENTIFIER:
            return new Problem(p, -1, "a value cannot be inside a quoted SQL identifier; use (sql-identifier name)");
          case LINE_COMMENT:
          case BLOCK_COMMENT:
            return new Problem(p, -1, "a value cannot be inside an SQL comment");
          default:
            continue;
        }
      }
      String text = ((Template.Text) parts.get(p)).text();
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        char next = i + 1 < text.length() ? text.charAt(i + 1) : nextChar(parts, p);
        switch (state) {
          case CODE:
            if (c == '\'') {
              state = State.STRING;
              openPart = p;
              openOffset = i;
            } else if (c == '"') {
              state = State.IDENTIFIER;
              openPart = p;
              openOffset = i;
            } else if (c == '-' && next == '-') {
              state = State.LINE_COMMENT;
              i++;
            } else if (c == '/' && next == '*') {
              state = State.BLOCK_COMMENT;
              openPart = p;
              openOffset = i;
              i++;
            } else if (c == '?') {
              return new Problem(p, i, "write a parameter as &[expression], not ?");
            }
            break;
          case STRING:
            if (c == '\'') {
              if (next == '\'') {
                i++;
              } else {
                state = State.CODE;
              }
            }
            break;
          case IDENTIFIER:
            if (c == '"') {
              if (next == '"') {
                i++;
              } else {
                state = State.CODE;
              }
            }
            break;
          case LINE_COMMENT:
            if (c == '\n') {
              state = State.CODE;
            }
            break;
          case BLOCK_COMMENT:
            if (c == '*' && next == '/') {
              state = State.CODE;
              i++;
            }
            break;
          default:
            break;
        }
      }
    }
    switch (state) {
      case STRING:
        return new Problem(openPart, openOffset, "unterminated SQL string literal: this quote has no closing quote");
      case IDENTIFIER:
        return new Problem(openPart, openOffset, "unterminated quoted SQL identifier: this quote has no closing quote");
      case BLOCK_COMMENT:
        return new Problem(openPart, openOffset, "unterminated SQL comment");
      default:
        return null;
    }
  }

  /** The first character of the text after part {@code p} when the next part is text, else 0. */
  private static char nextChar(List<Template.Part> parts, int p) {
    if (p + 1 < parts.size() && parts.get(p + 1) instanceof Template.Text t && !t.text().isEmpty()) {
      return t.text().charAt(0);
    }
    return 0;
  }

  /**
   * The statement of {@code parts}; {@code quote} is the identifier quote of the database
   * ({@code "} when it does not say). {@code who} names the construct in errors.
   */
  public static Built build(String who, List<Template.Part> parts, String quote) {
    StringBuilder sql = new StringBuilder();
    List<Object> parameters = new ArrayList<>();
    for (Template.Part part : parts) {
      if (part instanceof Template.Text text) {
        sql.append(text.text());
        continue;
      }
      Object value = ((Template.Value) part).value();
      if (value instanceof SqlIdentifier identifier) {
        sql.append(identifier.quoted(quote));
      } else if (value instanceof Pair || value == Nil.NIL) {
        List<Object> elements = new ArrayList<>();
        Object rest = value;
        for (; rest instanceof Pair pair; rest = pair.cdr) {
          elements.add(pair.car);
        }
        if (rest != Nil.NIL) {
          throw Errors.wrongType(who, "proper list", value);
        }
        appendElements(who, sql, parameters, elements);
      } else if (value instanceof Object[] vector) {
        appendElements(who, sql, parameters, java.util.Arrays.asList(vector));
      } else {
        sql.append('?');
        parameters.add(value);
      }
    }
    return new Built(sql.toString(), parameters);
  }

  private static void appendElements(String who, StringBuilder sql, List<Object> parameters, List<Object> elements) {
    if (elements.isEmpty()) {
      sql.append("NULL");
      return;
    }
    for (int i = 0; i < elements.size(); i++) {
      Object element = elements.get(i);
      if (element instanceof SqlIdentifier || element instanceof Pair || element instanceof Object[]) {
        throw Errors.wrongType(who, "a value for a parameter (a list of values expands to one parameter each)",
            element);
      }
      sql.append(i == 0 ? "?" : ", ?");
      parameters.add(element);
    }
  }
}
