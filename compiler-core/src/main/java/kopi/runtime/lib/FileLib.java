package kopi.runtime.lib;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Printer;
import kopi.runtime.SchemeError;
import kopi.runtime.Unspecified;

/**
 * Kawa's file system procedures beyond (scheme file): {@code file-directory?},
 * {@code file-readable?}, {@code file-writable?}, {@code create-directory}, {@code rename-file},
 * {@code copy-file} and {@code system-tmpdir}. A file name is a string, relative to the current
 * directory. A failure is an error whose message starts with {@code file:}, so {@code file-error?}
 * recognizes it; {@link #failure} words it for every file procedure.
 */
public final class FileLib {
  private FileLib() {}

  @Builtin(value = "file-directory?", types = {"string"})
  public static Object fileDirectoryP(Object name) {
    return Files.isDirectory(path("file-directory?", name));
  }

  @Builtin(value = "file-readable?", types = {"string"})
  public static Object fileReadableP(Object name) {
    return Files.isReadable(path("file-readable?", name));
  }

  @Builtin(value = "file-writable?", types = {"string"})
  public static Object fileWritableP(Object name) {
    return Files.isWritable(path("file-writable?", name));
  }

  /** Makes one directory (not its parents): {@code #t} when it did, {@code #f} otherwise, as in Kawa. */
  @Builtin(value = "create-directory", types = {"string"})
  public static Object createDirectory(Object name) {
    try {
      Files.createDirectory(path("create-directory", name));
      return Boolean.TRUE;
    } catch (IOException e) {
      return Boolean.FALSE;
    }
  }

  /** Renames (moves) a file, replacing the target: {@code #t} when it did, {@code #f} otherwise, as in Kawa. */
  @Builtin(value = "rename-file", types = {"string", "string"})
  public static Object renameFile(Object from, Object to) {
    try {
      Files.move(path("rename-file", from), path("rename-file", to), StandardCopyOption.REPLACE_EXISTING);
      return Boolean.TRUE;
    } catch (IOException e) {
      return Boolean.FALSE;
    }
  }

  /** Copies a file's contents, replacing the target's; a failure is a file error. */
  @Builtin(value = "copy-file", types = {"string", "string"})
  public static Object copyFile(Object from, Object to) {
    Path source = path("copy-file", from);
    try {
      Files.copy(source, path("copy-file", to), StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw failure("copy " + Printer.writeString(from) + " to", to, e);
    }
    return Unspecified.VALUE;
  }

  /** The directory for temporary files ({@code java.io.tmpdir}), without a trailing separator. */
  @Builtin("system-tmpdir")
  public static Object systemTmpdir() {
    String dir = System.getProperty("java.io.tmpdir");
    while (dir.length() > 1 && dir.endsWith(java.io.File.separator)) {
      dir = dir.substring(0, dir.length() - 1);
    }
    return new MString(dir);
  }

  /** The path a file procedure's argument names; a name the file system cannot have is a file error. */
  static Path path(String who, Object name) {
    String text = Args.string(who, name).toString();
    try {
      return Path.of(text);
    } catch (InvalidPathException e) {
      throw Errors.error("file: " + who + ": invalid file name " + Printer.writeString(name) + ": "
          + e.getReason().toLowerCase(Locale.ROOT));
    }
  }

  /**
   * The path of a file to open for input: a directory is a file error here, when the port is
   * opened (as in Kawa), not at its first read.
   */
  static Path inputPath(String who, Object name) {
    Path path = path(who, name);
    if (Files.isDirectory(path)) {
      throw failure("open input file", name, new FileSystemException(path.toString(), null, "Is a directory"));
    }
    return path;
  }

  /**
   * The error of a failed file operation: {@code file: cannot ACTION "name": reason}, the reason
   * in the words of the C library ("no such file or directory", "permission denied").
   */
  static SchemeError failure(String action, Object name, IOException e) {
    return Errors.error("file: cannot " + action + " " + Printer.writeString(name) + ": " + reason(e));
  }

  /** Why a file operation failed, in the C library's words ("no such file or directory"). */
  public static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "file exists";
    }
    if (e instanceof DirectoryNotEmptyException) {
      return "directory not empty";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason().toLowerCase(Locale.ROOT);
    }
    return String.valueOf(e.getMessage());
  }
}
