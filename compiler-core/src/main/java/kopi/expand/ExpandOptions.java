package kopi.expand;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How to expand: where user libraries are searched after the importing file's directory, and the
 * {@code cond-expand} features added to the built-in ones ({@link #DEFAULT_FEATURES}).
 */
public record ExpandOptions(List<Path> libraryPath, List<String> features) {
  /** The implementation's own features, declared once in {@link kopi.runtime.Features}. */
  public static final List<String> DEFAULT_FEATURES = kopi.runtime.Features.all();

  public ExpandOptions {
    libraryPath = List.copyOf(libraryPath);
    features = List.copyOf(features);
  }

  public static ExpandOptions defaults() {
    return new ExpandOptions(List.of(), List.of());
  }

  /** Every feature {@code cond-expand} tests against. */
  public Set<String> featureSet() {
    Set<String> all = new LinkedHashSet<>(DEFAULT_FEATURES);
    all.addAll(features);
    return all;
  }
}
