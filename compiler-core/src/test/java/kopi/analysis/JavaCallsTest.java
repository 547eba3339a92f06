package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import org.junit.jupiter.api.Test;

/** The overload {@link JavaCalls} picks from static types, as javac would, and when it declines. */
class JavaCallsTest {

  @Test
  void primitiveTypesPickTheMatchingOverload() {
    assertEquals("abs(long)", staticTarget("java.lang.Math", "abs", Type.parse("long")));
    assertEquals("abs(int)", staticTarget("java.lang.Math", "abs", Type.parse("int")));
    assertEquals("abs(double)", staticTarget("java.lang.Math", "abs", Type.parse("double")));
    assertEquals("valueOf(char)", staticTarget("java.lang.String", "valueOf", Type.CHARACTER));
    // An int widens to long before it would be boxed.
    assertEquals("max(int,int)", staticTarget("java.lang.Math", "max", Type.parse("int"), Type.parse("int")));
    assertEquals("max(long,long)", staticTarget("java.lang.Math", "max", Type.parse("int"), Type.parse("long")));
  }

  @Test
  void referenceTypesPickTheMostSpecific() {
    // valueOf(Object) and valueOf(char[]) both exist; a string is an Object, not a char[].
    assertEquals("valueOf(java.lang.Object)", staticTarget("java.lang.String", "valueOf", Type.STRING));
    assertEquals("sort(java.util.List,java.util.Comparator)", staticTarget("java.util.Collections", "sort",
        Type.parse("java.util.ArrayList"), Type.PROCEDURE));
  }

  @Test
  void varargsComeLast() {
    assertEquals("format(java.lang.String,java.lang.Object[])", staticTarget("java.lang.String", "format",
        Type.STRING, Type.parse("int"), Type.STRING));
  }

  @Test
  void unknownArgumentsResolveOnlyAUniqueCandidate() {
    assertNull(staticTarget("java.lang.Math", "abs", Type.ANY));
    assertEquals("get(int)", instanceTarget(Type.parse("java.util.List"), "get", Type.ANY));
    assertNull(instanceTarget(Type.ANY, "get", Type.parse("int")));
  }

  @Test
  void resultTypesFollowTheRunTimeConversion() {
    JavaCalls.Resolution length = JavaCalls.resolve("%java-invoke", List.of(constant("abc"), constant("length")),
        new Type[] {Type.STRING, Type.STRING});
    assertEquals(Type.parse("int"), length.type());
    JavaCalls.Resolution get = JavaCalls.resolve("%java-invoke", List.of(constant(null), constant("get"),
        constant(null)), new Type[] {Type.parse("java.util.List"), Type.STRING, Type.ANY});
    assertEquals(Type.ANY.atoms(), get.type().atoms());
  }

  private static String staticTarget(String className, String name, Type... arguments) {
    List<Core> operands = new ArrayList<>(List.of(constant(className), constant(name)));
    Type[] types = new Type[arguments.length + 2];
    types[0] = Type.STRING;
    types[1] = Type.STRING;
    for (int i = 0; i < arguments.length; i++) {
      operands.add(constant(null));
      types[i + 2] = arguments[i];
    }
    return describe(JavaCalls.resolve("%java-static", operands, types).target());
  }

  private static String instanceTarget(Type receiver, String name, Type... arguments) {
    List<Core> operands = new ArrayList<>(List.of(constant(null), constant(name)));
    Type[] types = new Type[arguments.length + 2];
    types[0] = receiver;
    types[1] = Type.STRING;
    for (int i = 0; i < arguments.length; i++) {
      operands.add(constant(null));
      types[i + 2] = arguments[i];
    }
    return describe(JavaCalls.resolve("%java-invoke", operands, types).target());
  }

  private static Core constant(Object value) {
    return new Core.Const(-1, -1, value);
  }

  private static String describe(JavaTarget target) {
    if (target == null) {
      return null;
    }
    Method method = (Method) target.member();
    StringBuilder out = new StringBuilder(method.getName()).append('(');
    Class<?>[] parameters = method.getParameterTypes();
    for (int i = 0; i < parameters.length; i++) {
      out.append(i == 0 ? "" : ",").append(parameters[i].getTypeName());
    }
    return out.append(')').toString();
  }
}
