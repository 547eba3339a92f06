package kopi.runtime;

import java.util.List;

/**
 * An XML element made by a {@link XmlNamespace} constructor ({@code (h:p "hello")}). It displays as
 * its markup, as Kawa 3.1.1 writes it: the namespace declared on the outermost element that uses its
 * prefix, attributes in order, text escaped, an element without children closed as {@code <h:br />};
 * {@code write} puts {@code #} before the markup.
 */
public final class XmlElement {
  private final String prefix;
  private final String uri;
  private final String local;
  private final List<String[]> attributes;
  private final List<Object> children;

  XmlElement(String prefix, String uri, String local, List<String[]> attributes, List<Object> children) {
    this.prefix = prefix;
    this.uri = uri;
    this.local = local;
    this.attributes = List.copyOf(attributes);
    this.children = List.copyOf(children);
  }

  /** The markup of this element. */
  public String markup() {
    StringBuilder out = new StringBuilder();
    markup(out, new java.util.HashMap<>());
    return out.toString();
  }

  /** Writes the markup; {@code declared} maps the prefixes the enclosing elements declared to their URIs. */
  private void markup(StringBuilder out, java.util.Map<String, String> declared) {
    String name = prefix + ":" + local;
    out.append('<').append(name);
    java.util.Map<String, String> inside = declared;
    if (!uri.equals(declared.get(prefix))) {
      out.append(" xmlns:").append(prefix).append("=\"").append(escape(uri, true)).append('"');
      inside = new java.util.HashMap<>(declared);
      inside.put(prefix, uri);
    }
    for (String[] attribute : attributes) {
      out.append(' ').append(attribute[0]).append("=\"").append(escape(attribute[1], true)).append('"');
    }
    if (children.isEmpty()) {
      out.append(" />");
      return;
    }
    out.append('>');
    for (Object child : children) {
      if (child instanceof XmlElement element) {
        element.markup(out, inside);
      } else if (child instanceof XmlNamespace.Atomic atomic) {
        out.append(escape(atomic.text(), false));
      } else {
        out.append(escape((String) child, false));
      }
    }
    out.append("</").append(name).append('>');
  }

  private static String escape(String text, boolean attribute) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append(attribute ? "&quot;" : "\"");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return markup();
  }
}
