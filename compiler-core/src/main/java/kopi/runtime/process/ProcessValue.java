package kopi.runtime.process;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import kopi.runtime.Errors;
import kopi.runtime.Printer;
import kopi.runtime.StringLike;

/**
 * The value of a process form or of {@code run-process}: a running (or finished) operating-system
 * process and what it wrote to its standard output.
 *
 * <p>It implements {@link CharSequence} over its output decoded as UTF-8, so every builtin that
 * takes a string ({@code string-length}, {@code string-append}, {@code string-split}, ...) takes a
 * process as the string of its output, as Kawa's process values do, with no conversion at each
 * call site. Every such use waits for the output to end. {@code display} prints the output;
 * {@code write} prints {@link #writeForm} ({@code #<process 1234 "ls" "-l">}), since writing it as a
 * string would claim it reads back as one. Output redirected elsewhere ({@code out-to:}) leaves
 * the value empty.
 *
 * <p>The output is always read on a background thread into memory (see {@link OutputCapture}),
 * the standard error is copied or redirected as {@code err-to:} says, and the standard input is
 * fed on a thread of its own, so a process never blocks on a pipe nobody reads. Identity is the
 * process: {@code equals} is {@code eq?}.
 */
public final class ProcessValue implements StringLike {
  private final Process process;
  private final List<String> command;
  private final OutputCapture output;
  private final OutputCapture errorOutput;
  private final List<Thread> copiers;
  private volatile String text;

  ProcessValue(Process process, List<String> command, OutputCapture output, OutputCapture errorOutput,
      List<Thread> copiers) {
    this.process = process;
    this.command = List.copyOf(command);
    this.output = output;
    this.errorOutput = errorOutput;
    this.copiers = List.copyOf(copiers);
  }

  /** The standard output as a string (UTF-8, malformed bytes replaced), once the output has ended. */
  public String outputString() {
    String result = text;
    if (result == null) {
      result = new String(outputBytes(), StandardCharsets.UTF_8);
      text = result;
    }
    return result;
  }

  @Override
  public String asString() {
    return outputString();
  }

  @Override
  public byte[] asBytes() {
    return outputBytes();
  }

  /** The standard output's bytes (a fresh array each time), once the output has ended. */
  public byte[] outputBytes() {
    return output == null ? new byte[0] : output.awaitAll();
  }

  /**
   * The standard error as a string, once it has ended, when it was kept ({@code err-to: 'pipe});
   * empty otherwise.
   */
  public String errorString() {
    return errorOutput == null ? "" : new String(errorOutput.awaitAll(), StandardCharsets.UTF_8);
  }

  /**
   * Waits for the process to exit and for what it wrote to reach its destinations ({@code out-to:}
   * a port, for instance), then gives its exit code. An interrupt ends the wait with an error.
   */
  public int exitWait() {
    try {
      int code = process.waitFor();
      for (Thread copier : copiers) {
        copier.join();
      }
      return code;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Errors.error("process-exit-wait: interrupted while waiting for " + writeForm());
    }
  }

  /** True when the process exited with code 0. */
  public boolean exitOk() {
    return exitWait() == 0;
  }

  /** The operating system's id of the process. */
  public long pid() {
    return process.pid();
  }

  /** The program and its arguments as started ({@code /bin/sh -c ...} for a shell command). */
  public List<String> command() {
    return command;
  }

  /** The underlying process, for Java code. */
  public Process process() {
    return process;
  }

  /**
   * The standard input when it was left open ({@code in-from: 'pipe}); closing it gives the
   * process end of file. Otherwise a stream that is closed already or discards what it is given.
   */
  public OutputStream stdin() {
    return process.getOutputStream();
  }

  /** A fresh stream over the output from its start, blocking while the process writes more. */
  public InputStream outputStream() {
    return output == null ? InputStream.nullInputStream() : output.stream();
  }

  /** The {@code write} form: {@code #<process 1234 "ls" "-l">}, the command words as Scheme strings. */
  @Override
  public String writeForm() {
    StringBuilder out = new StringBuilder("#<process ").append(process.pid());
    for (String word : command) {
      out.append(' ').append(Printer.quoteString(word));
    }
    return out.append('>').toString();
  }

  @Override
  public int length() {
    return outputString().length();
  }

  @Override
  public char charAt(int index) {
    return outputString().charAt(index);
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return outputString().subSequence(start, end);
  }

  /** The output, so that Java code and string contexts see the process as its output. */
  @Override
  public String toString() {
    return outputString();
  }
}
