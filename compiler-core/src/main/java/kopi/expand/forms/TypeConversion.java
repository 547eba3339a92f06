package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.runtime.TypeCheck;
import kopi.runtime.Unspecified;

/**
 * Where a value is stored in a variable declared with a type that converts ({@code ::string},
 * {@code ::bytevector}: a process or file blob becomes its text or bytes), the value goes through
 * the runtime's {@code %declared-value}, which converts and checks it ({@link TypeCheck#declared}).
 * Used by {@code define}, {@code let}, {@code let*}, {@code letrec}, {@code set!} and declared
 * result types; parameters (and so {@code do} and named-{@code let} variables) are converted by the
 * entry check the code generator emits, which calls the same {@link TypeCheck}. Other types are
 * left alone: nothing is inserted, so their code is unchanged.
 */
final class TypeConversion {
  private TypeConversion() {}

  /** {@code value} as stored in the variable {@code name} declared {@code ::type} (null: no type). */
  static Core stored(String type, Core value, String name) {
    return TypeCheck.converts(type) ? wrap(value, type, name + ": expected") : value;
  }

  /**
   * {@code body} of the procedure {@code name} whose result is declared {@code ::type}: each
   * expression in tail position (through sequences, {@code if} and local bindings, so that the
   * static result check still sees those expressions) goes through the conversion, except a call of
   * the procedure itself ({@code self}, its binding, when known), whose result is converted already
   * and which must stay a tail call so that a loop written as recursion runs in constant space.
   * Under {@code ::void} each such expression is evaluated for its effect and the procedure returns
   * {@code #!void}, as in Kawa, whatever its body's value.
   */
  static Core result(String type, Core body, String name, Binding self) {
    if (VOID.equals(type)) {
      return resultOf(body, self, TypeConversion::thenVoid);
    }
    if (!TypeCheck.converts(type)) {
      return body;
    }
    String message = (name == null ? "lambda" : name) + ": result expects";
    return resultOf(body, self, value -> wrap(value, type, message));
  }

  /** The result type whose procedures return {@code #!void}. */
  private static final String VOID = "void";

  private static Core resultOf(Core body, Binding self, UnaryOperator<Core> convert) {
    if (body instanceof Core.Seq seq) {
      List<Core> forms = new ArrayList<>(seq.body());
      forms.set(forms.size() - 1, resultOf(forms.get(forms.size() - 1), self, convert));
      return new Core.Seq(seq.start(), seq.end(), forms);
    }
    if (body instanceof Core.If branch) {
      return new Core.If(branch.start(), branch.end(), branch.test(), resultOf(branch.then(), self, convert),
          resultOf(branch.otherwise(), self, convert));
    }
    if (body instanceof Core.Let let) {
      return new Core.Let(let.start(), let.end(), let.locals(), let.inits(), resultOf(let.body(), self, convert));
    }
    if (body instanceof Core.Letrec letrec) {
      return new Core.Letrec(letrec.start(), letrec.end(), letrec.locals(), letrec.inits(),
          resultOf(letrec.body(), self, convert));
    }
    if (body instanceof Core.Call call && callsSelf(call, self)) {
      return body;
    }
    return convert.apply(body);
  }

  /** {@code (begin value #!void)}, or {@code value} when it is {@code #!void} already. */
  private static Core thenVoid(Core value) {
    if (value instanceof Core.Const constant && constant.value() == Unspecified.VALUE) {
      return value;
    }
    return new Core.Seq(value.start(), value.end(),
        List.of(value, new Core.Const(value.end(), value.end(), Unspecified.VALUE)));
  }

  private static boolean callsSelf(Core.Call call, Binding self) {
    if (self instanceof Binding.GlobalVar global && call.function() instanceof Core.GlobalRef ref) {
      return ref.global().equals(global.global());
    }
    return self instanceof Binding.LocalVar local && call.function() instanceof Core.LocalRef ref
        && ref.local() == local.local();
  }

  private static Core wrap(Core value, String type, String message) {
    int start = value.start();
    int end = value.end();
    return new Core.Call(start, end, new Core.GlobalRef(start, end, new Global(Global.BUILTIN, "%declared-value")),
        List.of(value, new Core.Const(start, end, type), new Core.Const(start, end, message)));
  }
}
