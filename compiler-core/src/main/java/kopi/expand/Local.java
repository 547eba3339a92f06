package kopi.expand;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A lexical variable after expansion. Identity is what matters: two locals with the same name are
 * different variables (hygiene renames nothing, it just creates distinct {@code Local}s). The
 * declared type is the type specifier's text ({@code "int"}, {@code "vector[string]"}) or null.
 */
public final class Local {
  private static final AtomicInteger COUNTER = new AtomicInteger();

  private final String name;
  private final int id;
  private final int start;
  private final int end;
  private final String declaredType;

  public Local(String name, int start, int end, String declaredType) {
    this.name = name;
    this.id = COUNTER.incrementAndGet();
    this.start = start;
    this.end = end;
    this.declaredType = declaredType;
  }

  public Local(String name) {
    this(name, -1, -1, null);
  }

  public String name() {
    return name;
  }

  /** A number unique in this JVM, for readable dumps ({@code x.12}). */
  public int id() {
    return id;
  }

  /** Offsets of the binding occurrence, or -1. */
  public int start() {
    return start;
  }

  public int end() {
    return end;
  }

  public String declaredType() {
    return declaredType;
  }

  @Override
  public String toString() {
    return name + "." + id;
  }
}
