package kopi.server.dap;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A Debug Adapter Protocol client for the tests: starts the real {@code kopi.server.Main dap} in its
 * own JVM and talks to it over its standard input and output, as an editor does. Events are kept
 * in arrival order until a test takes them; program output is gathered as it comes.
 */
final class DapClient implements AutoCloseable {
  /** How long any one answer may take before the test fails instead of hanging. */
  private static final long PATIENCE_MILLIS = 120_000;

  private final Process process;
  private final OutputStream out;
  private final List<JsonObject> unread = new ArrayList<>();
  private final StringBuilder output = new StringBuilder();
  private boolean closed;
  private int sequence = 1;

  private DapClient(Process process) {
    this.process = process;
    this.out = process.getOutputStream();
    Thread reader = new Thread(() -> read(process.getInputStream()), "dap-client-reader");
    reader.setDaemon(true);
    reader.start();
  }

  static DapClient start() throws IOException {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(List.of(java, "-cp", classPath, "kopi.server.Main", "dap"))
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    return new DapClient(process);
  }

  private void read(InputStream in) {
    try {
      JsonObject message;
      while ((message = Protocol.read(in)) != null) {
        synchronized (this) {
          if ("event".equals(message.get("type").getAsString())
              && "output".equals(message.get("event").getAsString())) {
            output.append(message.getAsJsonObject("body").get("output").getAsString());
          }
          unread.add(message);
          notifyAll();
        }
      }
    } catch (IOException e) {
      // The adapter ended.
    }
    synchronized (this) {
      closed = true;
      notifyAll();
    }
  }

  /** Sends a request and returns its response's body (or the whole response when it failed). */
  JsonObject request(String command, Map<String, ?> arguments) throws Exception {
    JsonObject response = send(command, arguments);
    assertTrue(response.get("success").getAsBoolean(), command + " failed: " + response);
    return response.has("body") && response.get("body").isJsonObject() ? response.getAsJsonObject("body")
        : new JsonObject();
  }

  /** Sends a request and returns its response, successful or not. */
  JsonObject send(String command, Map<String, ?> arguments) throws Exception {
    int seq;
    synchronized (this) {
      seq = sequence++;
    }
    Map<String, Object> message = Map.of("seq", seq, "type", "request", "command", command, "arguments", arguments);
    synchronized (out) {
      Protocol.write(out, message);
    }
    return take(m -> "response".equals(m.get("type").getAsString()) && m.get("request_seq").getAsInt() == seq,
        "the response to " + command);
  }

  /** The next event named {@code name}, waiting for it. */
  JsonObject event(String name) throws Exception {
    JsonObject event = take(m -> "event".equals(m.get("type").getAsString())
        && name.equals(m.get("event").getAsString()), "a " + name + " event");
    return event.has("body") && event.get("body").isJsonObject() ? event.getAsJsonObject("body") : new JsonObject();
  }

  private synchronized JsonObject take(java.util.function.Predicate<JsonObject> wanted, String what)
      throws InterruptedException {
    long deadline = System.currentTimeMillis() + PATIENCE_MILLIS;
    while (true) {
      for (Iterator<JsonObject> it = unread.iterator(); it.hasNext();) {
        JsonObject message = it.next();
        if (wanted.test(message)) {
          it.remove();
          return message;
        }
      }
      long left = deadline - System.currentTimeMillis();
      if (closed || left <= 0) {
        fail("no " + what + (closed ? " (the adapter ended)" : "") + "; unread: " + unread + "; output: " + output);
      }
      wait(left);
    }
  }

  synchronized String output() {
    return output.toString();
  }

  // ---------------------------------------------------------------------------- conveniences

  /** initialize, launch and the breakpoints of {@code program}; the program waits for {@link #run}. */
  void launch(Path program, List<String> args, Path cwd, List<Map<String, Object>> breakpoints) throws Exception {
    request("initialize", Map.of("adapterID", "kopi", "linesStartAt1", true));
    event("initialized");
    request("launch", Map.of("program", program.toString(), "args", args, "cwd", cwd.toString()));
    if (!breakpoints.isEmpty()) {
      setBreakpoints(program, breakpoints);
    }
  }

  JsonArray setBreakpoints(Path program, List<Map<String, Object>> breakpoints) throws Exception {
    return request("setBreakpoints", Map.of("source", Map.of("path", program.toString()), "breakpoints", breakpoints))
        .getAsJsonArray("breakpoints");
  }

  void run() throws Exception {
    request("configurationDone", Map.of());
  }

  /** The stack of {@code threadId}: each frame as {@code NAME:LINE}. */
  List<String> stack(long threadId) throws Exception {
    List<String> frames = new ArrayList<>();
    for (JsonElement frame : request("stackTrace", Map.of("threadId", threadId)).getAsJsonArray("stackFrames")) {
      JsonObject f = frame.getAsJsonObject();
      frames.add(f.get("name").getAsString() + ":" + f.get("line").getAsInt());
    }
    return frames;
  }

  int topFrameId(long threadId) throws Exception {
    return request("stackTrace", Map.of("threadId", threadId)).getAsJsonArray("stackFrames").get(0)
        .getAsJsonObject().get("id").getAsInt();
  }

  /** The variables of a reference: name → the variable (value, variablesReference). */
  Map<String, JsonObject> variables(int reference) throws Exception {
    Map<String, JsonObject> variables = new java.util.LinkedHashMap<>();
    for (JsonElement v : request("variables", Map.of("variablesReference", reference)).getAsJsonArray("variables")) {
      variables.put(v.getAsJsonObject().get("name").getAsString(), v.getAsJsonObject());
    }
    return variables;
  }

  /** The locals of the top frame of {@code threadId}: name → value as {@code write} prints it. */
  Map<String, String> locals(long threadId) throws Exception {
    int frame = topFrameId(threadId);
    int reference = request("scopes", Map.of("frameId", frame)).getAsJsonArray("scopes").get(0).getAsJsonObject()
        .get("variablesReference").getAsInt();
    Map<String, String> locals = new java.util.LinkedHashMap<>();
    variables(reference).forEach((name, v) -> locals.put(name, v.get("value").getAsString()));
    return locals;
  }

  /** Waits for the program to end; returns its exit status. */
  int exitCode() throws Exception {
    int code = event("exited").get("exitCode").getAsInt();
    event("terminated");
    return code;
  }

  @Override
  public void close() throws IOException {
    try {
      if (process.isAlive()) {
        send("disconnect", Map.of());
        process.waitFor(30, TimeUnit.SECONDS);
      }
    } catch (AssertionError e) {
      // The adapter ended first.
    } catch (InterruptedException e) {
      // close() must not throw InterruptedException (try-with-resources would swallow the flag).
      Thread.currentThread().interrupt();
    } catch (Exception e) {
      throw new IOException("disconnect: " + e.getMessage(), e);
    } finally {
      process.destroyForcibly();
    }
  }
}
