package kopi.syntax;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wall-clock time per compiler phase, for profiling the compiler itself: run with
 * {@code -Dkopi.timings=true} and {@code kopi compile} prints one line per phase to stderr. It lives
 * here, in the package every other compiler package may import, so that the reader, the expander
 * and the back end can all report to it. When the property is not set every call is a test of one
 * constant, so the compiler pays nothing for it.
 */
public final class PhaseTimings {
  private PhaseTimings() {}

  /** Whether timings are collected; read once, when the class is initialised. */
  public static final boolean ENABLED = Boolean.getBoolean("kopi.timings");

  /**
   * Wall-clock and CPU nanoseconds spent per phase, in the order the phases first reported. CPU
   * time is that of the thread running the phase: on a loaded machine it is the steadier figure.
   */
  private static final Map<String, long[]> TOTALS = new LinkedHashMap<>();

  /** A start time to hand to {@link #stop}, or null when timings are off. */
  public static long[] start() {
    return ENABLED ? new long[] {System.nanoTime(), cpuNanos()} : null;
  }

  /** Adds the time since {@code start} to {@code phase}. */
  public static void stop(String phase, long[] start) {
    if (ENABLED && start != null) {
      long wall = System.nanoTime() - start[0];
      long cpu = cpuNanos() - start[1];
      synchronized (TOTALS) {
        long[] total = TOTALS.computeIfAbsent(phase, key -> new long[2]);
        total[0] += wall;
        total[1] += cpu;
      }
    }
  }

  /**
   * Prints {@code kopi: timing PHASE N ms wall M ms cpu} for every phase that reported, when
   * timings are on.
   */
  public static void report(PrintStream err) {
    if (!ENABLED) {
      return;
    }
    synchronized (TOTALS) {
      for (Map.Entry<String, long[]> entry : TOTALS.entrySet()) {
        err.printf("kopi: timing %-12s %6d ms wall %6d ms cpu%n", entry.getKey(),
            entry.getValue()[0] / 1_000_000L, entry.getValue()[1] / 1_000_000L);
      }
      err.printf("kopi: timing %-12s %6d ms wall (jvm start to now)%n", "total",
          java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime());
    }
  }

  private static long cpuNanos() {
    return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }
}
