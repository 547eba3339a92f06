package kopi.runtime;

import java.util.List;

/**
 * A record type made by {@code define-record-type} (through {@code %make-record-type}): a name
 * as written ({@code <point>} or {@code point}) and the field names in order.
 */
public final class RecordType {
  private final String name;
  private final Symbol[] fields;

  public RecordType(String name, List<Symbol> fields) {
    this.name = name;
    this.fields = fields.toArray(new Symbol[0]);
  }

  public String name() {
    return name;
  }

  public int fieldCount() {
    return fields.length;
  }

  public Symbol fieldName(int index) {
    return fields[index];
  }

  /** The index of {@code field}, or -1. */
  public int indexOf(Symbol field) {
    for (int i = 0; i < fields.length; i++) {
      if (fields[i] == field) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public String toString() {
    return "#<record-type " + name + ">";
  }
}
