package kopi.runtime.process;

import java.nio.charset.StandardCharsets;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.StringLike;
import kopi.runtime.Unspecified;

/**
 * The builtins of process forms, {@code run-process} and whole-file literals.
 *
 * <p>The reader turns the literals into calls of these builtins ({@code &`{ls &[dir]}} reads as
 * {@code ($construct$:` "ls " $<<$ dir $>>$)}); the code generator compiles them as ordinary
 * variadic calls, with {@code $<<$} and {@code $>>$} referring to {@link Template#START} and
 * {@link Template#END}, and keywords ({@code in:}) passed as {@link kopi.runtime.Keyword} values
 * followed by their argument.
 */
public final class ProcessLib {
  private ProcessLib() {}

  /** {@code &`[keywords]{command}}: runs the command read into words without a shell. */
  @Builtin(value = "$construct$:`", min = 1)
  public static Object processForm(Object[] arguments) {
    Template.Split split = Template.split("&`", arguments);
    return RunProcess.runWords("&`", split.prefix(), Template.words(split.parts()));
  }

  /**
   * {@code &sh[keywords]{command}}: runs the command with {@code /bin/sh -c}; the values are
   * positional parameters the script refers to, never part of its text ({@link ShellScript}).
   */
  @Builtin(value = "$construct$:sh", min = 1)
  public static Object shellForm(Object[] arguments) {
    Template.Split split = Template.split("&sh", arguments);
    ShellScript.Command command = ShellScript.build("&sh", split.parts());
    if (command.script().isBlank()) {
      throw Errors.error("&sh: expected a command, got empty text");
    }
    return RunProcess.runWords("&sh", split.prefix(), command.words());
  }

  /** {@code (run-process keyword value ... [input] command)}: see {@link RunProcess}. */
  @Builtin(value = "run-process", min = 1)
  public static Object runProcess(Object[] arguments) {
    return RunProcess.runArguments("run-process", arguments);
  }

  /** {@code (pipe-process stage ...)}: see {@link RunProcess#pipe}. */
  @Builtin(value = "pipe-process", min = 1)
  public static Object pipeProcess(Object[] stages) {
    return RunProcess.pipe(stages);
  }

  @Builtin("process?")
  public static Object isProcess(Object x) {
    return x instanceof ProcessValue;
  }

  /** Waits for the process to exit and gives its exit code. */
  @Builtin("process-exit-wait")
  public static Object processExitWait(Object process) {
    return (long) process("process-exit-wait", process).exitWait();
  }

  /** Waits for the process to exit: {@code #t} when it exited with 0. */
  @Builtin("process-exit-ok?")
  public static Object processExitOk(Object process) {
    return process("process-exit-ok?", process).exitOk();
  }

  /**
   * The text of a value: a process's output or a file blob decoded as UTF-8, a string as it is, and
   * any other value as {@code display} writes it ({@code (->string 42)} is {@code "42"}).
   */
  @Builtin("->string")
  public static Object toText(Object x) {
    if (x instanceof StringLike like) {
      return like.asString();
    }
    if (x instanceof String || x instanceof MString) {
      return x;
    }
    return new MString(Printer.displayString(x));
  }

  /**
   * The bytes of a value: a process's output or a file blob exactly, a bytevector as it is (not
   * copied), a string as UTF-8.
   */
  @Builtin("->bytevector")
  public static Object toBytevector(Object x) {
    if (x instanceof byte[] || x instanceof Blob || x instanceof ProcessValue) {
      return FileLiterals.bytes(x);
    }
    if (x instanceof CharSequence text) {
      return text.toString().getBytes(StandardCharsets.UTF_8);
    }
    throw Errors.wrongType("->bytevector", "string, bytevector, process or blob", x);
  }

  /** {@code &<{name}}: the file's contents as a blob. */
  @Builtin(value = "$construct$:<", min = 1)
  public static Object readFile(Object[] arguments) {
    return FileLiterals.read(fileName("&<", arguments));
  }

  /** {@code &>{name}}: a procedure of one value that replaces the file's contents with it. */
  @Builtin(value = "$construct$:>", min = 1)
  public static Object fileWriter(Object[] arguments) {
    String name = fileName("&>", arguments);
    return new NamedProcedure("&>{" + name + "}", 1, 1) {
      @Override
      public Object apply1(Object value) {
        FileLiterals.write(name, value);
        return Unspecified.VALUE;
      }
    };
  }

  /** {@code &>>{name}}: a procedure of one value that appends it to the file. */
  @Builtin(value = "$construct$:>>", min = 1)
  public static Object fileAppender(Object[] arguments) {
    String name = fileName("&>>", arguments);
    return new NamedProcedure("&>>{" + name + "}", 1, 1) {
      @Override
      public Object apply1(Object value) {
        FileLiterals.append(name, value);
        return Unspecified.VALUE;
      }
    };
  }

  private static String fileName(String who, Object[] arguments) {
    Template.Split split = Template.split(who, arguments);
    if (!split.prefix().isEmpty()) {
      throw Errors.error(who + ": expected no bracketed arguments, got " + split.prefix().size());
    }
    String name = FileLiterals.fileName(split.parts());
    if (name.isEmpty()) {
      throw Errors.error(who + ": expected a file name, got empty text");
    }
    return name;
  }

  private static ProcessValue process(String who, Object x) {
    if (x instanceof ProcessValue process) {
      return process;
    }
    throw Errors.wrongType(who, "process", x);
  }
}
