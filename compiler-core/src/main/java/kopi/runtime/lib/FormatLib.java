package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.OutputPort;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;

/**
 * Kawa's {@code format}: {@code (format #f fmt arg ...)} returns a string, {@code (format #t ...)}
 * writes to the current output port, {@code (format port ...)} to a port, and
 * {@code (format fmt ...)} (no destination) returns a string. The control string is parsed by
 * {@link FormatControl} and rendered by {@link FormatRenderer}, which lists the directives.
 */
public final class FormatLib {
  private FormatLib() {}

  @Builtin(value = "format", min = 1)
  public static Object format(Object[] args) {
    Object destination = args[0];
    int first = 1;
    if (destination instanceof CharSequence) {
      destination = Boolean.FALSE;
      first = 0;
    }
    if (args.length <= first) {
      throw Errors.error("format: expected a format string, got no more arguments");
    }
    CharSequence control = Args.string("format", args[first]);
    OutputPort port = destination == Boolean.TRUE ? (OutputPort) IoLib.CURRENT_OUTPUT.get()
        : destination == Boolean.FALSE ? null
        : destination instanceof OutputPort out ? out : null;
    if (port == null && destination != Boolean.FALSE) {
      throw Errors.wrongType("format", "#f, #t or an output port", destination);
    }
    FormatRenderer renderer = new FormatRenderer(control, args, first + 1, port == null ? 0 : port.column());
    String text = renderer.render(FormatControl.parse(control));
    if (port == null) {
      return new MString(text);
    }
    port.write(text);
    if (renderer.flushRequested()) {
      port.flush();
    }
    return Unspecified.VALUE;
  }
}
