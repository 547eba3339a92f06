package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class JavaInteropTest {

  @Test
  void exactIntegerPrefersIntThenLong() {
    assertEquals(5L, JavaInterop.invokeStatic("java.lang.Math", "abs", new Object[] {-5L}));
    assertEquals(5_000_000_000L, JavaInterop.invokeStatic("java.lang.Math", "abs", new Object[] {-5_000_000_000L}));
    assertTrue(JavaInterop.cost(int.class, 1L) < JavaInterop.cost(long.class, 1L));
    assertEquals(JavaInterop.NOT_APPLICABLE, JavaInterop.cost(int.class, 1L << 40));
  }

  @Test
  void flonumPicksDouble() {
    assertEquals(2.5, JavaInterop.invokeStatic("java.lang.Math", "max", new Object[] {2.5, 1.0}));
  }

  @Test
  void resultsConvertBack() {
    assertEquals(Char.of('E'), JavaInterop.invoke("hEllo", "charAt", new Object[] {1L}));
    assertSame(Unspecified.VALUE, JavaInterop.invoke(new StringBuilder(), "setLength", new Object[] {0L}));
    assertEquals(3L, JavaInterop.invoke("abc", "length", new Object[0]));
  }

  @Test
  void constructionAddsWhenNoConstructorFits() {
    Object list = JavaInterop.construct("java.util.ArrayList", new Object[] {1L, 2L, 3L});
    assertEquals(List.of(1L, 2L, 3L), list);
  }

  @Test
  void keywordArgumentsCallSetters() {
    Thread thread = (Thread) JavaInterop.construct("java.lang.Thread",
        new Object[] {Keyword.intern("name"), "worker-7"});
    assertEquals("worker-7", thread.getName());
  }

  @Test
  void missingMethodNamesClassAndMethod() {
    SchemeError error = assertThrows(SchemeError.class, () -> JavaInterop.invoke(5L, "frob", new Object[0]));
    assertTrue(error.getMessage().contains("no method frob in java.lang.Long"), error.getMessage());
  }

  @Test
  void shortNamesResolveInJavaLang() {
    assertSame(String.class, JavaInterop.findClass("String"));
    assertEquals(null, JavaInterop.findClass("NoSuchClassAnywhere"));
  }
}
