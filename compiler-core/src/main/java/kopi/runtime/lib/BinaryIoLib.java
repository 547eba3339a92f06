package kopi.runtime.lib;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import kopi.runtime.BinaryInputPort;
import kopi.runtime.BinaryOutputPort;
import kopi.runtime.Builtin;
import kopi.runtime.Eof;
import kopi.runtime.Errors;
import kopi.runtime.InputPort;
import kopi.runtime.OutputPort;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;

/**
 * Binary ports of (scheme base) and (scheme file). The console ports (standard input, output and
 * error) are binary as well as textual, as Kawa's are, so {@code read-u8} and {@code write-u8}
 * without a port read and write the current ports while those are the console's.
 */
public final class BinaryIoLib {
  private BinaryIoLib() {}

  @Builtin("open-input-bytevector")
  public static Object openInputBytevector(Object bytes) {
    return BinaryInputPort.ofBytes(Args.bytevector("open-input-bytevector", bytes).clone());
  }

  @Builtin("open-output-bytevector")
  public static Object openOutputBytevector() {
    return BinaryOutputPort.ofBytes();
  }

  @Builtin("get-output-bytevector")
  public static Object getOutputBytevector(Object port) {
    return output("get-output-bytevector", port).contents();
  }

  @Builtin("open-binary-input-file")
  public static Object openBinaryInputFile(Object name) {
    Path path = FileLib.inputPath("open-binary-input-file", name);
    try {
      return new BinaryInputPort(Files.newInputStream(path), path.toString());
    } catch (IOException e) {
      throw FileLib.failure("open input file", name, e);
    }
  }

  @Builtin("open-binary-output-file")
  public static Object openBinaryOutputFile(Object name) {
    Path path = FileLib.path("open-binary-output-file", name);
    try {
      return new BinaryOutputPort(Files.newOutputStream(path), path.toString());
    } catch (IOException e) {
      throw FileLib.failure("open output file", name, e);
    }
  }

  @Builtin("read-u8")
  public static Object readU8() {
    return readU8(IoLib.CURRENT_INPUT.get());
  }

  @Builtin("read-u8")
  public static Object readU8(Object port) {
    int b = port instanceof InputPort console && console.isBinary() ? console.readByte()
        : input("read-u8", port).read();
    return b < 0 ? Eof.VALUE : (Object) (long) b;
  }

  @Builtin("peek-u8")
  public static Object peekU8() {
    return peekU8(IoLib.CURRENT_INPUT.get());
  }

  @Builtin("peek-u8")
  public static Object peekU8(Object port) {
    int b = port instanceof InputPort console && console.isBinary() ? console.peekByte()
        : input("peek-u8", port).peek();
    return b < 0 ? Eof.VALUE : (Object) (long) b;
  }

  @Builtin("u8-ready?")
  public static Object u8Ready() {
    return u8Ready(IoLib.CURRENT_INPUT.get());
  }

  @Builtin("u8-ready?")
  public static Object u8Ready(Object port) {
    return port instanceof InputPort console && console.isBinary() ? console.byteReady()
        : input("u8-ready?", port).ready();
  }

  @Builtin("read-bytevector")
  public static Object readBytevector(Object k) {
    return readBytevector(k, IoLib.CURRENT_INPUT.get());
  }

  @Builtin("read-bytevector")
  public static Object readBytevector(Object k, Object port) {
    int count = Args.index("read-bytevector", k);
    checkInput("read-bytevector", port);
    byte[] buffer = new byte[count];
    int n = 0;
    while (n < count) {
      int b = readByte(port);
      if (b < 0) {
        break;
      }
      buffer[n++] = (byte) b;
    }
    return n == 0 && count > 0 ? Eof.VALUE : java.util.Arrays.copyOf(buffer, n);
  }

  @Builtin("read-bytevector!")
  public static Object readBytevectorBang(Object bytes) {
    return readBytevectorBang(bytes, IoLib.CURRENT_INPUT.get(), null, null);
  }

  @Builtin("read-bytevector!")
  public static Object readBytevectorBang(Object bytes, Object port) {
    return readBytevectorBang(bytes, port, null, null);
  }

  @Builtin("read-bytevector!")
  public static Object readBytevectorBang(Object bytes, Object port, Object start) {
    return readBytevectorBang(bytes, port, start, null);
  }

  @Builtin("read-bytevector!")
  public static Object readBytevectorBang(Object bytes, Object port, Object start, Object end) {
    byte[] target = Args.bytevector("read-bytevector!", bytes);
    checkInput("read-bytevector!", port);
    int from = Args.start("read-bytevector!", start, target.length);
    int to = Args.end("read-bytevector!", end, from, target.length);
    int n = 0;
    while (from + n < to) {
      int b = readByte(port);
      if (b < 0) {
        break;
      }
      target[from + n++] = (byte) b;
    }
    return n == 0 && to > from ? Eof.VALUE : (Object) (long) n;
  }

  @Builtin("write-u8")
  public static Object writeU8(Object value) {
    return writeU8(value, IoLib.CURRENT_OUTPUT.get());
  }

  @Builtin("write-u8")
  public static Object writeU8(Object value, Object port) {
    byte[] one = {BytevectorLib.octet("write-u8", value)};
    write("write-u8", port, one, 0, 1);
    return Unspecified.VALUE;
  }

  @Builtin("write-bytevector")
  public static Object writeBytevector(Object bytes) {
    return writeBytevector(bytes, IoLib.CURRENT_OUTPUT.get(), null, null);
  }

  @Builtin("write-bytevector")
  public static Object writeBytevector(Object bytes, Object port) {
    return writeBytevector(bytes, port, null, null);
  }

  @Builtin("write-bytevector")
  public static Object writeBytevector(Object bytes, Object port, Object start) {
    return writeBytevector(bytes, port, start, null);
  }

  @Builtin("write-bytevector")
  public static Object writeBytevector(Object bytes, Object port, Object start, Object end) {
    byte[] source = Args.bytevector("write-bytevector", bytes);
    int from = Args.start("write-bytevector", start, source.length);
    write("write-bytevector", port, source, from, Args.end("write-bytevector", end, from, source.length));
    return Unspecified.VALUE;
  }

  /** Whether a port is textual and binary at once: the console ports, as in Kawa. */
  static boolean isConsoleBinary(Object port) {
    return port instanceof InputPort in && in.isBinary() || port instanceof OutputPort out && out.isBinary();
  }

  private static void checkInput(String who, Object port) {
    if (!(port instanceof InputPort in && in.isBinary())) {
      input(who, port);
    }
  }

  private static int readByte(Object port) {
    return port instanceof InputPort console ? console.readByte() : ((BinaryInputPort) port).read();
  }

  private static void write(String who, Object port, byte[] bytes, int from, int to) {
    if (port instanceof OutputPort console && console.isBinary()) {
      console.writeBytes(bytes, from, to);
    } else {
      output(who, port).write(bytes, from, to);
    }
  }

  static BinaryInputPort input(String who, Object port) {
    if (port instanceof BinaryInputPort in) {
      return in;
    }
    throw Errors.wrongType(who, "binary input port", port);
  }

  static BinaryOutputPort output(String who, Object port) {
    if (port instanceof BinaryOutputPort out) {
      return out;
    }
    throw Errors.wrongType(who, "binary output port", port);
  }
}
