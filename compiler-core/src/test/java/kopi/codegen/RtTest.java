package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Rt} names the runtime classes generated code calls by string constants (class literals
 * would load them all into every compilation); each must name a class of the runtime, so that
 * renaming or moving one fails here rather than in generated code.
 */
class RtTest {
  @Test
  void everyRuntimeNameIsARuntimeClass() throws IllegalAccessException {
    List<String> missing = new ArrayList<>();
    int names = 0;
    for (Field field : Rt.class.getDeclaredFields()) {
      if (!Modifier.isStatic(field.getModifiers()) || field.getType() != String.class) {
        continue;
      }
      String name = (String) field.get(null);
      if (!name.startsWith(Rt.RUNTIME_PREFIX) || name.equals(Rt.RUNTIME_PREFIX)) {
        continue;
      }
      names++;
      try {
        Class.forName(name.replace('/', '.'), false, RtTest.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        missing.add(field.getName() + " = " + name);
      }
    }
    assertTrue(names >= 30, "Rt names " + names + " runtime classes");
    assertEquals(List.of(), missing);
  }
}
