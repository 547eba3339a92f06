package kopi.runtime.process;

import static kopi.runtime.process.TemplateTest.parts;
import static kopi.runtime.process.TemplateTest.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import org.junit.jupiter.api.Test;

/** The text and arguments of &sh: values are positional parameters, the script only refers to them. */
class ShellScriptTest {
  private static final String PRELUDE1 = "_kopi_1=${1} ; set --; ";

  private static ShellScript.Command build(Object... pieces) {
    return ShellScript.build("&sh", parts(pieces));
  }

  private static final String[] PIECES = {
      " ", "\n", "\t", "'", "\"", "`", "\\", "$", "${", "$(", "$((", "(", ")", "{", "}", "#", ";", ";;", "&",
      "|", "<<", "<<-", "<<'E'", "<<E", "E", "EOF", "case", "in", "esac", "x=", "a", "b", ":-", "%", "*",
      "if", "then", "fi", "do", "done", "f()", "é",
  };

  /**
   * Whatever the text around them, values never reach the script text: each random template builds
   * (or is refused with a Scheme error), and the script holds none of the values' characters.
   */
  @Test
  void randomTemplatesNeverPutAValueInTheScript() {
    java.util.Random random = new java.util.Random(15L);
    int built = 0;
    for (int n = 0; n < 20000; n++) {
      List<Template.Part> parts = new java.util.ArrayList<>();
      int count = 1 + random.nextInt(6);
      for (int i = 0; i < count; i++) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(6);
        for (int j = 0; j < length; j++) {
          text.append(PIECES[random.nextInt(PIECES.length)]);
        }
        parts.add(new Template.Text(text.toString()));
        Object value = random.nextBoolean() ? "\u00a7;\u00a7" : Pair.list("\u00a7a b\u00a7", "\u00a7");
        parts.add(v(random.nextInt(10) == 0 ? String.valueOf(random.nextInt(100)) : value));
      }
      try {
        ShellScript.Command command = ShellScript.build("&sh", parts);
        assertTrue(command.script().indexOf('\u00a7') < 0, command.script());
        built++;
      } catch (SchemeError e) {
        assertTrue(e.getMessage().startsWith("&sh: "), e.getMessage());
      }
    }
    assertTrue(built > 10000, "built " + built);
  }

  @Test
  void withoutValuesTheScriptIsTheText() {
    ShellScript.Command command = build("echo 'a' \"$HOME\"");
    assertEquals("echo 'a' \"$HOME\"", command.script());
    assertEquals(List.of(), command.arguments());
    assertEquals(List.of("/bin/sh", "-c", "echo 'a' \"$HOME\""), command.words());
  }

  @Test
  void outsideQuotesEachWordIsAReference() {
    ShellScript.Command command = build("echo x", v(" a;b  c "), "y");
    assertEquals("_kopi_1=${1} _kopi_2=${2} ; set --; echo x \"${_kopi_1}\" \"${_kopi_2}\" y", command.script());
    assertEquals(List.of("a;b", "c"), command.arguments());
    assertEquals(List.of("/bin/sh", "-c", command.script(), "sh", "a;b", "c"), command.words());
    assertEquals(List.of("O'Conner", "de Beauvoir"),
        build("echo ", v(Pair.list("O'Conner", "de Beauvoir"))).arguments());
  }

  @Test
  void quotesAreClosedAndReopenedAsTheContextNeeds() {
    assertEquals(PRELUDE1 + "echo 'a'\"${_kopi_1}\"'b'", build("echo 'a", v("it's"), "b'").script());
    assertEquals(PRELUDE1 + "echo \"a${_kopi_1}b\"", build("echo \"a", v("$x`y`"), "b\"").script());
    ShellScript.Command lines = build("printf \"x", v("1\n2"), "y\"");
    assertEquals(List.of("1", "2"), lines.arguments());
    assertTrue(lines.script().endsWith("printf \"x${_kopi_1}\" \"${_kopi_2}y\""), lines.script());
  }

  @Test
  void aDollarSignBeforeAValueIsLiteral() {
    assertEquals(PRELUDE1 + "ls \\$\"${_kopi_1}\"", build("ls $", v("x")).script());
    assertEquals(PRELUDE1 + "echo \"\\${${_kopi_1}}\"", build("echo \"${", v("HOME"), "}\"").script());
  }

  @Test
  void assignmentsAndCaseWordsTakeTheValueAsOneString() {
    assertEquals(List.of("a b"), build("x=", v("a b"), "; echo $x").arguments());
    assertEquals(List.of("a b", "a b"), build("case ", v("a b"), " in ", v("a b"), ") echo y;; esac").arguments());
    assertEquals(List.of("a", "b"), build("echo x=", v("a b")).arguments());
  }

  @Test
  void commentsDropTheValue() {
    ShellScript.Command command = build("echo 1 # ", v("x\ntouch y"), "\necho 2");
    assertEquals("echo 1 # \necho 2", command.script());
    assertEquals(List.of(), command.arguments());
  }

  @Test
  void placesThatCannotTakeAValue() {
    assertEquals(0, ShellScript.check(parts("cat <<", v("x"), "\nx\n")).value());
    assertEquals(1, ShellScript.check(parts("echo ", v("a"), "; cat <<'E'\n", v("x"), "\nE\n")).value());
    assertNull(ShellScript.check(parts("cat <<E\n", v("x"), "\nE\necho ", v("y"))));
    SchemeError error = assertThrows(SchemeError.class, () -> build("echo $((1 + ", v("2;x"), "))"));
    assertTrue(error.getMessage().contains("integer"), error.getMessage());
    assertEquals(List.of("-12"), build("echo $((1 + ", v(-12L), "))").arguments());
  }
}
