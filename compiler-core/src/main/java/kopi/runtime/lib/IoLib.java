package kopi.runtime.lib;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kopi.runtime.BinaryInputPort;
import kopi.runtime.BinaryOutputPort;
import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.Eof;
import kopi.runtime.Errors;
import kopi.runtime.InputPort;
import kopi.runtime.MString;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.Printer;
import kopi.runtime.Procedure;
import kopi.runtime.RuntimeReader;
import kopi.runtime.Unspecified;

/**
 * Ports and textual input/output: (scheme base), (scheme write), (scheme read) and the basics of
 * (scheme file). The current ports are {@link Parameter}s, so {@code parameterize} (and a session
 * that wants to capture output, through {@link Parameter#parameterize}) can rebind them per thread.
 */
public final class IoLib {
  /**
   * {@code current-output-port}: initially the console. It is the value of the name, so
   * {@code (parameterize ((current-output-port port)) ...)} works; sessions that capture output
   * bind it with {@link Parameter#parameterize}.
   */
  @Builtin("current-output-port")
  public static final Parameter CURRENT_OUTPUT = new Parameter("current-output-port", OutputPort.console(), null);
  @Builtin("current-error-port")
  public static final Parameter CURRENT_ERROR = new Parameter("current-error-port", OutputPort.consoleError(), null);
  @Builtin("current-input-port")
  public static final Parameter CURRENT_INPUT = new Parameter("current-input-port", InputPort.console(), null);

  private IoLib() {}

  @Builtin("current-output-port")
  public static Object currentOutputPort() {
    return CURRENT_OUTPUT.get();
  }

  /** {@code (current-output-port port)} sets it, as calling any parameter with a value does (Kawa 3.1.1). */
  @Builtin("current-output-port")
  public static Object currentOutputPort(Object port) {
    return CURRENT_OUTPUT.apply1(port);
  }

  @Builtin("current-error-port")
  public static Object currentErrorPort() {
    return CURRENT_ERROR.get();
  }

  /** {@code (current-error-port port)} sets it, as calling any parameter with a value does (Kawa 3.1.1). */
  @Builtin("current-error-port")
  public static Object currentErrorPort(Object port) {
    return CURRENT_ERROR.apply1(port);
  }

  @Builtin("current-input-port")
  public static Object currentInputPort() {
    return CURRENT_INPUT.get();
  }

  /** {@code (current-input-port port)} sets it, as calling any parameter with a value does (Kawa 3.1.1). */
  @Builtin("current-input-port")
  public static Object currentInputPort(Object port) {
    return CURRENT_INPUT.apply1(port);
  }

  // ------------------------------------------------------------------ output

  @Builtin("display")
  public static Object display(Object x) {
    return display(x, CURRENT_OUTPUT.get());
  }

  @Builtin("display")
  public static Object display(Object x, Object port) {
    OutputPort out = output("display", port);
    if (x instanceof CharSequence text) {
      out.write(text);
    } else {
      out.write(Printer.displayString(x));
    }
    return Unspecified.VALUE;
  }

  @Builtin("write")
  public static Object write(Object x) {
    return write(x, CURRENT_OUTPUT.get());
  }

  @Builtin("write")
  public static Object write(Object x, Object port) {
    output("write", port).write(Printer.writeString(x));
    return Unspecified.VALUE;
  }

  @Builtin("write-shared")
  public static Object writeShared(Object x) {
    return writeShared(x, CURRENT_OUTPUT.get());
  }

  @Builtin("write-shared")
  public static Object writeShared(Object x, Object port) {
    StringBuilder text = new StringBuilder();
    Printer.print(x, text, true, Printer.Labels.SHARED);
    output("write-shared", port).write(text);
    return Unspecified.VALUE;
  }

  @Builtin("write-simple")
  public static Object writeSimple(Object x) {
    return writeSimple(x, CURRENT_OUTPUT.get());
  }

  @Builtin("write-simple")
  public static Object writeSimple(Object x, Object port) {
    StringBuilder text = new StringBuilder();
    Printer.print(x, text, true, Printer.Labels.NONE);
    output("write-simple", port).write(text);
    return Unspecified.VALUE;
  }

  @Builtin("newline")
  public static Object newline() {
    return newline(CURRENT_OUTPUT.get());
  }

  @Builtin("newline")
  public static Object newline(Object port) {
    output("newline", port).write("\n");
    return Unspecified.VALUE;
  }

  @Builtin("fresh-line")
  public static Object freshLine() {
    return freshLine(CURRENT_OUTPUT.get());
  }

  @Builtin("fresh-line")
  public static Object freshLine(Object port) {
    OutputPort out = output("fresh-line", port);
    if (!out.atLineStart()) {
      out.write("\n");
    }
    return Unspecified.VALUE;
  }

  @Builtin("write-char")
  public static Object writeChar(Object c) {
    return writeChar(c, CURRENT_OUTPUT.get());
  }

  @Builtin("write-char")
  public static Object writeChar(Object c, Object port) {
    output("write-char", port).writeCodePoint(Args.character("write-char", c).codePoint());
    return Unspecified.VALUE;
  }

  @Builtin("write-string")
  public static Object writeString(Object s) {
    return writeString(s, CURRENT_OUTPUT.get());
  }

  @Builtin("write-string")
  public static Object writeString(Object s, Object port) {
    output("write-string", port).write(Args.string("write-string", s));
    return Unspecified.VALUE;
  }

  @Builtin("write-string")
  public static Object writeString(Object s, Object port, Object start) {
    output("write-string", port).write(StringLib.slice("write-string", s, start, null));
    return Unspecified.VALUE;
  }

  @Builtin("write-string")
  public static Object writeString(Object s, Object port, Object start, Object end) {
    output("write-string", port).write(StringLib.slice("write-string", s, start, end));
    return Unspecified.VALUE;
  }

  @Builtin("flush-output-port")
  public static Object flushOutputPort() {
    return flushOutputPort(CURRENT_OUTPUT.get());
  }

  @Builtin("flush-output-port")
  public static Object flushOutputPort(Object port) {
    output("flush-output-port", port).flush();
    return Unspecified.VALUE;
  }

  /** Kawa's older name of {@code flush-output-port}. */
  @Builtin("force-output")
  public static Object forceOutput() {
    return forceOutput(CURRENT_OUTPUT.get());
  }

  @Builtin("force-output")
  public static Object forceOutput(Object port) {
    output("force-output", port).flush();
    return Unspecified.VALUE;
  }

  // ------------------------------------------------------------------ string ports

  @Builtin("open-output-string")
  public static Object openOutputString() {
    return OutputPort.ofString();
  }

  @Builtin("get-output-string")
  public static Object getOutputString(Object port) {
    return new MString(output("get-output-string", port).contents());
  }

  @Builtin("open-input-string")
  public static Object openInputString(Object s) {
    return InputPort.ofString(Args.string("open-input-string", s).toString());
  }

  /** Kawa's {@code (call-with-output-string proc)}: calls proc with a string port, returns its text. */
  @Builtin("call-with-output-string")
  public static Object callWithOutputString(Object proc) {
    OutputPort port = OutputPort.ofString();
    Procedure.call(Args.procedure("call-with-output-string", proc), port);
    return new MString(port.contents());
  }

  /** Kawa's {@code (call-with-input-string string proc)}: calls proc with a port reading the string. */
  @Builtin("call-with-input-string")
  public static Object callWithInputString(Object s, Object proc) {
    InputPort port = InputPort.ofString(Args.string("call-with-input-string", s).toString());
    Object result = Procedure.call(Args.procedure("call-with-input-string", proc), port);
    port.close();
    return result;
  }

  /** Kawa's {@code (with-output-to-string thunk)}: output of the thunk to the current port, as a string. */
  @Builtin("with-output-to-string")
  public static Object withOutputToString(Object thunk) {
    OutputPort port = OutputPort.ofString();
    Parameter.parameterize(new Pair(CURRENT_OUTPUT, kopi.runtime.Nil.NIL),
        new Pair(port, kopi.runtime.Nil.NIL), thunk);
    return new MString(port.contents());
  }

  // ------------------------------------------------------------------ input

  @Builtin("read-char")
  public static Object readChar() {
    return readChar(CURRENT_INPUT.get());
  }

  @Builtin("read-char")
  public static Object readChar(Object port) {
    int c = input("read-char", port).read();
    return c < 0 ? Eof.VALUE : Char.of(c);
  }

  @Builtin("peek-char")
  public static Object peekChar() {
    return peekChar(CURRENT_INPUT.get());
  }

  @Builtin("peek-char")
  public static Object peekChar(Object port) {
    int c = input("peek-char", port).peek();
    return c < 0 ? Eof.VALUE : Char.of(c);
  }

  @Builtin("read-line")
  public static Object readLine() {
    return readLine(CURRENT_INPUT.get());
  }

  @Builtin("read-line")
  public static Object readLine(Object port) {
    String line = input("read-line", port).readLine();
    return line == null ? Eof.VALUE : new MString(line);
  }

  /**
   * Kawa's {@code (read-line port handle-newline)}: {@code trim} drops the line's end, {@code concat}
   * keeps it, {@code peek} leaves it in the port, and {@code split} returns it as a second value
   * (empty when the input ends the line). At the end of input each returns the end-of-file object
   * alone, as Kawa's {@code split} does.
   */
  @Builtin("read-line")
  public static Object readLine(Object port, Object handleNewline) {
    String mode = Args.symbol("read-line", handleNewline).name();
    if (!mode.equals("trim") && !mode.equals("concat") && !mode.equals("peek") && !mode.equals("split")) {
      throw Errors.wrongType("read-line", "trim, concat, peek or split", handleNewline);
    }
    String[] line = input("read-line", port).readLine(!mode.equals("peek"));
    if (line == null) {
      return Eof.VALUE;
    }
    return switch (mode) {
      case "concat" -> new MString(line[0]).append(line[1]);
      case "split" -> kopi.runtime.Values.of(new MString(line[0]), new MString(line[1]));
      default -> new MString(line[0]);
    };
  }

  @Builtin("read-string")
  public static Object readString(Object k) {
    return readString(k, CURRENT_INPUT.get());
  }

  @Builtin("read-string")
  public static Object readString(Object k, Object port) {
    String text = input("read-string", port).readString(Args.index("read-string", k));
    return text == null ? Eof.VALUE : new MString(text);
  }

  @Builtin("char-ready?")
  public static Object charReady() {
    return charReady(CURRENT_INPUT.get());
  }

  @Builtin("char-ready?")
  public static Object charReady(Object port) {
    return input("char-ready?", port).ready();
  }

  @Builtin("read")
  public static Object read() {
    return read(CURRENT_INPUT.get());
  }

  @Builtin("read")
  public static Object read(Object port) {
    return RuntimeReader.read(input("read", port));
  }

  /** Kawa's {@code port-line}: the line of the next character an input port reads, from 0. */
  @Builtin("port-line")
  public static Object portLine(Object port) {
    return (long) input("port-line", port).line();
  }

  /** Kawa's {@code port-column}: the column of the next character an input port reads, from 0. */
  @Builtin("port-column")
  public static Object portColumn(Object port) {
    return (long) input("port-column", port).column();
  }

  /** Kawa's {@code input-port-line-number}: {@code port-line} counted from 1. */
  @Builtin("input-port-line-number")
  public static Object inputPortLineNumber(Object port) {
    return (long) input("input-port-line-number", port).line() + 1;
  }

  /** Kawa's {@code input-port-column-number}: {@code port-column} counted from 1. */
  @Builtin("input-port-column-number")
  public static Object inputPortColumnNumber(Object port) {
    return (long) input("input-port-column-number", port).column() + 1;
  }

  /** Kawa's {@code set-port-line!}: sets the line, from 0, that the port counts on from. */
  @Builtin("set-port-line!")
  public static Object setPortLine(Object port, Object line) {
    input("set-port-line!", port).line(Args.index("set-port-line!", line));
    return Unspecified.VALUE;
  }

  /** Kawa's {@code set-input-port-line-number!}: sets the line, from 1, that the port counts on from. */
  @Builtin("set-input-port-line-number!")
  public static Object setInputPortLineNumber(Object port, Object line) {
    int number = Args.index("set-input-port-line-number!", line);
    input("set-input-port-line-number!", port).line(number - 1);
    return Unspecified.VALUE;
  }

  @Builtin("eof-object")
  public static Object eofObject() {
    return Eof.VALUE;
  }

  @Builtin("eof-object?")
  public static Object eofObjectP(Object x) {
    return x == Eof.VALUE;
  }

  // ------------------------------------------------------------------ ports as objects

  @Builtin("port?")
  public static Object portP(Object x) {
    return x instanceof InputPort || x instanceof OutputPort || x instanceof BinaryInputPort
        || x instanceof BinaryOutputPort;
  }

  @Builtin("input-port?")
  public static Object inputPortP(Object x) {
    return x instanceof InputPort || x instanceof BinaryInputPort;
  }

  @Builtin("output-port?")
  public static Object outputPortP(Object x) {
    return x instanceof OutputPort || x instanceof BinaryOutputPort;
  }

  @Builtin("textual-port?")
  public static Object textualPortP(Object x) {
    return x instanceof InputPort || x instanceof OutputPort;
  }

  @Builtin("binary-port?")
  public static Object binaryPortP(Object x) {
    return x instanceof BinaryInputPort || x instanceof BinaryOutputPort || BinaryIoLib.isConsoleBinary(x);
  }

  @Builtin("input-port-open?")
  public static Object inputPortOpenP(Object port) {
    if (port instanceof BinaryInputPort in) {
      return in.isOpen();
    }
    return input("input-port-open?", port).isOpen();
  }

  @Builtin("output-port-open?")
  public static Object outputPortOpenP(Object port) {
    if (port instanceof BinaryOutputPort out) {
      return out.isOpen();
    }
    return output("output-port-open?", port).isOpen();
  }

  @Builtin("close-port")
  public static Object closePort(Object port) {
    if (port instanceof InputPort in) {
      in.close();
    } else if (port instanceof BinaryInputPort in) {
      in.close();
    } else if (port instanceof BinaryOutputPort out) {
      out.close();
    } else {
      output("close-port", port).close();
    }
    return Unspecified.VALUE;
  }

  @Builtin("close-input-port")
  public static Object closeInputPort(Object port) {
    if (port instanceof BinaryInputPort in) {
      in.close();
      return Unspecified.VALUE;
    }
    input("close-input-port", port).close();
    return Unspecified.VALUE;
  }

  @Builtin("close-output-port")
  public static Object closeOutputPort(Object port) {
    if (port instanceof BinaryOutputPort out) {
      out.close();
      return Unspecified.VALUE;
    }
    output("close-output-port", port).close();
    return Unspecified.VALUE;
  }

  @Builtin("with-output-to-file")
  public static Object withOutputToFile(Object name, Object thunk) {
    OutputPort port = (OutputPort) openOutputFile(name);
    try {
      return Parameter.parameterize(new Pair(CURRENT_OUTPUT, kopi.runtime.Nil.NIL),
          new Pair(port, kopi.runtime.Nil.NIL), thunk);
    } finally {
      port.close();
    }
  }

  @Builtin("with-input-from-file")
  public static Object withInputFromFile(Object name, Object thunk) {
    InputPort port = (InputPort) openInputFile(name);
    try {
      return Parameter.parameterize(new Pair(CURRENT_INPUT, kopi.runtime.Nil.NIL),
          new Pair(port, kopi.runtime.Nil.NIL), thunk);
    } finally {
      port.close();
    }
  }

  // ------------------------------------------------------------------ files

  @Builtin("open-input-file")
  public static Object openInputFile(Object name) {
    Path path = FileLib.inputPath("open-input-file", name);
    try {
      return InputPort.file(Files.newBufferedReader(path, StandardCharsets.UTF_8), path.toString());
    } catch (IOException e) {
      throw FileLib.failure("open input file", name, e);
    }
  }

  @Builtin("open-output-file")
  public static Object openOutputFile(Object name) {
    Path path = FileLib.path("open-output-file", name);
    try {
      return OutputPort.file(Files.newBufferedWriter(path, StandardCharsets.UTF_8), path.toString());
    } catch (IOException e) {
      throw FileLib.failure("open output file", name, e);
    }
  }

  @Builtin("call-with-output-file")
  public static Object callWithOutputFile(Object name, Object proc) {
    OutputPort port = (OutputPort) openOutputFile(name);
    try {
      return Procedure.call(Args.procedure("call-with-output-file", proc), port);
    } finally {
      port.close();
    }
  }

  @Builtin("call-with-input-file")
  public static Object callWithInputFile(Object name, Object proc) {
    InputPort port = (InputPort) openInputFile(name);
    try {
      return Procedure.call(Args.procedure("call-with-input-file", proc), port);
    } finally {
      port.close();
    }
  }

  @Builtin("call-with-port")
  public static Object callWithPort(Object port, Object proc) {
    Object result = Procedure.call(Args.procedure("call-with-port", proc), port);
    closePort(port);
    return result;
  }

  @Builtin("file-exists?")
  public static Object fileExistsP(Object name) {
    return Files.exists(FileLib.path("file-exists?", name));
  }

  @Builtin("delete-file")
  public static Object deleteFile(Object name) {
    try {
      Files.delete(FileLib.path("delete-file", name));
    } catch (IOException e) {
      throw FileLib.failure("delete", name, e);
    }
    return Unspecified.VALUE;
  }

  private static OutputPort output(String who, Object port) {
    if (port instanceof OutputPort out) {
      return out;
    }
    throw Errors.wrongType(who, "output port", port);
  }

  private static InputPort input(String who, Object port) {
    if (port instanceof InputPort in) {
      return in;
    }
    throw Errors.wrongType(who, "input port", port);
  }
}
