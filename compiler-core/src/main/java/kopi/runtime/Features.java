package kopi.runtime;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The feature identifiers of this implementation: the one list that both {@code (features)} at
 * run time and {@code cond-expand} at expansion time read, so the two can never disagree. The
 * names follow Kawa 3.1.1 where Kopi has the same facility (the {@code java-N} names up to the
 * running JVM's version, the byte order, the operating system family), plus {@code kopi}; a SRFI
 * is listed only when Kopi implements it.
 */
public final class Features {
  private static final List<String> ALL = compute();

  private Features() {}

  /** Every feature, in a stable order. */
  public static List<String> all() {
    return ALL;
  }

  private static List<String> compute() {
    List<String> names = new ArrayList<>(List.of("r7rs", "exact-closed", "exact-complex", "ieee-float",
        "ratios", "complex", "full-unicode", "kawa", "kopi", "jvm", "java"));
    for (int version = 8; version <= Runtime.version().feature(); version++) {
      names.add("java-" + version);
    }
    names.add(ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN ? "little-endian" : "big-endian");
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    if (os.contains("linux")) {
      names.addAll(List.of("posix", "unix", "linux", "gnu-linux"));
    } else if (os.contains("mac") || os.contains("darwin")) {
      names.addAll(List.of("posix", "unix", "darwin", "macosx"));
    } else if (os.contains("windows")) {
      names.add("windows");
    } else if (os.contains("bsd") || os.contains("sunos") || os.contains("aix")) {
      names.addAll(List.of("posix", "unix"));
    }
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    if (arch.equals("amd64") || arch.equals("x86_64")) {
      names.add("x86-64");
    } else if (arch.equals("aarch64")) {
      names.add("aarch64");
    }
    // SRFIs whose whole interface Kopi provides as builtins or syntax.
    names.addAll(List.of("srfi-0", "srfi-6", "srfi-8", "srfi-9", "srfi-11", "srfi-16", "srfi-23",
        "srfi-30", "srfi-39"));
    return List.copyOf(names);
  }
}
