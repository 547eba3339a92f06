package kopi.analysis;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.expand.Local;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Checks every call whose target is certain ({@link TypeInference.Callee}): the argument count
 * against the lambda's arity, and each argument against its parameter's type specifier. Also
 * reports calls of a value that can never be a procedure ({@code (5 1)}), and calls of a Java
 * method that the receiver's class does not have ({@code ("abc":toUpperCas)}), with the closest
 * name: an error when the class is final (no subclass can add it), else a warning.
 *
 * <p>A definite mismatch is an error. A possible one is a warning only when the argument's type is
 * known and not merely a wider number (an {@code integer} passed to {@code ::int} is the normal case
 * and the run-time check at the parameter covers it); an unknown argument type is left to that
 * check silently.
 */
public final class CallChecks {
  private final TypeInference.Result types;
  private final DeclaredTypes declared;
  private final List<Diagnostic> out;

  private CallChecks(TypeInference.Result types, DeclaredTypes declared, List<Diagnostic> out) {
    this.types = types;
    this.declared = declared;
    this.out = out;
  }

  /** Adds the diagnostics of {@code body} to {@code out}. */
  public static void check(List<Core> body, TypeInference.Result types, DeclaredTypes declared,
      List<Diagnostic> out) {
    CallChecks pass = new CallChecks(types, declared, out);
    body.forEach(pass::walk);
  }

  private void walk(Core node) {
    if (node instanceof Core.Call call) {
      checkCall(call);
    }
    CoreWalker.forEachChild(node, this::walk);
  }

  /**
   * A sequence called with one argument is indexed, as in Kawa ({@code (v i)}): vectors, strings,
   * lists, bytevectors, Java arrays and {@code java.util.List}s.
   */
  private static boolean isSequence(Type type, Core.Call call) {
    if (call.arguments().size() != 1) {
      return false;
    }
    Class<?> javaClass = type.javaClass();
    if (javaClass != null && (javaClass.isArray() || java.util.List.class.isAssignableFrom(javaClass)
        || CharSequence.class.isAssignableFrom(javaClass))) {
      return true;
    }
    for (Type sequence : new Type[] {Type.VECTOR, Type.STRING, Type.LIST, Type.PAIR, Type.BYTEVECTOR}) {
      if (sequence.accepts(type) != Type.Fit.NO) {
        return true;
      }
    }
    return false;
  }

  private void checkCall(Core.Call call) {
    Core function = call.function();
    Type functionType = types.typeOf(function);
    if (Type.PROCEDURE.accepts(functionType) == Type.Fit.NO && !isSequence(functionType, call)) {
      String what = function instanceof Core.Const c ? kopi.runtime.Printer.writeString(c.value())
          : function instanceof Core.LocalRef r ? r.local().name()
          : function instanceof Core.GlobalRef g ? g.global().name() : "expression";
      report(true, "analyze.not-procedure", function, call,
          "cannot call " + what + ": expected procedure, got " + functionType);
      return;
    }
    if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && ref.global().name().equals("%java-invoke")) {
      checkMethodName(call);
      return;
    }
    TypeInference.Callee callee = types.callees().get(call);
    if (callee == null) {
      if (function instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
        checkBuiltinCall(ref.global().name(), call);
      }
      return;
    }
    Core.Lambda lambda = callee.lambda();
    int count = call.arguments().size();
    int min = lambda.required().size();
    int max = lambda.rest() != null ? -1 : min + lambda.optionals().size();
    if (count < min || (max >= 0 && count > max)) {
      report(true, "analyze.arity", call, call, callee.name() + ": expected " + expected(min, max) + ", got " + count);
      return;
    }
    List<Local> parameters = CoreWalker.parameters(lambda);
    int positional = min + lambda.optionals().size();
    for (int i = 0; i < count && i < positional; i++) {
      String declared = parameters.get(i).declaredType();
      if (declared == null) {
        continue;
      }
      Core argument = call.arguments().get(i);
      Type expected = Type.parse(declared, this.declared).asExpected();
      Type actual = types.typeOf(argument);
      Type.Fit fit = expected.accepts(actual);
      String prefix = callee.name() + ": argument " + (i + 1) + " expects " + declared + ", got " + actual;
      String element = fit == Type.Fit.NO ? null : wrongElement(declared, argument);
      if (fit == Type.Fit.NO) {
        report(true, "analyze.argument-type", argument, call, prefix);
      } else if (element != null) {
        report(true, "analyze.argument-type", argument, call, callee.name() + ": argument " + (i + 1) + " expects "
            + declared + ", got a vector whose " + element);
      } else if (fit == Type.Fit.MAYBE && !actual.isUnknown() && !actual.isNumeric()) {
        report(false, "analyze.argument-type", argument, call, prefix + " (checked at run time)");
      }
    }
  }

  /**
   * A call of a runtime builtin ({@code (car)}, {@code (vector-ref v "0")}): the argument count
   * must be one that a method of the builtin takes, an error as in Kawa; an argument that can never
   * be of the builtin's parameter type ({@link BuiltinSignatures}) is a warning, as in Kawa, since
   * code that fails only when it runs may be what a test means (inside {@code guard}).
   */
  private void checkBuiltinCall(String name, Core.Call call) {
    BuiltinSignatures.Signature signature = BuiltinSignatures.of(name);
    if (signature == null) {
      return;
    }
    int count = call.arguments().size();
    if (!signature.accepts(count)) {
      report(true, "analyze.arity", call, call, name + ": expected " + signature.arityText() + ", got " + count);
      return;
    }
    for (int i = 0; i < count; i++) {
      String declared = signature.parameterType(count, i);
      if (declared == null) {
        continue;
      }
      Core argument = call.arguments().get(i);
      Type actual = types.typeOf(argument);
      // A Java object is left to the builtin: many take more than their Scheme type says (a string
      // builtin takes any CharSequence). The empty list where a pair is expected is left to run time
      // too, as Kawa does: (car '()) is how programs and tests raise an error on purpose.
      boolean emptyList = actual.atoms().equals(java.util.Set.of(Type.Atom.NIL));
      if (actual.javaClass() == null && !emptyList
          && Type.parse(declared).asExpected().accepts(actual) == Type.Fit.NO) {
        report(false, "analyze.argument-type", argument, call, name + ": argument " + (i + 1) + " expects "
            + declared + ", got " + actual);
      }
    }
  }

  /**
   * A call of a method of a class the program defines ({@code define-simple-class}), whose parameter
   * types are the program's own declarations: no method of that name takes that many arguments
   * (a warning: the run-time call fails), or each one that does has a parameter the argument can never
   * fit (a warning naming the first).
   */
  private void checkDefinedMethodCall(Core.Call call, Class<?> receiver, String name,
      List<java.lang.reflect.Method> methods) {
    List<Core> arguments = call.arguments().subList(2, call.arguments().size());
    List<java.lang.reflect.Method> named = new java.util.ArrayList<>();
    List<java.lang.reflect.Method> fitting = new java.util.ArrayList<>();
    for (java.lang.reflect.Method method : methods) {
      if (method.getName().equals(name) && !java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
        named.add(method);
        if (method.getParameterCount() == arguments.size() || method.isVarArgs()) {
          fitting.add(method);
        }
      }
    }
    if (fitting.isEmpty()) {
      int count = named.get(0).getParameterCount();
      report(false, "analyze.arity", call, call, receiver.getName() + ":" + name + ": expected "
          + expected(count, named.size() == 1 ? count : -1) + ", got " + arguments.size());
      return;
    }
    String mismatch = null;
    for (java.lang.reflect.Method method : fitting) {
      String problem = null;
      for (int i = 0; i < method.getParameterCount() && i < arguments.size() && !method.isVarArgs(); i++) {
        Type expected = Type.parse(method.getParameterTypes()[i].getName(), declared).asExpected();
        Type actual = types.typeOf(arguments.get(i));
        if (expected.accepts(actual) == Type.Fit.NO) {
          problem = receiver.getName() + ":" + name + ": argument " + (i + 1) + " expects "
              + method.getParameterTypes()[i].getSimpleName() + ", got " + actual;
          break;
        }
      }
      if (problem == null) {
        return;
      }
      mismatch = mismatch == null ? problem : mismatch;
    }
    report(false, "analyze.argument-type", call, call, mismatch);
  }

  /**
   * {@code (receiver:name args...)}: the receiver's static class must have a public instance method
   * {@code name}, as the run-time call ({@code kopi.runtime.JavaInterop#invoke}) looks for one.
   */
  private void checkMethodName(Core.Call call) {
    List<Core> operands = call.arguments();
    if (operands.size() < 2 || !(operands.get(1) instanceof Core.Const c) || !(c.value() instanceof String name)) {
      return;
    }
    Class<?> receiver = JavaCalls.javaType(types.typeOf(operands.get(0)));
    if (receiver == null || receiver == Object.class || receiver.isPrimitive()) {
      return;
    }
    java.util.Set<String> names = new java.util.TreeSet<>();
    java.util.List<java.lang.reflect.Method> methods = new java.util.ArrayList<>(List.of(receiver.getMethods()));
    if (receiver.isInterface()) {
      methods.addAll(List.of(Object.class.getMethods()));
    }
    for (java.lang.reflect.Method method : methods) {
      if (!java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
        names.add(method.getName());
      }
    }
    if (names.contains(name)) {
      if (declared != null && declared.classShape(receiver.getName()) != null) {
        checkDefinedMethodCall(call, receiver, name, methods);
      }
      return;
    }
    boolean certain = receiver.isArray() || java.lang.reflect.Modifier.isFinal(receiver.getModifiers());
    int before = out.size();
    report(certain, "analyze.java-method", operands.get(1), call, "unknown method " + receiver.getName() + ":" + name
        + kopi.expand.Interop.suggestion(name, names)
        + (certain ? "" : " (checked at run time: a subclass may have it)"));
    String closest = kopi.expand.Interop.closest(name, names);
    Core at = operands.get(1);
    if (closest != null && out.size() > before && at.end() - at.start() == name.length()) {
      out.set(before,
          out.get(before).withFix(new Diagnostic.Fix("Change to " + closest, at.start(), at.end(), closest)));
    }
  }

  /**
   * For an argument to {@code vector[T]} written as a literal vector or a call of {@code vector}:
   * the first element that can never be a {@code T} ({@code "element 1 is 2"}), or null.
   */
  private String wrongElement(String declared, Core argument) {
    int bracket = declared.indexOf('[');
    if (bracket <= 0 || !declared.endsWith("]") || declared.endsWith("[]")) {
      return null;
    }
    Type element = Type.parse(declared.substring(bracket + 1, declared.length() - 1)).asExpected();
    if (argument instanceof Core.Const c && c.value() instanceof Object[] items) {
      for (int i = 0; i < items.length; i++) {
        if (element.accepts(Type.ofValue(items[i])) == Type.Fit.NO) {
          return "element " + i + " is " + kopi.runtime.Printer.writeString(items[i]);
        }
      }
    }
    if (argument instanceof Core.Call c && c.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && ref.global().name().equals("vector")) {
      for (int i = 0; i < c.arguments().size(); i++) {
        Type actual = types.typeOf(c.arguments().get(i));
        if (element.accepts(actual) == Type.Fit.NO) {
          return "element " + i + " is " + (c.arguments().get(i) instanceof Core.Const k
              ? kopi.runtime.Printer.writeString(k.value()) : "a " + actual);
        }
      }
    }
    return null;
  }

  private static String expected(int min, int max) {
    if (max < 0) {
      return "at least " + min + (min == 1 ? " argument" : " arguments");
    }
    if (min == max) {
      return min + (min == 1 ? " argument" : " arguments");
    }
    return "between " + min + " and " + max + " arguments";
  }

  /** Reports at {@code node}, or at {@code fallback} when the expander gave the node no position. */
  private void report(boolean error, String code, Core node, Core fallback, String message) {
    Core at = node.start() >= 0 ? node : fallback;
    if (at.start() < 0) {
      return;
    }
    out.add(error ? Diagnostic.error(Phase.ANALYZE, code, at.start(), at.end(), message)
        : Diagnostic.warning(Phase.ANALYZE, code, at.start(), at.end(), message));
  }
}
