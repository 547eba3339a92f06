package kopi.server.eval;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Sends every write of the worker's user-visible output (the Session's ports, {@code System.out},
 * {@code System.err}) to the {@link OutputCapture} of the evaluation running now, so that the
 * protocol stream only ever carries protocol lines.
 */
final class OutputRouter {
  private volatile OutputCapture current;

  OutputRouter(OutputCapture idle) {
    this.current = idle;
  }

  OutputCapture current() {
    return current;
  }

  void route(OutputCapture capture) {
    this.current = capture;
  }

  /** A writer appending to the current capture's {@code stream}. */
  Writer writer(String stream) {
    return new Writer() {
      @Override
      public void write(char[] buffer, int offset, int length) {
        current.append(stream, CharBuffer.wrap(buffer), offset, length);
      }

      @Override
      public void write(String text, int offset, int length) {
        current.append(stream, text, offset, length);
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
  }

  /** A print stream decoding UTF-8 into the current capture's {@code stream}. */
  PrintStream printStream(String stream) {
    return new PrintStream(new DecodingStream(writer(stream)), true, StandardCharsets.UTF_8);
  }

  /** Decodes UTF-8 bytes to characters, keeping an incomplete sequence for the next write. */
  private static final class DecodingStream extends OutputStream {
    private final Writer target;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final ByteBuffer bytes = ByteBuffer.allocate(8192);
    private final CharBuffer chars = CharBuffer.allocate(8192);

    DecodingStream(Writer target) {
      this.target = target;
    }

    @Override
    public synchronized void write(int b) throws java.io.IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] buffer, int offset, int length) throws java.io.IOException {
      while (length > 0) {
        int count = Math.min(length, bytes.remaining());
        bytes.put(buffer, offset, count);
        offset += count;
        length -= count;
        decode();
      }
    }

    private void decode() throws java.io.IOException {
      bytes.flip();
      while (true) {
        boolean underflow = decoder.decode(bytes, chars, false).isUnderflow();
        chars.flip();
        target.write(chars.array(), 0, chars.limit());
        chars.clear();
        if (underflow) {
          break;
        }
      }
      bytes.compact();
    }
  }
}
