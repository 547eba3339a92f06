package kopi.cli;

import kopi.runtime.OutputPort;

/**
 * The runtime's console port as the REPL's {@link Console}: results go through the very buffer
 * {@code display} writes to, and the port's own column tells whether the program left a line
 * unfinished.
 */
final class PortConsole implements Console {

  @Override
  public void print(String text) {
    OutputPort.console().write(text);
  }

  @Override
  public boolean atLineStart() {
    return OutputPort.console().atLineStart();
  }

  @Override
  public void flush() {
    OutputPort.flushConsole();
  }
}
