package kopi.server.dap;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The Debug Adapter Protocol's wire format and the message types Kopi's adapter uses, as plain
 * records that Gson maps to and from JSON (fields named as the protocol names them; a null field is
 * left out). LSP4J's {@code org.eclipse.lsp4j.debug} would give these types, but the version that
 * matches the LSP4J 1.0.0 in use does not resolve here, and its 0.24.0 would mix two LSP4J versions
 * in one jar; the adapter needs only this handful.
 */
final class Protocol {
  private Protocol() {}

  static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  // ---------------------------------------------------------------------------- envelopes

  record Request(int seq, String type, String command, JsonObject arguments) {}

  record Response(int seq, String type, int request_seq, boolean success, String command, String message,
      Object body) {}

  record Event(int seq, String type, String event, Object body) {}

  // ---------------------------------------------------------------------------- arguments

  record LaunchArguments(String program, List<String> args, String cwd, Boolean stopOnEntry, Boolean noDebug,
      List<String> libraryPath) {}

  record SetBreakpointsArguments(Source source, List<SourceBreakpoint> breakpoints) {}

  record SourceBreakpoint(int line, Integer column, String condition, String hitCondition, String logMessage) {}

  record SetExceptionBreakpointsArguments(List<String> filters) {}

  record ThreadArguments(long threadId) {}

  record StackTraceArguments(long threadId, Integer startFrame, Integer levels) {}

  record ScopesArguments(int frameId) {}

  record VariablesArguments(int variablesReference, Integer start, Integer count) {}

  record EvaluateArguments(String expression, Integer frameId, String context) {}

  // ---------------------------------------------------------------------------- bodies

  record Capabilities(boolean supportsConfigurationDoneRequest, boolean supportsConditionalBreakpoints,
      boolean supportsHitConditionalBreakpoints, boolean supportsLogPoints, boolean supportsEvaluateForHovers,
      boolean supportsTerminateRequest, boolean supportsExceptionInfoRequest,
      List<ExceptionFilter> exceptionBreakpointFilters) {}

  record ExceptionFilter(String filter, String label, String description,
      @com.google.gson.annotations.SerializedName("default") boolean isDefault) {}

  record Source(String name, String path) {}

  record Breakpoint(Integer id, boolean verified, String message, Source source, Integer line) {}

  record BreakpointsBody(List<Breakpoint> breakpoints) {}

  record BreakpointEventBody(String reason, Breakpoint breakpoint) {}

  record ThreadInfo(long id, String name) {}

  record ThreadsBody(List<ThreadInfo> threads) {}

  record StackFrameInfo(int id, String name, Source source, int line, int column, String presentationHint) {}

  record StackTraceBody(List<StackFrameInfo> stackFrames, int totalFrames) {}

  record Scope(String name, String presentationHint, int variablesReference, boolean expensive) {}

  record ScopesBody(List<Scope> scopes) {}

  record Variable(String name, String value, String type, int variablesReference) {}

  record VariablesBody(List<Variable> variables) {}

  record EvaluateBody(String result, String type, int variablesReference) {}

  record ContinueBody(boolean allThreadsContinued) {}

  record ExceptionInfoBody(String exceptionId, String description, String breakMode) {}

  record StoppedBody(String reason, String description, long threadId, boolean allThreadsStopped,
      List<Integer> hitBreakpointIds, String text) {}

  record ContinuedBody(long threadId, boolean allThreadsContinued) {}

  record OutputBody(String category, String output) {}

  record ExitedBody(int exitCode) {}

  record ThreadEventBody(String reason, long threadId) {}

  // ---------------------------------------------------------------------------- framing

  /** The next message's JSON, or null at the end of the stream. */
  static JsonObject read(InputStream in) throws IOException {
    int length = -1;
    while (true) {
      String line = readLine(in);
      if (line == null) {
        return null;
      }
      if (line.isEmpty()) {
        if (length >= 0) {
          break;
        }
        continue;
      }
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase("Content-Length")) {
        length = Integer.parseInt(line.substring(colon + 1).trim());
      }
    }
    byte[] body = in.readNBytes(length);
    if (body.length < length) {
      return null;
    }
    JsonElement element = JsonParser.parseString(new String(body, StandardCharsets.UTF_8));
    return element.isJsonObject() ? element.getAsJsonObject() : new JsonObject();
  }

  private static String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    int c;
    while ((c = in.read()) != -1) {
      if (c == '\n') {
        String text = line.toString(StandardCharsets.US_ASCII);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
      }
      line.write(c);
    }
    return line.size() == 0 ? null : line.toString(StandardCharsets.US_ASCII);
  }

  /** Writes one message with its header. */
  static void write(OutputStream out, Object message) throws IOException {
    byte[] body = GSON.toJson(message).getBytes(StandardCharsets.UTF_8);
    out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    out.write(body);
    out.flush();
  }
}
