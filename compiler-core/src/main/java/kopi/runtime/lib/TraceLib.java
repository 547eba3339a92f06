package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.OutputPort;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;

/**
 * The run-time half of Kawa's {@code trace} and {@code untrace}: {@code %trace} wraps a procedure
 * so that each call writes {@code call to NAME (ARG ...)} and {@code return from NAME => VALUE} to
 * the current error port, indented two spaces per level of traced calls, as Kawa does;
 * {@code %untrace} gives the wrapped procedure back.
 */
public final class TraceLib {
  private TraceLib() {}

  /** How deep the traced calls of this thread are nested. */
  private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

  /** A traced procedure. */
  static final class Traced extends NamedProcedure {
    final Procedure original;

    Traced(String name, Procedure original) {
      super(name, 0, -1);
      this.original = original;
    }

    @Override
    public Object apply0() {
      return call(new Object[0]);
    }

    @Override
    public Object apply1(Object a) {
      return call(new Object[] {a});
    }

    @Override
    public Object apply2(Object a, Object b) {
      return call(new Object[] {a, b});
    }

    @Override
    public Object apply3(Object a, Object b, Object c) {
      return call(new Object[] {a, b, c});
    }

    @Override
    public Object apply4(Object a, Object b, Object c, Object d) {
      return call(new Object[] {a, b, c, d});
    }

    @Override
    public Object applyN(Object[] args) {
      return call(args);
    }

    private Object call(Object[] args) {
      int[] depth = DEPTH.get();
      String indent = "  ".repeat(depth[0]);
      StringBuilder line = new StringBuilder(indent).append("call to ").append(name()).append(" (");
      for (int i = 0; i < args.length; i++) {
        line.append(i == 0 ? "" : " ").append(Printer.writeString(args[i]));
      }
      print(line.append(")\n"));
      depth[0]++;
      Object result;
      try {
        result = Procedure.callN(original, args);
      } finally {
        depth[0]--;
      }
      print(new StringBuilder(indent).append("return from ").append(name()).append(" => ")
          .append(Printer.writeString(result)).append('\n'));
      return result;
    }

    private static void print(CharSequence text) {
      OutputPort port = (OutputPort) IoLib.currentErrorPort();
      port.write(text);
      port.flush();
    }
  }

  @Builtin("%trace")
  public static Object trace(Object name, Object procedure) {
    Procedure p = Procedure.check(procedure);
    return p instanceof Traced ? p : new Traced(name.toString(), p);
  }

  @Builtin("%untrace")
  public static Object untrace(Object procedure) {
    return procedure instanceof Traced traced ? traced.original : procedure;
  }
}
