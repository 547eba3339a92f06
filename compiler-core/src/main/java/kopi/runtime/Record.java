package kopi.runtime;

/** An instance of a {@link RecordType}: one mutable slot per field. */
public final class Record {
  private final RecordType type;
  private final Object[] values;

  public Record(RecordType type, Object[] values) {
    this.type = type;
    this.values = values;
  }

  public RecordType type() {
    return type;
  }

  public Object get(int index) {
    return values[index];
  }

  public void set(int index, Object value) {
    values[index] = value;
  }

  /** The field values themselves, for the printer's walk; callers must not modify them. */
  Object[] fields() {
    return values;
  }

  @Override
  public String toString() {
    return Printer.writeString(this);
  }
}
