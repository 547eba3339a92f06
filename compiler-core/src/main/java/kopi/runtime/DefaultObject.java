package kopi.runtime;

/**
 * The value an omitted {@code #!optional} parameter receives before its default expression runs,
 * so compiled code can tell "not passed" from any value a caller could pass; printed {@code #!default}.
 */
public final class DefaultObject {
  public static final DefaultObject VALUE = new DefaultObject();

  private DefaultObject() {}

  @Override
  public String toString() {
    return "#!default";
  }
}
