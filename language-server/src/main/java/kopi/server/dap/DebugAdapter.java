package kopi.server.dap;

import com.google.gson.JsonObject;
import com.sun.jdi.ThreadReference;
import com.sun.jdi.request.StepRequest;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import kopi.server.dap.Protocol.Breakpoint;
import kopi.server.dap.Protocol.Capabilities;
import kopi.server.dap.Protocol.EvaluateArguments;
import kopi.server.dap.Protocol.EvaluateBody;
import kopi.server.dap.Protocol.Event;
import kopi.server.dap.Protocol.ExceptionFilter;
import kopi.server.dap.Protocol.LaunchArguments;
import kopi.server.dap.Protocol.Request;
import kopi.server.dap.Protocol.Response;
import kopi.server.dap.Protocol.Scope;
import kopi.server.dap.Protocol.SetBreakpointsArguments;
import kopi.server.dap.Protocol.SourceBreakpoint;
import kopi.server.dap.Protocol.StackFrameInfo;
import kopi.server.dap.Protocol.Variable;

/**
 * {@code kopi dap}: a Debug Adapter Protocol server on a pair of streams (standard input and output
 * for an editor). It answers one request at a time on the reading thread; events from the debuggee
 * (stops, output, exit) are sent from the debuggee's threads as they come.
 */
public final class DebugAdapter implements Debuggee.Listener {
  private final InputStream in;
  private final OutputStream out;
  private final AtomicInteger sequence = new AtomicInteger(1);
  private volatile Debuggee debuggee;
  /** Breakpoints set before the program started, by file path. */
  private final Map<String, List<Debuggee.Spec>> pendingBreakpoints = new LinkedHashMap<>();
  private List<String> exceptionFilters = List.of();
  private boolean configurationDone;
  private int nextBreakpointId = 1;
  /** The frames the client has seen since the program last stopped, by id. */
  private final Map<Integer, FrameRef> frames = new HashMap<>();
  private int nextFrameId = 1;
  /** What runs once the current request's response is sent (resuming: its stop comes after it). */
  private Runnable afterResponse;

  private record FrameRef(ThreadReference thread, int index) {}

  private DebugAdapter(InputStream in, OutputStream out) {
    this.in = in;
    this.out = out;
  }

  /** Serves one debugging session on {@code in}/{@code out} until the client disconnects; returns the exit status. */
  public static int run(InputStream in, OutputStream out) {
    return new DebugAdapter(in, out).serve();
  }

  private int serve() {
    try {
      while (true) {
        JsonObject message = Protocol.read(in);
        if (message == null) {
          break;
        }
        if (!message.has("type") || !"request".equals(message.get("type").getAsString())) {
          continue;
        }
        Request request = Protocol.GSON.fromJson(message, Request.class);
        if (!handle(request)) {
          break;
        }
      }
    } catch (IOException e) {
      // The client went away.
    }
    Debuggee running = debuggee;
    if (running != null) {
      running.terminate();
    }
    return 0;
  }

  /** Answers one request; false after {@code disconnect}. */
  private boolean handle(Request request) {
    JsonObject arguments = request.arguments() != null ? request.arguments() : new JsonObject();
    try {
      Object body = switch (request.command()) {
        case "initialize" -> initialize();
        case "launch" -> launch(Protocol.GSON.fromJson(arguments, LaunchArguments.class));
        case "setBreakpoints" -> setBreakpoints(Protocol.GSON.fromJson(arguments, SetBreakpointsArguments.class));
        case "setExceptionBreakpoints" -> setExceptionBreakpoints(
            Protocol.GSON.fromJson(arguments, Protocol.SetExceptionBreakpointsArguments.class));
        case "configurationDone" -> configurationDone();
        case "threads" -> threads();
        case "stackTrace" -> stackTrace(Protocol.GSON.fromJson(arguments, Protocol.StackTraceArguments.class));
        case "scopes" -> scopes(Protocol.GSON.fromJson(arguments, Protocol.ScopesArguments.class));
        case "variables" -> variables(Protocol.GSON.fromJson(arguments, Protocol.VariablesArguments.class));
        case "evaluate" -> evaluate(Protocol.GSON.fromJson(arguments, EvaluateArguments.class));
        case "continue" -> resume();
        case "exceptionInfo" -> exceptionInfo();
        case "next" -> step(arguments, StepRequest.STEP_OVER);
        case "stepIn" -> step(arguments, StepRequest.STEP_INTO);
        case "stepOut" -> step(arguments, StepRequest.STEP_OUT);
        case "pause" -> pause(Protocol.GSON.fromJson(arguments, Protocol.ThreadArguments.class));
        case "terminate", "disconnect" -> terminate();
        default -> throw new Failure("unsupported request " + request.command());
      };
      respond(request, true, null, body);
      Runnable after = afterResponse;
      afterResponse = null;
      if (after != null) {
        after.run();
      }
      if (request.command().equals("initialize")) {
        send("initialized", null);
      }
      return !request.command().equals("disconnect");
    } catch (Failure e) {
      respond(request, false, e.getMessage(), null);
    } catch (com.sun.jdi.VMDisconnectedException e) {
      respond(request, false, "the program has ended", null);
    } catch (Exception e) {
      respond(request, false, e.toString(), null);
    }
    return true;
  }

  /** A request that cannot be answered, with the message the client shows. */
  private static final class Failure extends RuntimeException {
    Failure(String message) {
      super(message);
    }
  }

  private Capabilities initialize() {
    return new Capabilities(true, true, true, true, true, true, true, List.of(
        new ExceptionFilter("uncaught", "Uncaught Scheme errors", "Stop where an error no handler catches is raised",
            true),
        new ExceptionFilter("raised", "Raised Scheme errors", "Stop wherever an error or raise is thrown", false)));
  }

  private Object launch(LaunchArguments arguments) throws Exception {
    if (arguments.program() == null || arguments.program().isBlank()) {
      throw new Failure("launch needs \"program\": the Scheme file to run");
    }
    Path cwd = arguments.cwd() != null ? Path.of(arguments.cwd()) : Path.of("").toAbsolutePath();
    Path program = cwd.resolve(arguments.program());
    if (!program.toFile().isFile()) {
      throw new Failure("no such file: " + program);
    }
    Debuggee started = Debuggee.launch(program.toString(),
        arguments.args() != null ? arguments.args() : List.of(), cwd, arguments.libraryPath(), this);
    synchronized (this) {
      debuggee = started;
      pendingBreakpoints.forEach((path, specs) -> started.setBreakpoints(path, specs));
      started.setExceptionFilters(exceptionFilters);
      if (configurationDone) {
        started.configurationDone();
      }
    }
    return null;
  }

  private synchronized Object setBreakpoints(SetBreakpointsArguments arguments) {
    if (arguments.source() == null || arguments.source().path() == null) {
      throw new Failure("setBreakpoints needs source.path");
    }
    String path = Path.of(arguments.source().path()).toAbsolutePath().normalize().toString();
    List<Debuggee.Spec> specs = new ArrayList<>();
    for (SourceBreakpoint breakpoint : arguments.breakpoints() != null ? arguments.breakpoints()
        : List.<SourceBreakpoint>of()) {
      specs.add(new Debuggee.Spec(nextBreakpointId++, path, breakpoint));
    }
    pendingBreakpoints.put(path, specs);
    List<Breakpoint> result = debuggee != null ? debuggee.setBreakpoints(path, specs) : Debuggee.pending(specs);
    return new Protocol.BreakpointsBody(result);
  }

  private synchronized Object setExceptionBreakpoints(Protocol.SetExceptionBreakpointsArguments arguments) {
    exceptionFilters = arguments.filters() != null ? arguments.filters() : List.of();
    if (debuggee != null) {
      debuggee.setExceptionFilters(exceptionFilters);
    }
    return new Protocol.BreakpointsBody(exceptionFilters.stream()
        .map(filter -> new Breakpoint(null, true, null, null, null)).toList());
  }

  private synchronized Object configurationDone() {
    configurationDone = true;
    if (debuggee != null) {
      debuggee.configurationDone();
    }
    return null;
  }

  private Debuggee running() {
    Debuggee running = debuggee;
    if (running == null) {
      throw new Failure("no program is running");
    }
    return running;
  }

  private Object threads() {
    Debuggee running = debuggee;
    List<Protocol.ThreadInfo> threads = new ArrayList<>();
    if (running != null) {
      for (ThreadReference thread : running.threads()) {
        threads.add(new Protocol.ThreadInfo(thread.uniqueID(), thread.name()));
      }
    }
    return new Protocol.ThreadsBody(threads);
  }

  private ThreadReference thread(long id) {
    ThreadReference thread = running().thread(id);
    if (thread == null) {
      throw new Failure("no thread " + id);
    }
    return thread;
  }

  private Object stackTrace(Protocol.StackTraceArguments arguments) throws Exception {
    ThreadReference thread = thread(arguments.threadId());
    List<Debuggee.SchemeFrame> all = running().frames(thread);
    int start = arguments.startFrame() != null ? arguments.startFrame() : 0;
    int levels = arguments.levels() != null && arguments.levels() > 0 ? arguments.levels() : all.size();
    List<StackFrameInfo> shown = new ArrayList<>();
    synchronized (this) {
      for (int i = start; i < Math.min(all.size(), start + levels); i++) {
        Debuggee.SchemeFrame frame = all.get(i);
        int id = nextFrameId++;
        frames.put(id, new FrameRef(thread, frame.index()));
        shown.add(new StackFrameInfo(id, frame.name(), frame.source(), frame.line(), frame.column(), null));
      }
    }
    return new Protocol.StackTraceBody(shown, all.size());
  }

  private synchronized FrameRef frame(int id) {
    FrameRef frame = frames.get(id);
    if (frame == null) {
      throw new Failure("no frame " + id + " (the program has moved on)");
    }
    return frame;
  }

  private Object scopes(Protocol.ScopesArguments arguments) {
    FrameRef frame = frame(arguments.frameId());
    Evaluator evaluator = running().evaluator();
    int locals = evaluator.container(() -> variablesOf(evaluator, evaluator.locals(frame.thread(), frame.index())));
    int globals = evaluator.container(() -> variablesOf(evaluator, evaluator.globals(frame.thread(), frame.index())));
    return new Protocol.ScopesBody(List.of(new Scope("Locals", "locals", locals, false),
        new Scope("Globals", null, globals, true)));
  }

  private static List<Variable> variablesOf(Evaluator evaluator, Map<String, com.sun.jdi.Value> values) {
    List<Variable> variables = new ArrayList<>();
    values.forEach((name, value) -> variables.add(evaluator.variable(name, value)));
    return variables;
  }

  private Object variables(Protocol.VariablesArguments arguments) {
    List<Variable> all = running().evaluator().variables(arguments.variablesReference());
    int start = arguments.start() != null ? arguments.start() : 0;
    int count = arguments.count() != null && arguments.count() > 0 ? arguments.count() : all.size();
    return new Protocol.VariablesBody(all.subList(Math.min(start, all.size()), Math.min(all.size(), start + count)));
  }

  private Object evaluate(EvaluateArguments arguments) throws Exception {
    Debuggee running = running();
    FrameRef frame;
    if (arguments.frameId() != null) {
      frame = frame(arguments.frameId());
    } else {
      ThreadReference thread = running.eventThread();
      if (thread == null) {
        throw new Failure("the program is not stopped");
      }
      List<Debuggee.SchemeFrame> all = running.frames(thread);
      if (all.isEmpty()) {
        throw new Failure("no Scheme frame to evaluate in");
      }
      frame = new FrameRef(thread, all.get(0).index());
    }
    Evaluator.Result result = running.evaluator().evaluate(frame.thread(), frame.index(), arguments.expression());
    if (!result.ok()) {
      throw new Failure(result.text());
    }
    Variable shown = running.evaluator().variable("", result.value());
    return new EvaluateBody(shown.value(), shown.type(), shown.variablesReference());
  }

  /** The error the program stopped for (VS Code shows it in a peek at the line). */
  private Object exceptionInfo() {
    Debuggee.StoppedError error = running().stoppedError();
    if (error == null) {
      throw new Failure("the program did not stop for an error");
    }
    return new Protocol.ExceptionInfoBody("error", error.message(), error.uncaught() ? "unhandled" : "always");
  }

  private synchronized void forgetFrames() {
    frames.clear();
  }

  private Object resume() {
    forgetFrames();
    Debuggee running = running();
    afterResponse = running::resume;
    return new Protocol.ContinueBody(true);
  }

  private Object step(JsonObject arguments, int depth) {
    long id = arguments.has("threadId") ? arguments.get("threadId").getAsLong() : -1;
    ThreadReference thread = thread(id);
    forgetFrames();
    Debuggee running = running();
    afterResponse = () -> running.stepAndResume(thread, depth);
    return null;
  }

  private Object pause(Protocol.ThreadArguments arguments) {
    Debuggee running = running();
    ThreadReference thread = running.thread(arguments.threadId());
    if (thread == null) {
      thread = running.threads().stream().filter(t -> t.name().equals("kopi-main")).findFirst()
          .orElseThrow(() -> new Failure("no thread to pause"));
    }
    ThreadReference paused = thread;
    // The stopped event comes from the debuggee once the thread has stopped.
    afterResponse = () -> running.pause(paused);
    return null;
  }

  private Object terminate() {
    Debuggee running = debuggee;
    if (running != null) {
      running.terminate();
    }
    return null;
  }

  // ---------------------------------------------------------------------------- debuggee events

  @Override
  public void stopped(String reason, String description, ThreadReference thread, List<Integer> breakpointIds,
      boolean allThreadsStopped) {
    forgetFrames();
    send("stopped", new Protocol.StoppedBody(reason, description, thread.uniqueID(), allThreadsStopped,
        breakpointIds.isEmpty() ? null : breakpointIds, description));
  }

  @Override
  public void output(String category, String text) {
    send("output", new Protocol.OutputBody(category, text));
  }

  @Override
  public void breakpointChanged(Breakpoint breakpoint) {
    send("breakpoint", new Protocol.BreakpointEventBody("changed", breakpoint));
  }

  @Override
  public void exited(int exitCode) {
    send("exited", new Protocol.ExitedBody(exitCode));
    send("terminated", null);
  }

  // ---------------------------------------------------------------------------- output

  private void respond(Request request, boolean success, String message, Object body) {
    write(new Response(sequence.getAndIncrement(), "response", request.seq(), success, request.command(), message,
        body));
  }

  private void send(String event, Object body) {
    write(new Event(sequence.getAndIncrement(), "event", event, body));
  }

  private void write(Object message) {
    synchronized (out) {
      try {
        Protocol.write(out, message);
      } catch (IOException e) {
        // The client went away; the reading loop ends too.
      }
    }
  }
}
