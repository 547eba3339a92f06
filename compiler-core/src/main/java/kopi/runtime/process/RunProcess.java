package kopi.runtime.process;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.runtime.BinaryOutputPort;
import kopi.runtime.Errors;
import kopi.runtime.HashTable;
import kopi.runtime.Keyword;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Symbol;
import kopi.runtime.lib.IoLib;

/**
 * Starts processes: the Java side of {@code run-process}, of the process forms and of
 * {@code pipe-process}.
 *
 * <h2>Keywords</h2>
 * Keywords arrive by name without the colon ({@link #run(Map, Object)}); from Scheme they arrive
 * inline as {@link Keyword} objects each followed by its value ({@link #runArguments}), so the code
 * generator passes {@code (run-process in: "x" "cat")} as an ordinary variadic call.
 * <ul>
 *   <li>{@code shell:} true runs a string command with {@code /bin/sh -c}, and a list of words as
 *       the positional parameters of {@code /bin/sh -c '"$@"'} (never as script text);
 *   <li>{@code directory:} the working directory;
 *   <li>{@code in:} the standard input's content: a string (UTF-8), a bytevector, or a process whose
 *       output is piped in while it is produced;
 *   <li>{@code in-from:} a file name, {@code 'inherit} (the program's own input) or {@code 'pipe}
 *       (left open: Java code writes to {@link ProcessValue#stdin}). Without {@code in:} or
 *       {@code in-from:} the input is empty: a process form in the REPL or the editor's worker must
 *       not steal the input that drives them;
 *   <li>{@code out-to:}, {@code err-to:} a file name, an output port (textual or binary),
 *       {@code 'pipe} (kept in the process value: the default for output, and
 *       {@link ProcessValue#errorString} for errors), {@code 'inherit} (the
 *       program's own stream), {@code 'current} (copied to {@code current-output-port} or
 *       {@code current-error-port} as they are when the process starts; the default for errors), and
 *       for {@code err-to:} also {@code 'out} (merged into the output);
 *   <li>{@code out-append-to:}, {@code err-append-to:} a file name, appended to;
 *   <li>{@code env:} the whole environment, replacing the inherited one: an association list or
 *       hash table from names (strings or symbols) to values, or a list of {@code "NAME=value"}
 *       strings; {@code env-NAME:} and upper-case {@code NAME:} set one variable on top.
 * </ul>
 * A command is a string, read into words like a process form (or given to the shell), or a list or
 * vector of words taken as they are. With two positional arguments the first is the input (as
 * {@code in:}) and the second the command.
 */
public final class RunProcess {
  /**
   * The previous stage's process while {@code pipe-process} calls a stage's thunk: the first
   * process started without an explicit input takes it as its input.
   */
  private static final ThreadLocal<ProcessValue> PIPED_INPUT = new ThreadLocal<>();

  private RunProcess() {}

  /**
   * True when {@code name} (without its colon) is a keyword {@code run-process} and the process forms
   * accept, so the expander can report an unknown keyword where the call is written.
   */
  public static boolean isKnownKeyword(String name) {
    return switch (name) {
      case "shell", "directory", "in", "in-from", "out-to", "out-append-to", "err-to", "err-append-to", "env" -> true;
      default -> Options.variableName(name) != null;
    };
  }

  /** Runs {@code command} with the keywords given by name ({@code "in"}, {@code "out-to"}, ...). */
  public static ProcessValue run(Map<String, Object> keywords, Object command) {
    return start("run-process", Options.parse("run-process", keywords), command);
  }

  /**
   * Runs a command given Scheme-style: keyword objects each followed by a value, then one
   * positional command, or an input and a command.
   */
  public static ProcessValue runArguments(String who, Object[] arguments) {
    Map<String, Object> keywords = new LinkedHashMap<>();
    List<Object> positional = new ArrayList<>();
    collect(who, List.of(arguments), keywords, positional);
    if (positional.isEmpty()) {
      throw Errors.error(who + ": expected a command, got no positional argument");
    }
    if (positional.size() > 2) {
      throw Errors.error(who + ": expected an input and a command, got " + positional.size()
          + " positional arguments");
    }
    if (positional.size() == 2) {
      if (keywords.containsKey("in") || keywords.containsKey("in-from")) {
        throw Errors.error(who + ": input given both as a positional argument and as a keyword");
      }
      keywords.put("in", positional.get(0));
    }
    return start(who, Options.parse(who, keywords), positional.get(positional.size() - 1));
  }

  /**
   * Runs a process form's words: {@code prefix} holds its bracketed keyword arguments
   * ({@code &`[in: x]{cat}}).
   */
  static ProcessValue runWords(String who, List<Object> prefix, List<String> words) {
    Map<String, Object> keywords = new LinkedHashMap<>();
    List<Object> positional = new ArrayList<>();
    collect(who, prefix, keywords, positional);
    if (!positional.isEmpty()) {
      throw Errors.error(who + ": expected keyword arguments in brackets, got "
          + kopi.runtime.Printer.writeString(positional.get(0)));
    }
    if (words.isEmpty()) {
      throw Errors.error(who + ": expected a command, got empty text");
    }
    Options options = Options.parse(who, keywords);
    return launch(who, options, words);
  }

  /**
   * {@code (pipe-process stage ...)}: each stage's output is the next one's input, and the last
   * process is the result. The first stage is a process, a command or a thunk; every later stage is
   * a command (string, list or vector of words) or a thunk whose first process started without an
   * explicit input reads the previous output. An already started process cannot be a later stage,
   * since its input was chosen when it started: the expander wraps every operand after the first in
   * a thunk, so that {@code (pipe-process &`{ls} &`{sort})} works.
   */
  public static ProcessValue pipe(Object[] stages) {
    if (stages.length == 0) {
      throw Errors.error("pipe-process: expected at least one stage, got none");
    }
    ProcessValue previous = null;
    for (int i = 0; i < stages.length; i++) {
      Object stage = stages[i];
      ProcessValue current;
      if (stage instanceof ProcessValue process) {
        if (i > 0) {
          throw Errors.error("pipe-process: expected a command or a thunk for stage " + (i + 1)
              + ", got a process started already");
        }
        current = process;
      } else if (stage instanceof kopi.runtime.Procedure thunk) {
        ProcessValue saved = PIPED_INPUT.get();
        PIPED_INPUT.set(previous);
        Object result;
        boolean consumed;
        try {
          result = kopi.runtime.Procedure.call(thunk);
          consumed = PIPED_INPUT.get() == null;
        } finally {
          PIPED_INPUT.set(saved);
        }
        if (!(result instanceof ProcessValue process)) {
          throw Errors.wrongType("pipe-process", "process from stage " + (i + 1), result);
        }
        if (previous != null && !consumed) {
          throw Errors.error("pipe-process: stage " + (i + 1) + " started no process reading the previous output");
        }
        current = process;
      } else {
        Map<String, Object> keywords = new LinkedHashMap<>();
        if (previous != null) {
          keywords.put("in", previous);
        }
        current = start("pipe-process", Options.parse("pipe-process", keywords), stage);
      }
      previous = current;
    }
    return previous;
  }

  // ---------------------------------------------------------------------------------- starting

  private static ProcessValue start(String who, Options options, Object command) {
    List<String> words;
    if (command instanceof CharSequence text && !(command instanceof ProcessValue)) {
      words = options.shell ? shellWords(text.toString()) : Template.tokenize(text.toString());
    } else {
      List<Object> elements = command instanceof CharSequence ? null : Template.elements(command);
      if (elements == null) {
        throw Errors.wrongType(who, "command as a string, list or vector", command);
      }
      words = new ArrayList<>();
      for (Object element : elements) {
        words.add(element instanceof CharSequence text ? text.toString() : Template.valueText(element));
      }
      if (options.shell && !words.isEmpty()) {
        // The shell runs exactly these words: they are its positional parameters, never its text.
        List<String> shell = new ArrayList<>(List.of("/bin/sh", "-c", "\"$@\"", "sh"));
        shell.addAll(words);
        words = shell;
      }
    }
    if (words.isEmpty()) {
      throw Errors.error(who + ": expected a command, got no words");
    }
    return launch(who, options, words);
  }

  private static List<String> shellWords(String command) {
    return List.of("/bin/sh", "-c", command);
  }

  private static ProcessValue launch(String who, Options options, List<String> words) {
    ProcessBuilder builder = new ProcessBuilder(words);
    if (options.directory != null) {
      builder.directory(options.directory);
    }
    if (options.environment != null) {
      builder.environment().clear();
      builder.environment().putAll(options.environment);
    }
    builder.environment().putAll(options.variables);
    java.util.Set<String> assigned = new java.util.LinkedHashSet<>(options.variables.keySet());
    if (options.environment != null) {
      assigned.addAll(options.environment.keySet());
    }
    builder.command(NativeArguments.words(words, builder.environment(), assigned));

    Object input = options.input;
    if (input == null && options.inputFrom == null) {
      input = PIPED_INPUT.get();
      if (input != null) {
        PIPED_INPUT.set(null);
      }
    }
    if (options.inputFrom instanceof File file) {
      builder.redirectInput(file);
    } else if (options.inputFrom == Redirect.INHERIT) {
      OutputPort.flushConsole();
      builder.redirectInput(Redirect.INHERIT);
    }
    boolean flushConsole = false;
    builder.redirectOutput(redirect(options.outputTo));
    flushConsole |= options.outputTo == Redirect.INHERIT;
    if (options.errorTo == MERGE) {
      builder.redirectErrorStream(true);
    } else {
      builder.redirectError(redirect(options.errorTo));
      flushConsole |= options.errorTo == Redirect.INHERIT;
    }
    if (flushConsole) {
      OutputPort.flushConsole();
    }

    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      String reason = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
      throw Errors.error(who + ": cannot run " + kopi.runtime.Printer.quoteString(words.get(0)) + ": " + reason);
    }
    String name = "kopi-process-" + process.pid();
    List<Thread> copiers = new ArrayList<>();

    if (options.inputFrom == null) {
      feed(process, input, name);
    }
    OutputCapture output = null;
    if (options.outputTo == Redirect.PIPE) {
      output = new OutputCapture(process.getInputStream(), name + "-out");
    } else if (isPort(options.outputTo)) {
      copiers.add(copy(process.getInputStream(), options.outputTo, name + "-out"));
    }
    OutputCapture errorOutput = null;
    if (isPort(options.errorTo)) {
      copiers.add(copy(process.getErrorStream(), options.errorTo, name + "-err"));
    } else if (options.errorTo == Redirect.PIPE) {
      errorOutput = new OutputCapture(process.getErrorStream(), name + "-err");
    }
    return new ProcessValue(process, words, output, errorOutput, copiers);
  }

  /** Writes the input on a thread of its own and closes it, so the process sees end of file. */
  private static void feed(Process process, Object input, String name) {
    OutputStream stdin = process.getOutputStream();
    if (input == null) {
      closeQuietly(stdin);
      return;
    }
    Thread feeder = new Thread(() -> {
      try (stdin) {
        if (input instanceof ProcessValue upstream) {
          upstream.outputStream().transferTo(stdin);
        } else {
          stdin.write(inputBytes(input));
        }
      } catch (IOException e) {
        // The process exited without reading all its input (head, grep -q): as in sh, not an error.
      } catch (RuntimeException e) {
        // The upstream process was interrupted; the downstream one sees end of file.
      }
    }, name + "-in");
    feeder.setDaemon(true);
    feeder.start();
  }

  /** Copies a process stream to a port, then flushes the port so the text is visible. */
  private static Thread copy(InputStream from, Object port, String name) {
    Thread copier = new Thread(() -> {
      try (from) {
        if (port instanceof BinaryOutputPort binary) {
          byte[] chunk = new byte[8192];
          int count;
          while ((count = from.read(chunk)) >= 0) {
            binary.write(chunk, 0, count);
          }
          binary.flush();
        } else {
          OutputPort text = (OutputPort) port;
          Reader reader = new InputStreamReader(from, StandardCharsets.UTF_8);
          char[] chunk = new char[8192];
          int count;
          while ((count = reader.read(chunk)) >= 0) {
            text.write(new String(chunk, 0, count));
          }
          text.flush();
        }
      } catch (IOException | RuntimeException e) {
        // A closed port or a destroyed process ends the copy; the exit code tells what happened.
      }
    }, name);
    copier.setDaemon(true);
    copier.start();
    return copier;
  }

  private static Redirect redirect(Object destination) {
    if (destination instanceof Redirect redirect) {
      return redirect;
    }
    return Redirect.PIPE;
  }

  private static boolean isPort(Object destination) {
    return destination instanceof OutputPort || destination instanceof BinaryOutputPort;
  }

  private static void closeQuietly(OutputStream stream) {
    try {
      stream.close();
    } catch (IOException e) {
      // Closing the input of a process that already exited.
    }
  }

  /** The bytes of an {@code in:} value: a string as UTF-8, a bytevector as it is, a file's blob. */
  static byte[] inputBytes(Object input) {
    if (input instanceof byte[] bytes) {
      return bytes;
    }
    if (input instanceof Blob blob) {
      return blob.bytes();
    }
    return input.toString().getBytes(StandardCharsets.UTF_8);
  }

  // ---------------------------------------------------------------------------------- keywords

  /** Stands for {@code err-to: 'out}. */
  private static final Object MERGE = new Object();

  /** Splits inline keyword arguments from positional ones. */
  private static void collect(String who, List<Object> arguments, Map<String, Object> keywords,
      List<Object> positional) {
    for (int i = 0; i < arguments.size(); i++) {
      Object argument = arguments.get(i);
      if (argument instanceof Keyword keyword) {
        if (i + 1 == arguments.size()) {
          throw Errors.error(who + ": expected a value after keyword " + keyword.name() + ":, got end of arguments");
        }
        if (keywords.put(keyword.name(), arguments.get(++i)) != null) {
          throw Errors.error(who + ": keyword " + keyword.name() + ": given twice");
        }
      } else {
        positional.add(argument);
      }
    }
  }

  /** The keywords after checking: files, redirects, ports and variables. */
  private static final class Options {
    boolean shell;
    File directory;
    Object input;
    /** A {@code File}, {@code Redirect.INHERIT} or {@code Redirect.PIPE} (left open); null for none. */
    Object inputFrom;
    /** A {@code Redirect} or a port. */
    Object outputTo = Redirect.PIPE;
    /** A {@code Redirect}, a port, or {@link #MERGE}; null until parsed means {@code 'current}. */
    Object errorTo;
    Map<String, String> environment;
    final Map<String, String> variables = new LinkedHashMap<>();

    static Options parse(String who, Map<String, Object> keywords) {
      Options options = new Options();
      boolean outputGiven = false;
      boolean errorGiven = false;
      for (Map.Entry<String, Object> entry : keywords.entrySet()) {
        String name = entry.getKey();
        Object value = entry.getValue();
        switch (name) {
          case "shell" -> options.shell = value != Boolean.FALSE;
          case "directory" -> options.directory = file(who, name, value);
          case "in" -> {
            if (!(value instanceof CharSequence || value instanceof byte[])) {
              throw Errors.wrongType(who, "string, bytevector or process for in:", value);
            }
            options.input = value;
          }
          case "in-from" -> {
            if (value == Symbol.intern("inherit")) {
              options.inputFrom = Redirect.INHERIT;
            } else if (value == Symbol.intern("pipe")) {
              options.inputFrom = Redirect.PIPE;
            } else {
              options.inputFrom = file(who, name, value);
            }
          }
          case "out-to", "out-append-to" -> {
            if (outputGiven) {
              throw Errors.error(who + ": out-to: and out-append-to: given together");
            }
            outputGiven = true;
            options.outputTo = destination(who, name, value, IoLib.CURRENT_OUTPUT.get(), false);
          }
          case "err-to", "err-append-to" -> {
            if (errorGiven) {
              throw Errors.error(who + ": err-to: and err-append-to: given together");
            }
            errorGiven = true;
            options.errorTo = destination(who, name, value, IoLib.CURRENT_ERROR.get(), true);
          }
          case "env" -> options.environment = environment(who, value);
          default -> {
            String variable = variableName(name);
            if (variable == null) {
              throw Errors.error(who + ": unknown keyword " + name + ":");
            }
            options.variables.put(variable, Template.valueText(value));
          }
        }
      }
      if (options.input != null && options.inputFrom != null) {
        throw Errors.error(who + ": in: and in-from: given together");
      }
      if (!errorGiven) {
        options.errorTo = destination(who, "err-to", Symbol.intern("current"), IoLib.CURRENT_ERROR.get(), true);
      }
      return options;
    }

    private static Object destination(String who, String keyword, Object value, Object currentPort, boolean error) {
      boolean append = keyword.endsWith("-append-to");
      if (!append && value instanceof Symbol symbol) {
        switch (symbol.name()) {
          case "pipe":
            return Redirect.PIPE;
          case "inherit":
            return Redirect.INHERIT;
          case "current":
            // The console port is the program's own stream: inheriting it keeps the order of the
            // output without a copying thread (the console is flushed before the process starts).
            if (currentPort == OutputPort.console() || currentPort == OutputPort.consoleError()) {
              return Redirect.INHERIT;
            }
            return currentPort;
          case "out":
            if (error) {
              return MERGE;
            }
            break;
          default:
            break;
        }
        throw Errors.wrongType(who, "file name, port, 'pipe, 'inherit, 'current" + (error ? " or 'out" : "")
            + " for " + keyword + ":", value);
      }
      if (!append && (value instanceof OutputPort || value instanceof BinaryOutputPort)) {
        return value;
      }
      File file = file(who, keyword, value);
      return append ? Redirect.appendTo(file) : Redirect.to(file);
    }

    private static File file(String who, String keyword, Object value) {
      if (value instanceof File file) {
        return file;
      }
      if (value instanceof Path path) {
        return path.toFile();
      }
      if (value instanceof CharSequence text) {
        return new File(value instanceof ProcessValue ? Template.valueText(text) : text.toString());
      }
      throw Errors.wrongType(who, "file name for " + keyword + ":", value);
    }

    private static Map<String, String> environment(String who, Object value) {
      Map<String, String> result = new LinkedHashMap<>();
      Object entries = value instanceof HashTable table ? table.toAlist() : value;
      List<Object> elements = entries instanceof CharSequence ? null : Template.elements(entries);
      if (elements == null) {
        throw Errors.wrongType(who, "association list, hash table or list of NAME=value strings for env:", value);
      }
      for (Object element : elements) {
        if (element instanceof Pair pair) {
          result.put(Template.valueText(pair.car), Template.valueText(pair.cdr));
        } else if (element instanceof CharSequence text && text.toString().indexOf('=') > 0) {
          String binding = text.toString();
          int equals = binding.indexOf('=');
          result.put(binding.substring(0, equals), binding.substring(equals + 1));
        } else {
          throw Errors.wrongType(who, "(name . value) or \"NAME=value\" in env:", element);
        }
      }
      return result;
    }

    /** {@code env-NAME} gives NAME; an upper-case name is a variable too; null for anything else. */
    static String variableName(String keyword) {
      if (keyword.startsWith("env-") && keyword.length() > 4) {
        return keyword.substring(4);
      }
      if (keyword.matches("[A-Z_][A-Z0-9_]*")) {
        return keyword;
      }
      return null;
    }
  }
}
