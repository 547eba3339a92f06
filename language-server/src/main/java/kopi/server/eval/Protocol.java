package kopi.server.eval;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Optional;

/**
 * The messages between the language server and its evaluation worker, and their JSON form. Every
 * message is one line of JSON; the worker prefixes its lines with {@link #MARK} so that anything
 * else that reaches its standard output (a write to the raw console descriptor by evaluated code)
 * is recognised as stray output instead of corrupting the protocol. See the package documentation
 * for the message catalogue.
 */
public final class Protocol {
  /** The prefix of every line the worker writes for the protocol. */
  public static final String MARK = "@kopi ";

  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  /** Operations the worker understands. */
  public static final String EVAL = "eval";
  public static final String LOAD = "load";
  public static final String INTERRUPT = "interrupt";
  public static final String RESET = "reset";
  public static final String DESCRIBE = "describe";

  /**
   * A request from the server. {@code text}, {@code file}, {@code offset}, {@code line} and
   * {@code column} describe the code of an {@code eval} or {@code load} (where the text starts in
   * its document: UTF-16 offset, 0-based line and UTF-16 column); {@code outputLimit} is how many
   * characters of output the evaluation may produce before the rest is dropped (0: no limit).
   */
  public record Request(long id, String op, String text, String file, int offset, int line, int column,
      long outputLimit) {

    public static Request eval(long id, String text, String file, int offset, int line, int column, long outputLimit) {
      return new Request(id, EVAL, text, file, offset, line, column, outputLimit);
    }

    public static Request load(long id, String text, String file, long outputLimit) {
      return new Request(id, LOAD, text, file, 0, 0, 0, outputLimit);
    }

    public static Request simple(long id, String op) {
      return new Request(id, op, null, null, 0, 0, 0, 0);
    }
  }

  /** The stream of the empty output event that marks where output started to be dropped. */
  public static final String TRUNCATED = "truncated";

  /** Output written by the evaluation {@code id} (0 when none was running) on {@code stream} ("out" or "err"). */
  public record Output(long id, String stream, String text) {}

  /**
   * The answer to request {@code id}. {@code status} is one of the {@link Status} names;
   * {@code values} are the printed ({@code write}) values of the evaluated forms, unspecified values
   * left out; {@code message} explains a status other than OK in one line; {@code exitStatus} is set
   * when the worker ended ({@code (exit n)} or a crash); {@code droppedOutput} counts characters of
   * output dropped past the limit; {@code info} answers {@code describe}.
   */
  public record Reply(long id, String status, List<String> values, List<WireDiagnostic> diagnostics,
      Failure failure, String message, Integer exitStatus, long droppedOutput, Info info) {

    public Reply {
      values = values == null ? List.of() : List.copyOf(values);
      diagnostics = diagnostics == null ? List.of() : List.copyOf(diagnostics);
    }

    public static Reply of(long id, Status status, String message) {
      return new Reply(id, status.name(), List.of(), List.of(), null, message, null, 0, null);
    }

    public Status statusValue() {
      return Status.valueOf(status);
    }

    /** The last printed value, or null when nothing printable was evaluated. */
    public String lastValue() {
      return values.isEmpty() ? null : values.get(values.size() - 1);
    }

    Reply withStatus(Status newStatus, String newMessage, Integer newExitStatus) {
      return new Reply(id, newStatus.name(), values, diagnostics, failure, newMessage, newExitStatus, droppedOutput,
          info);
    }
  }

  /** What became of a request. */
  public enum Status {
    /** Evaluated without error (warnings may be present). */
    OK,
    /** Reading or expanding reported an error (see diagnostics), or a runtime error stopped it (see failure). */
    ERROR,
    /** Stopped by an interrupt request, or (for an interrupt request) a running evaluation was stopped. */
    INTERRUPTED,
    /** Stopped by killing and restarting the worker because it did not stop in time. */
    RESTARTED,
    /** The worker process ended during the request: {@code (exit n)} or a crash; see exitStatus. */
    EXITED,
    /** An interrupt request found nothing running. */
    IDLE
  }

  /**
   * A compiler diagnostic with its range in the document: UTF-16 offsets, and 0-based lines and
   * UTF-16 columns, ready for LSP.
   */
  public record WireDiagnostic(String code, String severity, String phase, String message, int start, int end,
      int startLine, int startColumn, int endLine, int endColumn) {}

  /**
   * A runtime error: the Scheme message, the file name of the innermost Scheme frame (a base name),
   * its 1-based line (0 when unknown) and column (0 when unknown). The line is a line of the
   * document when {@code file} is the evaluated document's base name, since evaluated text keeps its
   * document position. {@code backtrace} holds the Scheme frames, innermost first, each repeated
   * run once ({@link kopi.runtime.Backtrace#shown}).
   */
  public record Failure(String message, String file, int line, int column, List<Frame> backtrace) {
    public Failure {
      backtrace = backtrace == null ? List.of() : List.copyOf(backtrace);
    }

    /** A failure without a backtrace. */
    public Failure(String message, String file, int line, int column) {
      this(message, file, line, column, List.of());
    }
  }

  /** One frame of a failure's backtrace: the procedure's Scheme name, the file's base name, 1-based line and column (0 when unknown). */
  public record Frame(String name, String file, int line, int column) {}

  /** The worker's answer to {@code describe}. */
  public record Info(long pid, String javaVersion, String javaHome, long uptimeMillis, long evaluations,
      long sessionAgeMillis) {}

  private Protocol() {}

  /** The JSON line (without {@link #MARK}) of a request. */
  public static String encode(Request request) {
    return GSON.toJson(request);
  }

  public static Request decodeRequest(String line) {
    return GSON.fromJson(line, Request.class);
  }

  /** The protocol line of a worker message: {@link #MARK} followed by its JSON with a "type" member. */
  public static String encode(Output output) {
    return tagged("output", output);
  }

  public static String encode(Reply reply) {
    return tagged("reply", reply);
  }

  /** A decoded worker line: exactly one of output and reply is present. */
  public record WorkerMessage(Optional<Output> output, Optional<Reply> reply) {}

  /**
   * Decodes a line the worker wrote, or returns empty when it is not a protocol line (stray output
   * from evaluated code, or a broken line).
   */
  public static Optional<WorkerMessage> decodeWorkerLine(String line) {
    if (!line.startsWith(MARK)) {
      return Optional.empty();
    }
    try {
      JsonObject object = JsonParser.parseString(line.substring(MARK.length())).getAsJsonObject();
      String type = object.has("type") ? object.get("type").getAsString() : "";
      object.remove("type");
      return switch (type) {
        case "output" ->
            Optional.of(new WorkerMessage(Optional.of(GSON.fromJson(object, Output.class)), Optional.empty()));
        case "reply" ->
            Optional.of(new WorkerMessage(Optional.empty(), Optional.of(GSON.fromJson(object, Reply.class))));
        default -> Optional.empty();
      };
    } catch (JsonParseException | IllegalStateException | UnsupportedOperationException e) {
      return Optional.empty();
    }
  }

  private static String tagged(String type, Object message) {
    JsonObject object = GSON.toJsonTree(message).getAsJsonObject();
    JsonObject result = new JsonObject();
    result.addProperty("type", type);
    object.entrySet().forEach(entry -> result.add(entry.getKey(), entry.getValue()));
    return MARK + GSON.toJson(result);
  }
}
