package kopi.runtime.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import kopi.runtime.Errors;
import kopi.runtime.Printer;

/**
 * The run-time side of the whole-file literals: {@code &<{name}} reads a file as a {@link Blob},
 * {@code (&>{name} value)} replaces a file's contents with a value, {@code (&>>{name} value)}
 * appends it. The file name is the literal's text with its substitutions displayed (trailing
 * newlines of a value dropped, as in a process form); it is not split into words.
 */
public final class FileLiterals {
  private FileLiterals() {}

  /** The file name of a literal's body parts. */
  public static String fileName(List<Template.Part> parts) {
    StringBuilder name = new StringBuilder();
    for (Template.Part part : parts) {
      if (part instanceof Template.Text text) {
        name.append(text.text());
      } else {
        name.append(Template.valueText(((Template.Value) part).value()));
      }
    }
    return name.toString();
  }

  /** The whole contents of a file. */
  public static Blob read(String name) {
    try {
      return new Blob(Files.readAllBytes(Path.of(name)));
    } catch (IOException e) {
      throw Errors.error("&<: cannot read " + Printer.quoteString(name) + ": " + reason(e));
    }
  }

  /** Replaces the contents of a file with {@code value} (see {@link #bytes}). */
  public static void write(String name, Object value) {
    store("&>", name, value, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
        StandardOpenOption.WRITE);
  }

  /** Appends {@code value} to a file, creating it when missing. */
  public static void append(String name, Object value) {
    store("&>>", name, value, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
  }

  /**
   * The bytes a value stands for in a file: a bytevector as it is, a blob's or a process's bytes
   * (the process's output, exactly), a string as UTF-8, anything else in its {@code display} form.
   */
  public static byte[] bytes(Object value) {
    if (value instanceof byte[] bytes) {
      return bytes;
    }
    if (value instanceof Blob blob) {
      return blob.bytes();
    }
    if (value instanceof ProcessValue process) {
      return process.outputBytes();
    }
    return Printer.displayString(value).getBytes(StandardCharsets.UTF_8);
  }

  private static void store(String who, String name, Object value, StandardOpenOption... options) {
    try {
      Files.write(Path.of(name), bytes(value), options);
    } catch (IOException e) {
      throw Errors.error(who + ": cannot write " + Printer.quoteString(name) + ": " + reason(e));
    }
  }

  private static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
      return fs.getReason().toLowerCase(java.util.Locale.ROOT);
    }
    return String.valueOf(e.getMessage());
  }
}
