package kopi.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.MessageIssueHandler;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

/**
 * Reads the {@code Content-Length}-framed messages of the base protocol, and survives a client that
 * frames one wrongly. LSP4J's own reader, after one wrong length, reads the rest of that message as
 * headers and never finds its footing again; this one:
 *
 * <ul>
 *   <li>reads a body as the JSON value it holds: a value complete before the declared length ends
 *       is the message (the length was too long, the rest is left for the next header); one still
 *       open when the length ends is read on to its end (the length was too short, typically a
 *       client that counted characters instead of UTF-8 bytes), unless the next
 *       {@code Content-Length:} header or a pause of the input comes first;</li>
 *   <li>answers a body that is no JSON, or a frame without a usable length, with a
 *       {@code ParseError} (-32700) of id null, and one that is JSON but no message with an
 *       {@code InvalidRequest} (-32600), then scans forward to the next {@code Content-Length:}
 *       header, wherever on its line it starts;</li>
 *   <li>hands a request whose params do not fit its method to the issue handler (the
 *       {@link ProtocolEndpoint}), which answers it by its id.</li>
 * </ul>
 */
final class FramedMessageProducer implements MessageProducer, java.io.Closeable {
  private static final String CONTENT_LENGTH = "content-length:";
  /** How long a body still open after its declared length may wait for more input. */
  private static final long PAUSE_NANOS = 500_000_000L;
  /** The largest body read; a longer one is answered with a ParseError and skipped. */
  static final int MAX_BODY_BYTES = 512 * 1024 * 1024;

  private final InputStream input;
  private final MessageJsonHandler json;
  private final MessageIssueHandler issues;
  private final MessageConsumer replies;
  private final ServerLog log;
  private final byte[] buffer = new byte[64 * 1024];
  private int position;
  private int limit;
  private volatile boolean running;
  /** After a broken frame: skip what is left of it quietly, until the next header. */
  private boolean resynchronising;

  /**
   * @param replies where the error replies of broken frames go: the same consumer as the endpoint's
   *                replies, so that messages never interleave on the output
   */
  FramedMessageProducer(InputStream input, MessageJsonHandler json, MessageIssueHandler issues,
      MessageConsumer replies, ServerLog log) {
    this.input = input;
    this.json = json;
    this.issues = issues;
    this.replies = replies;
    this.log = log;
  }

  @Override
  public void listen(MessageConsumer callback) {
    running = true;
    try {
      while (running) {
        int length = readHeaders();
        if (length == END) {
          return;
        }
        if (length >= 0) {
          byte[] body = readBody(length);
          if (body == null) {
            return;
          }
          if (body.length > 0) {
            dispatch(body, callback);
          }
        }
      }
    } catch (IOException closed) {
      if (!JsonRpcException.indicatesStreamClosed(closed)) {
        throw new JsonRpcException(closed);
      }
    } finally {
      running = false;
    }
  }

  @Override
  public void close() {
    running = false;
  }

  private static final int END = -2;
  private static final int NO_LENGTH = -1;

  /**
   * Reads header lines up to the blank line that ends them; the declared length, {@link #NO_LENGTH}
   * when the headers gave no usable one (already answered), or {@link #END} at the end of input.
   */
  private int readHeaders() throws IOException {
    int length = NO_LENGTH;
    boolean any = false;
    StringBuilder line = new StringBuilder();
    while (true) {
      int b = read();
      if (b < 0) {
        return END;
      }
      if (b == '\r') {
        continue;
      }
      if (b != '\n') {
        if (line.length() < 4096) {
          line.append((char) b);
        }
        if (line.length() == 1 && !resynchronising && !isHeaderStart(b)) {
          // A line that cannot be a header: the body of a frame without one, or the rest of a
          // frame whose length was wrong.
          reportBrokenFrame("expected a Content-Length header, got a line starting with '" + (char) b + "'");
        }
        continue;
      }
      String text = line.toString();
      line.setLength(0);
      if (text.isEmpty()) {
        if (length >= 0) {
          resynchronising = false;
          return length;
        }
        if (any && !resynchronising) {
          reportBrokenFrame("a message without a Content-Length header");
        }
        any = false;
        continue;
      }
      int at = text.toLowerCase(Locale.ROOT).lastIndexOf(CONTENT_LENGTH);
      if (at >= 0) {
        if (!text.substring(0, at).isBlank() && !resynchronising) {
          reportBrokenFrame("unexpected text before a Content-Length header");
        }
        any = true;
        resynchronising = false;
        length = parseLength(text.substring(at + CONTENT_LENGTH.length()).trim());
        if (length < 0) {
          reportBrokenFrame("a bad Content-Length: " + text.substring(at));
        }
      } else if (!resynchronising && text.indexOf(':') > 0 && isHeaderStart(text.charAt(0))) {
        any = true; // Content-Type and other headers are accepted and ignored.
      }
    }
  }

  private static boolean isHeaderStart(int b) {
    return b < 128 && (Character.isLetter(b) || b == '-');
  }

  private static int parseLength(String digits) {
    if (digits.isEmpty() || digits.length() > 10 || !digits.chars().allMatch(Character::isDigit)) {
      return NO_LENGTH;
    }
    long value = Long.parseLong(digits);
    return value > MAX_BODY_BYTES ? NO_LENGTH : (int) value;
  }

  /**
   * Reads a body declared {@code length} bytes long, as described on the class; null at the end of
   * input. Bytes after a value completed early go back to the header reader.
   */
  private byte[] readBody(int length) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream(Math.min(length, 1 << 20) + 16);
    JsonScan scan = new JsonScan();
    int matched = 0; // characters of "content-length:" matched past the declared length
    while (true) {
      int count = body.size();
      if (count >= length) {
        if (scan.complete() || !scan.started() || scan.broken()) {
          return body.toByteArray();
        }
        // Still open after the declared length: read on, unless the input pauses.
        if (position >= limit && !waitForInput()) {
          return body.toByteArray();
        }
        if (count >= MAX_BODY_BYTES) {
          return body.toByteArray();
        }
      }
      int b = read();
      if (b < 0) {
        return body.size() == 0 ? null : body.toByteArray();
      }
      body.write(b);
      scan.accept(b);
      if (count >= length) {
        matched = Character.toLowerCase((char) b) == CONTENT_LENGTH.charAt(matched) ? matched + 1
            : (Character.toLowerCase((char) b) == CONTENT_LENGTH.charAt(0) ? 1 : 0);
        if (matched == CONTENT_LENGTH.length()) {
          // The next frame's header: this body was cut short. It goes back to the header reader.
          byte[] all = body.toByteArray();
          int headerStart = all.length - CONTENT_LENGTH.length();
          unread(all, headerStart, all.length - headerStart);
          return java.util.Arrays.copyOf(all, headerStart);
        }
      }
      if (scan.complete() && body.size() < length) {
        // A value complete before the declared length: what follows is not part of it.
        return body.toByteArray();
      }
    }
  }

  /** Waits up to {@link #PAUSE_NANOS} for input; false when none came. */
  private boolean waitForInput() throws IOException {
    long deadline = System.nanoTime() + PAUSE_NANOS;
    while (input.available() <= 0) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return true;
  }

  private int read() throws IOException {
    if (position >= limit) {
      int count = input.read(buffer, 0, buffer.length);
      if (count <= 0) {
        return -1;
      }
      position = 0;
      limit = count;
    }
    return buffer[position++] & 0xff;
  }

  /** Puts {@code count} bytes back in front of the unread input. */
  private void unread(byte[] bytes, int from, int count) {
    // The bytes were read from the buffer just now, so they fit in front of what remains of it.
    int remaining = limit - position;
    byte[] rest = java.util.Arrays.copyOfRange(buffer, position, limit);
    System.arraycopy(bytes, from, buffer, 0, count);
    System.arraycopy(rest, 0, buffer, count, remaining);
    position = 0;
    limit = count + remaining;
  }

  /** Parses one body and hands its message on; answers what cannot be a message. */
  private void dispatch(byte[] body, MessageConsumer callback) {
    String text = new String(body, StandardCharsets.UTF_8);
    JsonElement element;
    try {
      JsonReader reader = new JsonReader(new StringReader(text));
      element = JsonParser.parseReader(reader);
      if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
        throw new com.google.gson.JsonSyntaxException("text after the JSON value");
      }
    } catch (RuntimeException | StackOverflowError | IOException notJson) {
      resynchronising = true;
      reply(null, ResponseErrorCode.ParseError, "expected a JSON message: " + describe(notJson));
      return;
    }
    if (!element.isJsonObject()) {
      reply(null, ResponseErrorCode.InvalidRequest, "expected a JSON-RPC message object, got " + kind(element));
      return;
    }
    JsonObject object = element.getAsJsonObject();
    Either<String, Number> id = idOf(object);
    Message message;
    try {
      message = json.parseMessage(text);
    } catch (MessageIssueException issue) {
      issues.handle(issue.getRpcMessage(), issue.getIssues());
      return;
    } catch (RuntimeException | StackOverflowError unreadable) {
      if (id != null) {
        reply(id, object.has("method") ? ResponseErrorCode.InvalidParams : ResponseErrorCode.InvalidRequest,
            "could not read the message: " + describe(unreadable));
      } else {
        log.info("dropped an unreadable message: " + describe(unreadable));
      }
      return;
    }
    if (message == null) {
      reply(id, ResponseErrorCode.InvalidRequest, "expected a JSON-RPC message");
      return;
    }
    try {
      callback.consume(message);
    } catch (MessageIssueException issue) {
      issues.handle(issue.getRpcMessage(), issue.getIssues());
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError failure) {
      // The reader goes on whatever a handler did on this thread.
      log.error("handling a message failed", failure);
    }
  }

  private static Either<String, Number> idOf(JsonObject object) {
    JsonElement id = object.get("id");
    if (id == null || !id.isJsonPrimitive()) {
      return null;
    }
    if (id.getAsJsonPrimitive().isNumber()) {
      return Either.forRight(id.getAsNumber());
    }
    return Either.forLeft(id.getAsString());
  }

  private static String kind(JsonElement element) {
    return element.isJsonArray() ? "an array (batches are not part of LSP)" : element.isJsonNull() ? "null"
        : "a " + element;
  }

  private static String describe(Throwable failure) {
    if (failure instanceof StackOverflowError) {
      return "nested too deeply";
    }
    String message = failure.getMessage();
    return message == null ? failure.getClass().getSimpleName() : message;
  }

  private void reportBrokenFrame(String what) {
    resynchronising = true;
    reply(null, ResponseErrorCode.ParseError, "broken frame: " + what);
  }

  private void reply(Either<String, Number> id, ResponseErrorCode code, String message) {
    log.info("protocol error " + code.getValue() + ": " + message);
    ResponseMessage response = new ResponseMessage();
    response.setRawId(id);
    response.setJsonrpc("2.0");
    response.setError(new ResponseError(code, message, null));
    try {
      replies.consume(response);
    } catch (RuntimeException closed) {
      log.info("could not send an error reply: " + closed);
    }
  }

  /**
   * Tracks a JSON value byte by byte: whether it has started (an object or array), and whether its
   * brackets have closed again outside strings. UTF-8 continuation bytes never look like ASCII, so
   * bytes are enough.
   */
  private static final class JsonScan {
    private int depth;
    private boolean started;
    private boolean complete;
    private boolean broken;
    private boolean inString;
    private boolean escaped;

    void accept(int b) {
      if (complete || broken) {
        return;
      }
      if (!started) {
        if (b == '{' || b == '[') {
          started = true;
          depth = 1;
        } else if (!(b == ' ' || b == '\t' || b == '\r' || b == '\n')) {
          broken = true;
        }
        return;
      }
      if (inString) {
        if (escaped) {
          escaped = false;
        } else if (b == '\\') {
          escaped = true;
        } else if (b == '"') {
          inString = false;
        }
        return;
      }
      if (b == '"') {
        inString = true;
      } else if (b == '{' || b == '[') {
        depth++;
      } else if (b == '}' || b == ']') {
        depth--;
        complete = depth == 0;
      }
    }

    boolean started() {
      return started;
    }

    boolean complete() {
      return complete;
    }

    boolean broken() {
      return broken;
    }
  }
}
