package kopi.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The value of a name Kawa's {@code (define-xml-namespace h "uri")} defines: {@code (h:p arg ...)}
 * makes an XML element {@code <h:p>} in that namespace ({@link XmlElement}), and {@code h:p} alone is
 * the procedure that makes one. An argument that is a keyword ({@code class:}) takes the next one as
 * the value of the attribute of that name; a list's elements are children one by one; any other
 * value is a child (an element, or text: the value's {@code display} form).
 */
public final class XmlNamespace {
  private final String prefix;
  private final String uri;

  public XmlNamespace(String prefix, String uri) {
    this.prefix = prefix;
    this.uri = uri;
  }

  /** The element {@code prefix:local} with {@code arguments} (attributes and children). */
  public XmlElement element(String local, Object[] arguments) {
    List<String[]> attributes = new ArrayList<>();
    List<Object> children = new ArrayList<>();
    for (int i = 0; i < arguments.length; i++) {
      Object argument = arguments[i];
      if (argument instanceof Keyword keyword) {
        if (i + 1 == arguments.length) {
          throw Errors.error(prefix + ":" + local + ": the attribute " + keyword.name() + ": has no value");
        }
        attributes.add(new String[] {keyword.name(), Printer.displayString(arguments[++i])});
      } else {
        child(argument, children);
      }
    }
    return new XmlElement(prefix, uri, local, attributes, children);
  }

  /**
   * Adds {@code value} to {@code children} as Kawa does: a list's elements one by one, an element
   * as it is, a string as its text; any other value as its text ({@code true}/{@code false} for a
   * boolean), separated by a space from such a value right before it.
   */
  private static void child(Object value, List<Object> children) {
    if (value instanceof Pair || value == Nil.NIL) {
      for (Object item = value; item instanceof Pair pair; item = pair.cdr) {
        child(pair.car, children);
      }
    } else if (value instanceof XmlElement) {
      children.add(value);
    } else if (value instanceof String || value instanceof MString) {
      if (!value.toString().isEmpty()) {
        children.add(value.toString());
      }
    } else {
      String text = value instanceof Boolean b ? b.toString() : Printer.displayString(value);
      if (!children.isEmpty() && children.get(children.size() - 1) instanceof Atomic) {
        children.add(" ");
      }
      children.add(new Atomic(text));
    }
  }

  /** The text of a value other than a string, an element or a list (see {@link #child}). */
  record Atomic(String text) {}

  /** {@code h:local} as a value: the procedure making elements {@code prefix:local}. */
  public Procedure constructor(String local) {
    XmlNamespace namespace = this;
    return new NamedProcedure(prefix + ":" + local, 0, -1) {
      @Override
      public Object applyN(Object[] arguments) {
        return namespace.element(local, arguments);
      }
    };
  }

  @Override
  public String toString() {
    return "#<xml-namespace " + prefix + " " + uri + ">";
  }
}
