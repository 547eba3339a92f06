package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Source files the way editors and tools leave them, through the real command
 * line: a byte-order mark, bytes that are not UTF-8, control characters quoted in a message, and a
 * file with far more errors than anyone reads.
 */
class SourceTextTest {
  @TempDir
  Path temp;

  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

  private int kopi(String... args) {
    PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
    return new Cli(SessionBackend::new, new ByteArrayInputStream(new byte[0]), out, err, false).execute(args);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  private Path file(String name, byte[] bytes) throws IOException {
    Path file = temp.resolve(name);
    Files.write(file, bytes);
    return file;
  }

  @Test
  void aByteOrderMarkIsNotAnIdentifier() throws IOException {
    byte[] text = "(define x 42)\n(set! x (+ x 1))\n".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[text.length + 3];
    bytes[0] = (byte) 0xEF;
    bytes[1] = (byte) 0xBB;
    bytes[2] = (byte) 0xBF;
    System.arraycopy(text, 0, bytes, 3, text.length);
    Path file = file("bom.scm", bytes);
    assertEquals(0, kopi("compile", "-d", temp.resolve("out").toString(), file.toString()), err());
    assertEquals("", err());
  }

  @Test
  void invalidUtf8IsLocatedAtTheBadByte() throws IOException {
    byte[] bytes = "(display 1)\n(display \"ab\u0000\")\n".getBytes(StandardCharsets.UTF_8);
    bytes[bytes.length - 4] = (byte) 0xC3; // a lead byte followed by '"': malformed
    Path file = file("bad.scm", bytes);
    assertEquals(ExitCodes.COMPILE_ERROR, kopi("compile", "-d", temp.resolve("out").toString(), file.toString()));
    assertEquals(file + ":2:13: error - invalid UTF-8 at byte 0xC3 (byte offset 24); source files must be UTF-8",
        err().strip());
  }

  @Test
  void controlCharactersInAMessageAreEscaped() throws IOException {
    // An identifier written with |...| may hold a newline and a NUL; the message quotes it.
    Path file = file("ctl.scm", "(define (f) |a\nb\u0000c|)\n".getBytes(StandardCharsets.UTF_8));
    assertEquals(ExitCodes.COMPILE_ERROR, kopi("compile", "-d", temp.resolve("out").toString(), file.toString()));
    String[] lines = err().split("\n", -1);
    assertEquals(2, lines.length, err());
    assertEquals(file + ":1:13: error - unbound variable: a\\nb\\x0;c", lines[0]);
  }

  @Test
  void diagnosticsAreCappedPerFile() throws IOException {
    Path file = file("parens.scm", "(".repeat(100_000).getBytes(StandardCharsets.UTF_8));
    assertEquals(ExitCodes.COMPILE_ERROR, kopi("compile", "-d", temp.resolve("out").toString(), file.toString()));
    String[] lines = err().strip().split("\n");
    assertEquals(Cli.MAX_DIAGNOSTICS + 1, lines.length);
    assertTrue(lines[0].startsWith(file + ":1:1: error - "), lines[0]);
    assertEquals(file + ": ... and 99900 more errors", lines[lines.length - 1]);
    assertFalse(Files.exists(temp.resolve("out")));
  }
}
