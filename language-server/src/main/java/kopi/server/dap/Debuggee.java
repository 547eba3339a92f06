package kopi.server.dap;

import com.sun.jdi.AbsentInformationException;
import com.sun.jdi.Bootstrap;
import com.sun.jdi.IncompatibleThreadStateException;
import com.sun.jdi.Location;
import com.sun.jdi.Method;
import com.sun.jdi.ObjectReference;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.ThreadReference;
import com.sun.jdi.VMDisconnectedException;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.connect.ListeningConnector;
import com.sun.jdi.event.BreakpointEvent;
import com.sun.jdi.event.ClassPrepareEvent;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.ExceptionEvent;
import com.sun.jdi.event.LocatableEvent;
import com.sun.jdi.event.StepEvent;
import com.sun.jdi.event.VMDeathEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.BreakpointRequest;
import com.sun.jdi.request.ClassPrepareRequest;
import com.sun.jdi.request.EventRequest;
import com.sun.jdi.request.EventRequestManager;
import com.sun.jdi.request.ExceptionRequest;
import com.sun.jdi.request.StepRequest;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import kopi.codegen.DebugInfo;
import kopi.runtime.Launcher;
import kopi.server.dap.Protocol.Breakpoint;
import kopi.server.dap.Protocol.Source;
import kopi.server.dap.Protocol.SourceBreakpoint;

/**
 * One debugged program: a JVM started with the JDWP agent, connected back to this adapter, and
 * controlled through JDI. The whole VM stops at a breakpoint, a step or an exception and resumes
 * as a whole. Breakpoints are kept by source file name (what generated classes record) and are
 * installed in each generated class of that file as it is prepared, on the nearest line at or
 * after the requested one that has code.
 */
final class Debuggee {
  /** Lines searched after a breakpoint's line for one with code. */
  private static final int LINE_SEARCH = 50;

  /** Classes whose code the debugger never stops in: the runtime, the compiler and the JDK. */
  static final List<String> HIDDEN_CLASSES = List.of("java.*", "javax.*", "jdk.*", "sun.*", "com.sun.*",
      "kopi.runtime.*", "kopi.syntax.*", "kopi.expand.*", "kopi.analysis.*", "kopi.ir.*", "kopi.codegen.*",
      "kopi.session.*", "kopi.cli.*", "kopi.server.*", "org.objectweb.*", "org.jline.*");

  /** Where events go: the adapter sends them to the client. */
  interface Listener {
    void stopped(String reason, String description, ThreadReference thread, List<Integer> breakpointIds,
        boolean allThreadsStopped);

    void output(String category, String text);

    void breakpointChanged(Breakpoint breakpoint);

    void exited(int exitCode);
  }

  /** A breakpoint as the client asked for it, and what it became. */
  static final class Spec {
    final int id;
    final String fileName;
    final String path;
    final SourceBreakpoint request;
    int hits;
    int line;
    boolean verified;
    final List<BreakpointRequest> installed = new ArrayList<>();

    Spec(int id, String path, SourceBreakpoint request) {
      this.id = id;
      this.path = path;
      this.fileName = Path.of(path).getFileName().toString();
      this.request = request;
      this.line = request.line();
    }

    Breakpoint describe() {
      return new Breakpoint(id, verified, verified ? null : "no code loaded for this line yet",
          new Source(fileName, path), line);
    }
  }

  private final VirtualMachine vm;
  private final Process process;
  private final Listener listener;
  private final Thread[] pumps;
  private final Map<String, List<Spec>> breakpoints = new HashMap<>();
  /**
   * The lines of a source file in a generated class: the class's own file from line 1, or a file it
   * includes, whose line 1 is line {@code first} of the class's line table.
   */
  private record Placed(ReferenceType type, int first, int count) {
    int classLine(int line) {
      return first - 1 + line;
    }
  }

  private final Map<String, List<Placed>> classesByFile = new HashMap<>();
  /** File name → path, for the sources a stack frame names. */
  private final Map<String, String> paths = new HashMap<>();
  /** Where a source file that no breakpoint named is looked for: the working directory and library path. */
  private final List<Path> searched = new ArrayList<>();
  private final AtomicBoolean finished = new AtomicBoolean();
  private final Evaluator evaluator;
  private volatile Set<String> exceptionFilters = Set.of();
  private ExceptionRequest exceptionRequest;
  private boolean started;
  /** The thread a breakpoint, step or exception stopped (it can run methods), or null. */
  private volatile ThreadReference eventThread;

  private Debuggee(VirtualMachine vm, Process process, Listener listener) {
    this.vm = vm;
    this.process = process;
    this.listener = listener;
    this.evaluator = new Evaluator(vm, this);
    this.pumps = new Thread[] {
        pump(process.getInputStream(), "stdout"), pump(process.getErrorStream(), "stderr")};
  }

  /**
   * Starts {@code program} with {@code args} in a new JVM in {@code cwd}, suspended before its first
   * instruction until {@link #configurationDone}.
   */
  static Debuggee launch(String program, List<String> args, Path cwd, List<String> libraryPath, Listener listener)
      throws Exception {
    ListeningConnector connector = Bootstrap.virtualMachineManager().listeningConnectors().stream()
        .filter(c -> c.name().equals("com.sun.jdi.SocketListen")).findFirst()
        .orElseThrow(() -> new IllegalStateException("this JVM has no JDI socket connector"));
    Map<String, Connector.Argument> arguments = connector.defaultArguments();
    arguments.get("port").setValue("0");
    if (arguments.containsKey("localAddress")) {
      arguments.get("localAddress").setValue("127.0.0.1");
    }
    if (arguments.containsKey("timeout")) {
      arguments.get("timeout").setValue("60000");
    }
    String address = connector.startListening(arguments);
    int colon = address.lastIndexOf(':');
    String port = colon >= 0 ? address.substring(colon + 1) : address;
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-agentlib:jdwp=transport=dt_socket,server=n,suspend=y,address=127.0.0.1:" + port);
    command.add("-XX:+DisplayVMOutputToStderr");
    // Compiled for the debugger: every variable shows its value and a pause can step a hot loop.
    command.add("-D" + kopi.codegen.DebugInfo.UNOPTIMIZED_PROPERTY + "=true");
    command.addAll(List.of("-cp", kopi.server.eval.WorkerClient.Options.absoluteClassPath(),
        DebuggeeSupport.class.getName()));
    if (libraryPath != null && !libraryPath.isEmpty()) {
      command.add("--library-path");
      command.add(String.join(File.pathSeparator, libraryPath));
    }
    command.add(program);
    command.addAll(args);
    Process process = new ProcessBuilder(command).directory(cwd.toFile()).start();
    // The protocol has no channel for the program's input: reading it gives end of file at once
    // rather than waiting forever.
    process.getOutputStream().close();
    VirtualMachine vm;
    try {
      vm = connector.accept(arguments);
    } catch (IOException | RuntimeException e) {
      process.destroyForcibly();
      throw e;
    } finally {
      connector.stopListening(arguments);
    }
    Debuggee debuggee = new Debuggee(vm, process, listener);
    debuggee.searched.add(cwd);
    if (libraryPath != null) {
      libraryPath.forEach(directory -> debuggee.searched.add(cwd.resolve(directory)));
    }
    debuggee.paths.put(Path.of(program).getFileName().toString(), cwd.resolve(program).normalize().toString());
    debuggee.start();
    return debuggee;
  }

  private void start() {
    EventRequestManager requests = vm.eventRequestManager();
    for (String suffix : Launcher.SOURCE_SUFFIXES) {
      ClassPrepareRequest prepare = requests.createClassPrepareRequest();
      prepare.addSourceNameFilter("*" + suffix);
      prepare.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
      prepare.enable();
    }
    ClassPrepareRequest errors = requests.createClassPrepareRequest();
    errors.addClassFilter("kopi.runtime.SchemeError");
    errors.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    errors.enable();
    Thread events = new Thread(this::eventLoop, "kopi-dap-events");
    events.setDaemon(true);
    events.start();
  }

  // ---------------------------------------------------------------------------- configuration

  /** Replaces the breakpoints of the file at {@code path}; returns what each became. */
  synchronized List<Breakpoint> setBreakpoints(String path, List<Spec> specs) {
    String fileName = Path.of(path).getFileName().toString();
    paths.put(fileName, path);
    for (Spec old : breakpoints.getOrDefault(fileName, List.of())) {
      old.installed.forEach(request -> vm.eventRequestManager().deleteEventRequest(request));
    }
    breakpoints.put(fileName, new ArrayList<>(specs));
    for (Spec spec : specs) {
      for (Placed placed : classesByFile.getOrDefault(fileName, List.of())) {
        install(spec, placed);
      }
    }
    return specs.stream().map(Spec::describe).toList();
  }

  /** The breakpoints of a file before a debuggee runs, kept until it does. */
  static List<Breakpoint> pending(List<Spec> specs) {
    return specs.stream().map(Spec::describe).toList();
  }

  synchronized void setExceptionFilters(List<String> filters) {
    exceptionFilters = new LinkedHashSet<>(filters);
    updateExceptionRequest();
  }

  private void updateExceptionRequest() {
    if (exceptionRequest != null) {
      exceptionRequest.setEnabled(!exceptionFilters.isEmpty());
    }
  }

  /** The client has sent its breakpoints: the program starts. */
  synchronized void configurationDone() {
    if (!started) {
      started = true;
      vm.resume();
    }
  }

  // ---------------------------------------------------------------------------- events

  /** Why an event set stops the program, gathered over its events so that the client hears once. */
  private static final class Stop {
    String reason;
    String description;
    final List<Integer> breakpoints = new ArrayList<>();
    ThreadReference thread;
    boolean ranCode;

    void add(String why, String text, ThreadReference where) {
      if (reason == null || why.equals("exception")) {
        reason = why;
        description = text;
      }
      thread = where;
    }
  }

  /**
   * Where the event sets that may stop the program are handled: off the event loop, because
   * deciding (a condition, a log message) and stopping (the printer flushing output, an error's
   * message) run code in the debuggee, and the events that code causes (a breakpoint it reaches,
   * an error it raises) must still be taken and let go by the loop meanwhile.
   */
  private final java.util.concurrent.ExecutorService stops = java.util.concurrent.Executors.newSingleThreadExecutor(
      runnable -> {
        Thread thread = new Thread(runnable, "kopi-dap-stops");
        thread.setDaemon(true);
        return thread;
      });

  private void eventLoop() {
    try {
      while (true) {
        EventSet set = vm.eventQueue().remove();
        boolean located = false;
        boolean stopping = false;
        for (Event event : set) {
          located |= event instanceof LocatableEvent;
          stopping |= event instanceof BreakpointEvent || event instanceof StepEvent || event instanceof ExceptionEvent;
        }
        if (located && evaluator.invoking() != null) {
          // A breakpoint, step or error reached while the debugger runs code (a condition, the console).
          set.resume();
        } else if (set.stream().allMatch(event -> event instanceof ExceptionEvent thrown && !stopsFor(thrown))) {
          // An error the program handles: decided here, at once (a program may raise thousands).
          set.resume();
        } else if (stopping) {
          stops.execute(() -> handle(set));
        } else if (!handle(set)) {
          return;
        }
      }
    } catch (InterruptedException | VMDisconnectedException e) {
      finish();
    }
  }

  /** Handles one event set: stops the program or lets it go on; false once the VM is gone. */
  private boolean handle(EventSet set) {
    try {
      boolean hold = false;
      Stop stop = new Stop();
      for (Event event : set) {
        if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
          finish();
          if (event instanceof VMDisconnectEvent) {
            return false;
          }
        } else if (event instanceof ClassPrepareEvent prepared) {
          prepared(prepared.referenceType());
        } else if (event instanceof BreakpointEvent hit) {
          breakpointHit(hit, stop);
        } else if (event instanceof StepEvent step) {
          stepped(step, stop);
        } else if (event instanceof ExceptionEvent thrown) {
          thrown(thrown, stop);
        } else if (event instanceof com.sun.jdi.event.VMStartEvent) {
          hold = true; // until configurationDone
        }
      }
      if (stop.reason != null) {
        cancelSteps(stop.thread);
        eventThread = stop.thread;
        evaluator.flushOutput(stop.thread);
        listener.stopped(stop.reason, stop.description, stop.thread, stop.breakpoints,
            set.suspendPolicy() == EventRequest.SUSPEND_ALL);
      } else if (!hold) {
        if (stop.ranCode) {
          // A condition or log message ran code on the thread; the program goes on.
          eventThread = null;
          evaluator.forget();
        }
        set.resume();
      }
      return true;
    } catch (VMDisconnectedException e) {
      finish();
      return false;
    }
  }

  private synchronized void prepared(ReferenceType type) {
    if (type.name().equals("kopi.runtime.SchemeError")) {
      exceptionRequest = vm.eventRequestManager().createExceptionRequest(type, true, true);
      // Only the thread that raised waits for the decision: a program may raise thousands of errors
      // it handles, and stopping every thread for each cost four times as much. A stop for an error
      // therefore stops only its thread (the program's others, if it has any, run on).
      exceptionRequest.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
      updateExceptionRequest();
      return;
    }
    String fileName;
    try {
      fileName = type.sourceName();
    } catch (AbsentInformationException e) {
      return;
    }
    List<Placed> places = new ArrayList<>();
    List<IncludedFile> included = included(type);
    int ownLines = included.isEmpty() ? Integer.MAX_VALUE : included.get(0).first() - 1;
    places.add(new Placed(type, 1, ownLines));
    for (IncludedFile file : included) {
      places.add(new Placed(type, file.first(), file.count()));
    }
    for (int i = 0; i < places.size(); i++) {
      String name = i == 0 ? fileName : included.get(i - 1).fileName();
      Placed placed = places.get(i);
      classesByFile.computeIfAbsent(name, key -> new ArrayList<>()).add(placed);
      for (Spec spec : breakpoints.getOrDefault(name, List.of())) {
        boolean wasVerified = spec.verified;
        int wasLine = spec.line;
        install(spec, placed);
        if (spec.verified != wasVerified || spec.line != wasLine) {
          listener.breakpointChanged(spec.describe());
        }
      }
    }
  }

  /** A file a generated class includes: its name as the include form wrote it, and its lines in the class. */
  private record IncludedFile(String name, int first, int count) {
    String fileName() {
      return Path.of(name).getFileName().toString();
    }

    boolean holds(int classLine) {
      return classLine >= first && classLine < first + count;
    }
  }

  /** The files {@code type} includes, from its {@link Launcher#INCLUDED_LINES_FIELD} table, in line order. */
  private final Map<ReferenceType, List<IncludedFile>> includedFiles = new HashMap<>();

  private synchronized List<IncludedFile> included(ReferenceType type) {
    return includedFiles.computeIfAbsent(type, t -> {
      com.sun.jdi.Field field = t.fieldByName(Launcher.INCLUDED_LINES_FIELD);
      if (field == null || !field.isStatic() || !(t.getValue(field) instanceof com.sun.jdi.StringReference text)) {
        return List.of();
      }
      List<IncludedFile> files = new ArrayList<>();
      for (String entry : text.value().split("\n")) {
        String[] parts = entry.split(" ", 3);
        try {
          files.add(new IncludedFile(parts[2], Integer.parseInt(parts[0]), Integer.parseInt(parts[1])));
        } catch (RuntimeException e) {
          // Not an entry.
        }
      }
      files.sort(java.util.Comparator.comparingInt(IncludedFile::first));
      return files;
    });
  }

  /** Sets {@code spec} in a class at the first line of its file, from the requested one, that has code there. */
  private void install(Spec spec, Placed placed) {
    int last = (int) Math.min((long) spec.request.line() + LINE_SEARCH, (long) placed.count() + 1);
    for (int line = spec.request.line(); line < last; line++) {
      List<Location> locations;
      try {
        locations = placed.type().locationsOfLine(placed.classLine(line));
      } catch (AbsentInformationException e) {
        return;
      }
      if (locations.isEmpty()) {
        continue;
      }
      if (spec.verified && line > spec.line) {
        // Another class of the file already has code nearer the requested line.
        return;
      }
      for (Location location : locations) {
        BreakpointRequest request = vm.eventRequestManager().createBreakpointRequest(location);
        request.setSuspendPolicy(EventRequest.SUSPEND_ALL);
        request.putProperty(Spec.class, spec);
        request.enable();
        spec.installed.add(request);
      }
      spec.verified = true;
      spec.line = line;
      return;
    }
  }

  /** Whether the program stops for this hit: its condition, hit count or log message decide. */
  private void breakpointHit(BreakpointEvent hit, Stop stop) {
    Spec spec = (Spec) hit.request().getProperty(Spec.class);
    if (spec == null) {
      return;
    }
    SourceBreakpoint request = spec.request;
    ThreadReference thread = hit.thread();
    boolean runsCode = (request.condition() != null && !request.condition().isBlank())
        || (request.logMessage() != null && !request.logMessage().isEmpty());
    if (runsCode) {
      eventThread = thread; // conditions and log messages run code on it
      stop.ranCode = true;
    }
    if (request.condition() != null && !request.condition().isBlank()) {
      Evaluator.Result result = evaluator.evaluate(thread, 0, request.condition());
      if (!result.ok()) {
        listener.output("stderr", "breakpoint condition " + request.condition() + ": " + result.text() + "\n");
      } else if (result.isFalse()) {
        return;
      }
    }
    spec.hits++;
    if (request.hitCondition() != null && !request.hitCondition().isBlank()
        && !HitCondition.passes(request.hitCondition(), spec.hits)) {
      return;
    }
    if (request.logMessage() != null && !request.logMessage().isEmpty()) {
      listener.output("console", evaluator.interpolate(thread, 0, request.logMessage()) + "\n");
      return;
    }
    stop.add("breakpoint", null, thread);
    stop.breakpoints.add(spec.id);
  }

  private void stepped(StepEvent step, Stop stop) {
    if (step.request().getProperty(PAUSE) != null) {
      if (pauseArrived(step)) {
        vm.eventRequestManager().deleteEventRequest(step.request());
        stop.add("pause", null, step.thread());
      }
      return;
    }
    vm.eventRequestManager().deleteEventRequest(step.request());
    ThreadReference thread = step.thread();
    if (!isSchemeLocation(step.location())) {
      // Generated code with no line of its own (a procedure object's entry): go on into the body.
      step(thread, StepRequest.STEP_INTO);
      return;
    }
    stop.add("step", null, thread);
  }

  /** The error the program last stopped for: its rethrows on the way out do not stop again. */
  private volatile ObjectReference lastError;

  /** The error the program stopped for: its message, and whether nothing catches it. */
  record StoppedError(String message, boolean uncaught) {}

  private volatile StoppedError stoppedError;

  /** The error the program is stopped for now, or null. */
  StoppedError stoppedError() {
    return stoppedError;
  }

  /** Whether the exception filters stop the program for {@code thrown}. */
  private boolean stopsFor(ExceptionEvent thrown) {
    if (thrown.exception().equals(lastError)) {
      return false;
    }
    Location catcher = thrown.catchLocation();
    boolean uncaught = catcher == null || isTopLevelCatch(catcher.declaringType().name());
    Set<String> filters = exceptionFilters;
    return filters.contains("raised") || (uncaught && filters.contains("uncaught"));
  }

  private void thrown(ExceptionEvent thrown, Stop stop) {
    if (!stopsFor(thrown)) {
      return;
    }
    ThreadReference thread = thrown.thread();
    lastError = thrown.exception();
    eventThread = thread;
    String message = evaluator.errorMessage(thread, thrown.exception());
    Location catcher = thrown.catchLocation();
    stoppedError = new StoppedError(message, catcher == null || isTopLevelCatch(catcher.declaringType().name()));
    stop.add("exception", message, thread);
  }

  /** Catch sites that mean the error was not handled by the program: it ends the program. */
  private static boolean isTopLevelCatch(String className) {
    return className.equals(Launcher.class.getName()) || className.startsWith(Launcher.class.getName() + "$")
        || className.startsWith("kopi.session.")
        || className.startsWith("kopi.cli.");
  }

  private void finish() {
    if (!finished.compareAndSet(false, true)) {
      return;
    }
    int status;
    try {
      status = process.waitFor();
      for (Thread pump : pumps) {
        pump.join(5000);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      status = -1;
    }
    listener.exited(status);
  }

  private Thread pump(InputStream stream, String category) {
    Thread thread = new Thread(() -> {
      char[] buffer = new char[8192];
      try (Reader reader = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
        int n;
        while ((n = reader.read(buffer)) > 0) {
          listener.output(category, new String(buffer, 0, n));
        }
      } catch (IOException e) {
        // The process is gone.
      }
    }, "kopi-dap-" + category);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  // ---------------------------------------------------------------------------- execution control

  /** Resumes the whole program. */
  void resume() {
    evaluator.forget();
    eventThread = null;
    stoppedError = null;
    try {
      vm.resume();
    } catch (VMDisconnectedException e) {
      // Already gone.
    }
  }

  /**
   * How long a pause waits for the thread's next instruction before it stops the program as it is.
   * A thread in a hot compiled loop takes the step only once the JVM has taken it out of compiled
   * code, which on a busy machine took longer than half a second (the console then could not run
   * code in the paused frame); a thread that sleeps or waits for input is stopped after this long.
   */
  private static final long PAUSE_WAIT_MILLIS = 2000;

  /** The step request of a pause in progress, or null. */
  private StepRequest pausing;

  /**
   * Stops the program where {@code thread} is. The thread gets a one-instruction step, so that it
   * stops by an event and can run the printer and the console for the debugger; when it runs no
   * instruction for a while (it sleeps or waits for input), the program is suspended as it is.
   */
  void pause(ThreadReference thread) {
    StepRequest request;
    synchronized (this) {
      cancelSteps(thread);
      request = vm.eventRequestManager().createStepRequest(thread, StepRequest.STEP_MIN, StepRequest.STEP_INTO);
      request.putProperty(PAUSE, Boolean.TRUE);
      request.addCountFilter(1);
      request.setSuspendPolicy(EventRequest.SUSPEND_ALL);
      pausing = request;
      request.enable();
    }
    Thread timer = new Thread(() -> {
      try {
        Thread.sleep(PAUSE_WAIT_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (pausing != request) {
          return;
        }
        pausing = null;
        try {
          vm.eventRequestManager().deleteEventRequest(request);
          vm.suspend();
        } catch (VMDisconnectedException e) {
          return;
        }
      }
      listener.stopped("pause", null, thread, List.of(), true);
    }, "kopi-dap-pause");
    timer.setDaemon(true);
    timer.start();
  }

  /** The property that marks a pause's step request. */
  private static final String PAUSE = "kopi.pause";

  /** Whether {@code step} is the pause in progress, which then stops the program (false once given up). */
  private synchronized boolean pauseArrived(StepEvent step) {
    if (step.request().getProperty(PAUSE) == null) {
      return false;
    }
    boolean current = pausing == step.request();
    pausing = null;
    return current;
  }

  /** One line over, into or out of ({@link StepRequest}'s depths) in {@code thread}, then resumes. */
  void stepAndResume(ThreadReference thread, int depth) {
    step(thread, depth);
    resume();
  }

  /** Deletes the step requests of {@code thread}: a stop ends a step, whatever stopped it. */
  private void cancelSteps(ThreadReference thread) {
    EventRequestManager requests = vm.eventRequestManager();
    for (StepRequest old : List.copyOf(requests.stepRequests())) {
      if (old.thread().equals(thread)) {
        requests.deleteEventRequest(old);
      }
    }
  }

  private void step(ThreadReference thread, int depth) {
    cancelSteps(thread);
    EventRequestManager requests = vm.eventRequestManager();
    StepRequest request = requests.createStepRequest(thread, StepRequest.STEP_LINE, depth);
    HIDDEN_CLASSES.forEach(request::addClassExclusionFilter);
    request.addCountFilter(1);
    request.setSuspendPolicy(EventRequest.SUSPEND_ALL);
    request.enable();
  }

  void terminate() {
    try {
      vm.exit(1);
    } catch (VMDisconnectedException e) {
      // Already gone.
    }
    process.destroy();
  }

  // ---------------------------------------------------------------------------- inspection

  VirtualMachine vm() {
    return vm;
  }

  Evaluator evaluator() {
    return evaluator;
  }

  /** The thread stopped by the last event, which can run methods for the debugger, or null. */
  ThreadReference eventThread() {
    return eventThread;
  }

  /**
   * The program's threads: the JVM's own system threads are left out, and so is {@code main}
   * once the program runs on {@code kopi-main} (the launcher's big-stack thread), since it only
   * waits for it.
   */
  List<ThreadReference> threads() {
    List<ThreadReference> threads = new ArrayList<>();
    for (ThreadReference thread : vm.allThreads()) {
      try {
        String group = thread.threadGroup() != null ? thread.threadGroup().name() : "system";
        if (!group.equals("system") && !group.equals("InnocuousThreadGroup")) {
          threads.add(thread);
        }
      } catch (VMDisconnectedException | com.sun.jdi.ObjectCollectedException e) {
        // Ended meanwhile.
      }
    }
    if (threads.stream().anyMatch(thread -> thread.name().equals("kopi-main"))) {
      threads.removeIf(thread -> thread.name().equals("main"));
    }
    return threads;
  }

  ThreadReference thread(long id) {
    for (ThreadReference thread : vm.allThreads()) {
      if (thread.uniqueID() == id) {
        return thread;
      }
    }
    return null;
  }

  /** A frame of Scheme code: its index among the thread's JVM frames, name and position. */
  record SchemeFrame(int index, String name, Source source, int line, int column) {}

  /** The Scheme frames of {@code thread}, innermost first: runtime and entry code left out. */
  List<SchemeFrame> frames(ThreadReference thread) throws IncompatibleThreadStateException {
    List<SchemeFrame> frames = new ArrayList<>();
    List<StackFrame> all = thread.frames();
    for (int i = 0; i < all.size(); i++) {
      Location location = all.get(i).location();
      if (!isSchemeLocation(location)) {
        continue;
      }
      String fileName = sourceName(location);
      int line = location.lineNumber();
      int column = column(location.declaringType(), line);
      for (IncludedFile file : included(location.declaringType())) {
        if (file.holds(line)) {
          // Code read from an included file: its own file and line.
          fileName = file.fileName();
          line = line - file.first() + 1;
          break;
        }
      }
      String path = path(fileName);
      frames.add(new SchemeFrame(i, procedureName(location.method()), new Source(fileName, path), line, column));
    }
    return frames;
  }

  private final Map<ReferenceType, Map<Integer, Integer>> columns = new HashMap<>();

  /**
   * The column of the one call on {@code line} of a generated class (its {@code $columns} table,
   * which {@code Launcher.column} reads for error messages), or 1 when the line has several or none.
   */
  private synchronized int column(ReferenceType type, int line) {
    Map<Integer, Integer> table = columns.computeIfAbsent(type, t -> {
      Map<Integer, Integer> read = new HashMap<>();
      for (int part = 0;; part++) {
        com.sun.jdi.Field field = t
            .fieldByName(part == 0 ? Launcher.COLUMNS_FIELD : Launcher.COLUMNS_FIELD + "$" + part);
        if (field == null || !field.isStatic() || !(t.getValue(field) instanceof com.sun.jdi.StringReference text)) {
          return read;
        }
        for (String entry : text.value().split(" ")) {
          int colon = entry.indexOf(':');
          if (colon > 0) {
            try {
              read.put(Integer.parseInt(entry.substring(0, colon)), Integer.parseInt(entry.substring(colon + 1)));
            } catch (NumberFormatException e) {
              // Not an entry.
            }
          }
        }
      }
    });
    return table.getOrDefault(line, 1);
  }

  /** The path of a source file by its name: one a breakpoint or the launch named, else found. */
  private synchronized String path(String fileName) {
    return paths.computeIfAbsent(fileName, name -> {
      for (Path directory : searched) {
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(directory, 8)) {
          java.util.Optional<Path> found = files
              .filter(file -> file.getFileName() != null && file.getFileName().toString().equals(name)).findFirst();
          if (found.isPresent()) {
            return found.get().toAbsolutePath().normalize().toString();
          }
        } catch (IOException | java.io.UncheckedIOException e) {
          // Not searchable: try the next directory.
        }
      }
      return name;
    });
  }

  /** Whether {@code location} is in a Scheme source file, on a line, outside the runtime. */
  static boolean isSchemeLocation(Location location) {
    String name = location.declaringType().name();
    if (HIDDEN_CLASSES.stream().anyMatch(hidden -> name.startsWith(hidden.substring(0, hidden.length() - 1)))
        && !name.startsWith("kopi.user.") && !name.startsWith("kopi.eval.")) {
      return false;
    }
    return Launcher.isSchemeSource(sourceName(location)) && location.lineNumber() > 0;
  }

  private static String sourceName(Location location) {
    try {
      return location.sourceName();
    } catch (AbsentInformationException e) {
      return null;
    }
  }

  /**
   * The Scheme name of a generated method ({@link DebugInfo#procedureName}); a resume twin
   * ({@code NAME$rN}) is named as the method it copies; top-level code is {@code (top level)}.
   */
  static String procedureName(Method method) {
    String name = method.name();
    boolean isPublic = method.isPublic();
    java.util.regex.Matcher twin = java.util.regex.Pattern.compile("(.*)\\$r\\d+").matcher(name);
    if (method.isSynthetic() && twin.matches()) {
      name = twin.group(1);
      String original = name;
      isPublic = method.declaringType().methodsByName(original).stream().anyMatch(Method::isPublic);
    }
    String scheme = DebugInfo.procedureName(name, isPublic);
    return scheme != null ? scheme : "(top level)";
  }
}
