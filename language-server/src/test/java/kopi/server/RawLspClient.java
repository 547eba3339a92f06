package kopi.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A client at the byte level, for the protocol tests: it starts the real server ({@code kopi.server.Main
 * lsp}) in its own JVM and writes whatever frames a test wants, right or wrong, to its standard input;
 * a thread reads the server's frames (strictly: a malformed one from the server fails the test) and
 * answers the server's own requests with null.
 */
final class RawLspClient implements AutoCloseable {
  final Process process;
  private final OutputStream toServer;
  private final BlockingQueue<JsonObject> responses = new LinkedBlockingQueue<>();
  final BlockingQueue<JsonObject> notifications = new LinkedBlockingQueue<>();
  private final AtomicInteger ids = new AtomicInteger(1000);
  final List<String> readerFailures = java.util.Collections.synchronizedList(new ArrayList<>());
  /** Frames read from the server, all kinds. */
  final AtomicInteger framesRead = new AtomicInteger();

  RawLspClient(String... jvmOptions) throws IOException {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-XX:+UseSerialGC"));
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("-cp", classPath, "kopi.server.Main", "lsp"));
    process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    toServer = process.getOutputStream();
    Thread reader = new Thread(this::readFrames, "raw-client-reader");
    reader.setDaemon(true);
    reader.start();
  }

  // ---- writing

  int nextId() {
    return ids.incrementAndGet();
  }

  /** Writes raw bytes as they are. */
  synchronized void writeRaw(byte[] bytes) throws IOException {
    toServer.write(bytes);
    toServer.flush();
  }

  void writeRaw(String text) throws IOException {
    writeRaw(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A correctly framed message. */
  void send(JsonObject message) throws IOException {
    byte[] body = message.toString().getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    frame.writeBytes(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    frame.writeBytes(body);
    writeRaw(frame.toByteArray());
  }

  static JsonObject request(int id, String method, JsonElement params) {
    JsonObject message = new JsonObject();
    message.addProperty("jsonrpc", "2.0");
    message.addProperty("id", id);
    message.addProperty("method", method);
    if (params != null) {
      message.add("params", params);
    }
    return message;
  }

  static JsonObject notification(String method, JsonElement params) {
    JsonObject message = new JsonObject();
    message.addProperty("jsonrpc", "2.0");
    message.addProperty("method", method);
    if (params != null) {
      message.add("params", params);
    }
    return message;
  }

  /** Sends a request and returns its id. */
  int sendRequest(String method, JsonElement params) throws IOException {
    int id = nextId();
    send(request(id, method, params));
    return id;
  }

  void notify(String method, JsonElement params) throws IOException {
    send(notification(method, params));
  }

  /** Sends a request and waits for its response. */
  JsonObject call(String method, JsonElement params, long timeoutSeconds) throws Exception {
    return response(sendRequest(method, params), timeoutSeconds);
  }

  // ---- reading

  /** The response to request {@code id}; fails after {@code timeoutSeconds}. */
  JsonObject response(Object id, long timeoutSeconds) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
    List<JsonObject> others = new ArrayList<>();
    try {
      while (true) {
        long left = deadline - System.nanoTime();
        JsonObject next = left <= 0 ? null : responses.poll(left, TimeUnit.NANOSECONDS);
        if (next == null) {
          throw new AssertionError("no response to request " + id + " within " + timeoutSeconds + " s"
              + (process.isAlive() ? "" : " (the server exited with " + process.exitValue() + ")")
              + "; other responses meanwhile: " + others);
        }
        if (matches(next, id)) {
          return next;
        }
        others.add(next);
      }
    } finally {
      responses.addAll(others);
    }
  }

  private static boolean matches(JsonObject response, Object id) {
    JsonElement actual = response.get("id");
    if (id == null) {
      return actual == null || actual.isJsonNull();
    }
    return actual != null && actual.isJsonPrimitive() && actual.getAsString().equals(String.valueOf(id));
  }

  /** Responses not yet claimed, removed. */
  List<JsonObject> drainResponses() {
    List<JsonObject> out = new ArrayList<>();
    responses.drainTo(out);
    return out;
  }

  private void readFrames() {
    try (InputStream in = process.getInputStream()) {
      while (true) {
        int length = -1;
        String line;
        while (!(line = readLine(in)).isEmpty()) {
          if (line.startsWith("Content-Length: ")) {
            length = Integer.parseInt(line.substring("Content-Length: ".length()).trim());
          } else if (!line.startsWith("Content-Type: ")) {
            readerFailures.add("unexpected header line from the server: " + line);
          }
        }
        if (length < 0) {
          readerFailures.add("a frame from the server without Content-Length");
          return;
        }
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
          return;
        }
        framesRead.incrementAndGet();
        JsonObject message = JsonParser.parseString(new String(body, StandardCharsets.UTF_8)).getAsJsonObject();
        if (message.has("method") && message.has("id")) {
          // A request of the server's (progress tokens, refresh): answer it.
          JsonObject answer = new JsonObject();
          answer.addProperty("jsonrpc", "2.0");
          answer.add("id", message.get("id"));
          answer.add("result", com.google.gson.JsonNull.INSTANCE);
          send(answer);
        } else if (message.has("method")) {
          notifications.add(message);
        } else {
          responses.add(message);
        }
      }
    } catch (EndOfInput end) {
      // The server closed its output.
    } catch (IOException | RuntimeException failure) {
      if (process.isAlive()) {
        readerFailures.add("reading the server's output failed: " + failure);
      }
    }
  }

  private static final class EndOfInput extends IOException {
    EndOfInput() {
      super("end of the server's output");
    }
  }

  private static String readLine(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    while (true) {
      int b = in.read();
      if (b < 0) {
        throw new EndOfInput();
      }
      if (b == '\n') {
        if (line.length() > 0 && line.charAt(line.length() - 1) == '\r') {
          line.setLength(line.length() - 1);
        }
        return line.toString();
      }
      line.append((char) b);
    }
  }

  @Override
  public void close() {
    try {
      toServer.close();
    } catch (IOException alreadyGone) {
      // The server exited.
    }
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      // close() must not throw InterruptedException (try-with-resources would swallow the flag).
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
