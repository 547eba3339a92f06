package kopi.runtime;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The feature identifiers of this implementation: the one list that both {@code (features)} at
 * run time and {@code cond-expand} at expansion time read, so the two can never disagree. The
 * names follow Kawa 3.1.1 where Kopi has the same facility (the {@code java-N} names from 6 up to
 * the running JVM's version, the byte order, the operating system family, {@code threads} for
 * {@code future}, {@code runnable} and {@code synchronized}), plus {@code kopi} and a version
 * symbol ({@code kopi-0.1.0}, as Kawa lists {@code kawa-3.1.1}). A SRFI is listed when Kopi
 * implements it, in the default environment or as a library to import (Kawa lists only the
 * former). {@code cond-expand} also takes Kawa's {@code class-exists:NAME}, which is no feature of
 * this list.
 */
public final class Features {
  /** Kopi's version, which {@code kopi --version} prints. */
  public static final String VERSION = "0.1.0";

  /**
   * The SRFIs Kopi implements: those of the default environment alone (0, {@code cond-expand}; 30,
   * nested comments) and every one {@code (import (srfi N))} accepts, which
   * {@code StandardLibrariesTest} holds equal to the library table.
   */
  private static final List<Integer> SRFIS = List.of(0, 1, 2, 4, 6, 8, 9, 11, 13, 14, 16, 17, 23, 25, 26, 28,
      30, 34, 35, 37, 38, 39, 41, 45, 48, 60, 64, 69, 87, 88, 95, 98, 101, 113, 115, 125, 128, 130, 132, 133,
      143, 151, 158, 197);

  private static final List<String> ALL = compute();

  private Features() {}

  /** Every feature, in a stable order. */
  public static List<String> all() {
    return ALL;
  }

  private static List<String> compute() {
    List<String> names = new ArrayList<>(List.of("r7rs", "exact-closed", "exact-complex", "ieee-float",
        "ratios", "complex", "full-unicode", "kawa", "kopi", "kopi-" + VERSION, "jvm", "java", "threads",
        "string-normalize-unicode"));
    for (int version = 6; version <= Runtime.version().feature(); version++) {
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
    for (int srfi : SRFIS) {
      names.add("srfi-" + srfi);
    }
    return List.copyOf(names);
  }
}
