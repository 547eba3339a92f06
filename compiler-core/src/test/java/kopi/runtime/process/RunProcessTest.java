package kopi.runtime.process;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kopi.runtime.BinaryOutputPort;
import kopi.runtime.Builtins;
import kopi.runtime.Keyword;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real processes through the builtins, as compiled code calls them. */
class RunProcessTest {
  private static final Object START = Template.START;
  private static final Object END = Template.END;

  static Object call(String name, Object... arguments) {
    Procedure procedure = Builtins.lookup(name);
    assertTrue(procedure != null, "no builtin " + name);
    return Procedure.callN(procedure, arguments);
  }

  static Keyword k(String name) {
    return Keyword.intern(name);
  }

  static ProcessValue form(Object... arguments) {
    return (ProcessValue) call("$construct$:`", arguments);
  }

  static ProcessValue sh(Object... arguments) {
    return (ProcessValue) call("$construct$:sh", arguments);
  }

  static ProcessValue run(Object... arguments) {
    return (ProcessValue) call("run-process", arguments);
  }

  static String errorOf(Runnable body) {
    return assertThrows(SchemeError.class, body::run).getMessage();
  }

  @Test
  void processFormOutputExitCodeAndBytes() {
    ProcessValue p = form("echo hi ", START, "a  b", END);
    assertEquals("hi a b\n", p.outputString());
    assertEquals(0L, call("process-exit-wait", p));
    assertEquals(true, call("process-exit-ok?", p));
    assertEquals(true, call("process?", p));
    assertArrayEquals("hi a b\n".getBytes(StandardCharsets.UTF_8), (byte[]) call("->bytevector", p));
  }

  @Test
  void processIsAStringOfItsOutputButWritesAsAProcess() {
    ProcessValue p = form("printf %s ", START, "héllo", END);
    assertEquals(5L, call("string-length", p));
    assertEquals("héllo!", call("string-append", p, "!").toString());
    assertEquals("héllo", Printer.displayString(p));
    assertEquals("#<process " + p.pid() + " \"printf\" \"%s\" \"héllo\">", Printer.writeString(p));
  }

  @Test
  void exitCodes() {
    ProcessValue p = sh("exit 3");
    assertEquals(3L, call("process-exit-wait", p));
    assertEquals(false, call("process-exit-ok?", p));
    assertEquals(List.of("/bin/sh", "-c", "exit 3"), p.command());
  }

  @Test
  void nestedProcessSubstitutesLikeCommandSubstitution(@TempDir Path directory) {
    ProcessValue pwd = run(k("directory"), directory.toString(), "pwd");
    assertEquals(directory.toString() + "\n", pwd.outputString());
    assertEquals("[" + directory + "]\n", form("printf '[%s]\\n' ", START, pwd, END).outputString());
    assertEquals("[" + directory + "]\n", form("printf '[%s]\\n' \"", START, pwd, END, "\"").outputString());
  }

  @Test
  void inputFromStringBytesAndProcess() {
    assertEquals("abc", form(k("in"), "abc", END, "cat").outputString());
    assertEquals("3\n", form(k("in"), new byte[] {1, 2, 3}, END, "wc -c").outputString().trim() + "\n");
    ProcessValue upstream = form("printf 'b\\na\\nc\\n'");
    assertEquals("a\nb\nc\n", form(k("in"), upstream, END, "sort").outputString());
    // The upstream output is still there for whoever asks.
    assertEquals("b\na\nc\n", upstream.outputString());
  }

  @Test
  void nestedInPipelines() {
    ProcessValue pipeline = form(k("in"),
        form(k("in"), form("printf 'b a\\nc\\n'"), END, "tr a-z A-Z"), END, "sort -r");
    assertEquals("C\nB A\n", pipeline.outputString());
  }

  @Test
  void defaultInputIsEmpty() {
    assertEquals("", form("cat").outputString());
  }

  @Test
  void twoPositionalArgumentsAreInputAndCommand() {
    assertEquals("xyz", run("xyz", "cat").outputString());
    assertEquals("a b", run(Pair.list("printf", "%s", "a b")).outputString());
    assertEquals("v1", run((Object) new Object[] {"printf", "v%s", 1L}).outputString());
    assertEquals("one word", run("printf '%s' 'one word'").outputString());
  }

  @Test
  void shellKeyword() {
    assertEquals("1\n2\n", run(k("shell"), true, "echo 1; echo 2").outputString());
    assertEquals("a;b\n", run(k("shell"), true, Pair.list("echo", "a;b")).outputString());
  }

  @Test
  void outputAndErrorRedirections(@TempDir Path directory) throws Exception {
    Path out = directory.resolve("out.txt");
    ProcessValue p = run(k("out-to"), out.toString(), "echo one");
    assertEquals(0, p.exitWait());
    assertEquals("", p.outputString());
    run(k("out-append-to"), out.toString(), "echo two").exitWait();
    assertEquals("one\ntwo\n", Files.readString(out));

    Path err = directory.resolve("err.txt");
    sh(k("err-to"), err.toString(), END, "echo oops >&2").exitWait();
    sh(k("err-append-to"), err.toString(), END, "echo again >&2").exitWait();
    assertEquals("oops\nagain\n", Files.readString(err));

    ProcessValue kept = sh(k("err-to"), Symbol.intern("pipe"), END, "echo out; echo kept >&2");
    assertEquals("out\n", kept.outputString());
    assertEquals("kept\n", kept.errorString());
    assertEquals("out\nerr\n", sh(k("err-to"), Symbol.intern("out"), END, "echo out; echo err >&2").outputString());
  }

  @Test
  void outputToPorts() {
    OutputPort text = OutputPort.ofString();
    OutputPort errors = OutputPort.ofString();
    ProcessValue p = sh(k("out-to"), text, k("err-to"), errors, END, "printf 'é'; printf e >&2");
    assertEquals(0, p.exitWait());
    assertEquals("é", text.contents());
    assertEquals("e", errors.contents());
    BinaryOutputPort binary = BinaryOutputPort.ofBytes();
    run(k("out-to"), binary, "printf '\\377\\001'").exitWait();
    assertArrayEquals(new byte[] {(byte) 0xff, 1}, binary.contents());
  }

  @Test
  void currentPortsFollowParameterize() {
    OutputPort captured = OutputPort.ofString();
    Procedure thunk = new NamedProcedure("thunk", 0, 0) {
      @Override
      public Object apply0() {
        return sh(k("out-to"), Symbol.intern("current"), k("err-to"), Symbol.intern("current"), END,
            "echo to-out; echo to-err >&2").exitWait();
      }
    };
    kopi.runtime.Parameter.parameterize(
        Pair.list(kopi.runtime.lib.IoLib.CURRENT_OUTPUT, kopi.runtime.lib.IoLib.CURRENT_ERROR),
        Pair.list(captured, captured), thunk);
    assertTrue(captured.contents().contains("to-out\n"), captured.contents());
    assertTrue(captured.contents().contains("to-err\n"), captured.contents());
  }

  @Test
  void largeOutputAndErrorDoNotDeadlock() {
    OutputPort errors = OutputPort.ofString();
    ProcessValue p = sh(k("err-to"), errors, END,
        "head -c 3000000 /dev/zero | tr '\\0' x; head -c 500000 /dev/zero | tr '\\0' y >&2");
    assertEquals(0, p.exitWait());
    assertEquals(3_000_000, p.outputBytes().length);
    assertEquals(500_000, errors.contents().length());
    ProcessValue big = form(k("in"), "z".repeat(2_000_000), END, "cat");
    assertEquals(2_000_000, big.length());
  }

  @Test
  void environmentAndDirectory(@TempDir Path directory) {
    assertEquals("1 2\n", sh(k("env-KOPI_A"), "1", k("KOPI_B"), 2L, END, "echo $KOPI_A $KOPI_B").outputString());
    ProcessValue clean = run(k("env"), Pair.list(new Pair("ONLY", "yes"), "ALSO=too"), k("env-MORE"), "m",
        "/usr/bin/env");
    assertEquals(List.of("ALSO=too", "MORE=m", "ONLY=yes"),
        clean.outputString().lines().sorted().toList());
    assertEquals(directory + "\n", form(k("directory"), directory.toString(), END, "pwd").outputString());
  }

  @Test
  void inputFromFileAndPipe(@TempDir Path directory) throws Exception {
    Path in = directory.resolve("in.txt");
    Files.writeString(in, "from file\n");
    assertEquals("from file\n", run(k("in-from"), in.toString(), "cat").outputString());
    ProcessValue p = run(k("in-from"), Symbol.intern("pipe"), "tr a-z A-Z");
    try (OutputStream stdin = p.stdin()) {
      stdin.write("piped".getBytes(StandardCharsets.UTF_8));
    }
    assertEquals("PIPED", p.outputString());
  }

  @Test
  void javaApiTakesKeywordsByName() {
    ProcessValue p = RunProcess.run(Map.of("in", "q", "env-X", "x"), "sh -c 'cat; echo $X'");
    assertEquals("qx\n", p.outputString());
  }

  @Test
  void pipeProcess() {
    assertEquals("HELLO\n", ((ProcessValue) call("pipe-process", form("echo hello"), "tr a-z A-Z")).outputString());
    Procedure stage = new NamedProcedure("stage", 0, 0) {
      @Override
      public Object apply0() {
        return form("tr a-z A-Z");
      }
    };
    Procedure last = new NamedProcedure("last", 0, 0) {
      @Override
      public Object apply0() {
        return form("sort");
      }
    };
    assertEquals("A\nB\n",
        ((ProcessValue) call("pipe-process", form("printf 'b\\na\\n'"), stage, last)).outputString());
    assertEquals("pipe-process: expected a command or a thunk for stage 2, got a process started already",
        errorOf(() -> call("pipe-process", form("echo"), form("cat"))));
  }

  @Test
  void errors() {
    assertEquals("run-process: unknown keyword foo:", errorOf(() -> run(k("foo"), 1L, "echo")));
    assertEquals("&`: unknown keyword lowercase:", errorOf(() -> form(k("lowercase"), 1L, END, "echo")));
    assertEquals("run-process: expected a value after keyword in:, got end of arguments",
        errorOf(() -> run("echo", k("in"))));
    assertEquals("run-process: expected a command, got no positional argument", errorOf(() -> run(k("in"), "x")));
    assertTrue(errorOf(() -> run("/no/such/program")).startsWith("run-process: cannot run \"/no/such/program\": "));
    assertEquals("&`: expected a command, got empty text", errorOf(() -> form("  ")));
    assertEquals("run-process: expected string, bytevector or process for in:, got 5",
        errorOf(() -> run(k("in"), 5L, "cat")));
    assertEquals("run-process: expected file name, port, 'pipe, 'inherit, 'current or 'out for err-to:, got nowhere",
        errorOf(() -> run(k("err-to"), Symbol.intern("nowhere"), "cat")));
    assertEquals("process-exit-wait: expected process, got \"x\"", errorOf(() -> call("process-exit-wait", "x")));
  }

  @Test
  void fileLiterals(@TempDir Path directory) throws Exception {
    String name = directory.resolve("data.bin").toString();
    Procedure writer = (Procedure) call("$construct$:>", START, name, END);
    Procedure.call(writer, "héllo\n");
    Procedure appender = (Procedure) call("$construct$:>>", directory + "/", START, "data.bin", END);
    Procedure.call(appender, new byte[] {(byte) 0xff});
    Procedure.call(appender, form("printf x"));
    Object blob = call("$construct$:<", name);
    assertInstanceOf(Blob.class, blob);
    byte[] expected = {'h', (byte) 0xc3, (byte) 0xa9, 'l', 'l', 'o', '\n', (byte) 0xff, 'x'};
    assertArrayEquals(expected, (byte[]) call("->bytevector", blob));
    assertArrayEquals(expected, Files.readAllBytes(Path.of(name)));
    assertEquals("héllo\n\uFFFDx", Printer.displayString(blob));
    assertEquals(8L, call("string-length", blob));
    assertEquals("&<: cannot read \"" + directory + "/none\": no such file or directory",
        errorOf(() -> call("$construct$:<", directory + "/none")));
  }

  @AfterAll
  static void noThreadOutlivesItsProcess() throws InterruptedException {
    long deadline = System.nanoTime() + 10_000_000_000L;
    List<String> alive;
    do {
      Thread.sleep(50);
      alive = Thread.getAllStackTraces().keySet().stream().map(Thread::getName)
          .filter(name -> name.startsWith("kopi-process-")).toList();
    } while (!alive.isEmpty() && System.nanoTime() < deadline);
    assertEquals(List.of(), alive);
    assertFalse(ProcessHandle.current().children().anyMatch(ProcessHandle::isAlive),
        "a child process is still running");
  }
}
