package kopi.analysis;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.expand.Global;
import kopi.expand.Local;

/**
 * Infers a {@link Type} for every expression of a module from what is certain: literals, type
 * specifiers on locals, globals and results, the results of builtins ({@link BuiltinResults}),
 * locals bound once by {@code let} and never assigned, and {@code if} (the join of its branches).
 * It also finds the lambda each call certainly reaches, which the arity and argument checks need.
 *
 * <p>A global is known (its one lambda or constant) when the module defines it once and never
 * assigns it. In a session (null module owner) any later input may redefine a global, so a session
 * global is known only in top-level code of the same input after its definition, never inside a
 * lambda, whose body may run after such a redefinition.
 */
public final class TypeInference {

  /**
   * The side tables: the type of each expression and local (identity keys), and the lambda each
   * call reaches when that is certain, and the Java member each interop call certainly reaches
   * ({@link JavaCalls}). Absent entries mean {@link Type#ANY}.
   */
  public record Result(Map<Core, Type> expressions, Map<Local, Type> locals, Map<Core.Call, Callee> callees,
      Map<Core.Call, JavaTarget> javaTargets) {

    public Type typeOf(Core node) {
      return expressions.getOrDefault(node, Type.ANY);
    }

    public Type typeOf(Local local) {
      return locals.getOrDefault(local, Type.ANY);
    }

    /** The Java member {@code call} reaches for certain, or null when it is resolved at run time. */
    public JavaTarget javaTarget(Core.Call call) {
      return javaTargets.get(call);
    }
  }

  /** The procedure a call certainly reaches and the name its diagnostics use. */
  public record Callee(String name, Core.Lambda lambda) {}

  private final DeclaredTypes declared;
  private final String moduleOwner;
  /** The assigned locals of the code being inferred: the module's, or one form's ({@link #inferForm}). */
  private Set<Local> assigned;
  /**
   * Replaced by {@link #of} once {@link #scanDefinitions} has counted the nodes, with room for all of
   * them: growing an identity map rehashes every entry, which cost a tenth of this pass on a large
   * module. The per-form checks ({@link #forModule}) keep this one.
   */
  private Map<Core, Type> expressions = new IdentityHashMap<>();
  private int nodeCount;
  private final Map<Local, Type> locals = new IdentityHashMap<>();
  private final Map<Local, Core.Lambda> localLambdas = new IdentityHashMap<>();
  private final Map<Core.Call, Callee> callees = new IdentityHashMap<>();
  private final Map<Core.Call, JavaTarget> javaTargets = new IdentityHashMap<>();
  private final Map<Global, Integer> definitionCount = new HashMap<>();
  private final Map<Global, Integer> definitionForm = new HashMap<>();
  private final Map<Global, Core> definitionValue = new HashMap<>();
  private final Set<Global> globalAssigned = new HashSet<>();
  private int formIndex;
  private int lambdaDepth;

  private TypeInference(DeclaredTypes declared, String moduleOwner, Set<Local> assigned) {
    this.declared = declared == null ? new DeclaredTypes() : declared;
    this.moduleOwner = moduleOwner;
    this.assigned = assigned;
  }

  /** Runs the pass over one module; {@code moduleOwner} is null for session code. */
  public static Result of(List<Core> body, DeclaredTypes declared, String moduleOwner) {
    TypeInference pass = new TypeInference(declared, moduleOwner, AssignedVariables.of(body));
    for (int i = 0; i < body.size(); i++) {
      pass.formIndex = i;
      pass.scanDefinitions(body.get(i));
    }
    pass.expressions = new IdentityHashMap<>(pass.nodeCount);
    for (int i = 0; i < body.size(); i++) {
      pass.formIndex = i;
      pass.infer(body.get(i));
    }
    return pass.result();
  }

  /**
   * A pass over a module whose definitions the caller registers ({@link #define}, {@link #assign})
   * from its own walk of every form, then infers only some forms ({@link #inferForm}): the
   * per-form static checks ({@link FormChecks}). Module code only: a session's inference depends on
   * the position of each form.
   */
  static TypeInference forModule(DeclaredTypes declared, String moduleOwner) {
    if (moduleOwner == null) {
      throw new IllegalArgumentException("per-form inference needs a module owner");
    }
    return new TypeInference(declared, moduleOwner, Set.of());
  }

  /** Registers a definition found in form {@code form}, as {@link #scanDefinitions} does. */
  void define(Core.GlobalDefine define, int form) {
    definitionCount.merge(define.global(), 1, Integer::sum);
    definitionForm.putIfAbsent(define.global(), form);
    definitionValue.put(define.global(), define.value());
  }

  /** Registers an assignment of a global, as {@link #scanDefinitions} does. */
  void assign(Global global) {
    globalAssigned.add(global);
  }

  /** Infers the types of one top-level form, once every form's definitions are registered. */
  void inferForm(Core form, int index) {
    assigned = AssignedVariables.of(List.of(form));
    formIndex = index;
    infer(form);
  }

  /** The side tables of what has been inferred so far. */
  Result result() {
    return new Result(expressions, locals, callees, javaTargets);
  }

  /**
   * Everything the inference and checks of a form read about {@code global} from the rest of the
   * module: its declared type, the type a reference to it has, and when it certainly holds one
   * lambda, that lambda's arity, parameter types and declared result type. Two analyses that give a
   * global the same description infer and check the forms using it alike.
   */
  String describe(Global global) {
    StringBuilder out = new StringBuilder();
    FormChecks.text(out, declared.globalType(global));
    Type type = globalType(global);
    out.append(type.name()).append(java.util.EnumSet.copyOf(type.atoms().isEmpty()
        ? java.util.EnumSet.noneOf(Type.Atom.class) : type.atoms()))
        .append(type.javaClass() == null ? "" : type.javaClass().getName()).append('|');
    if (isKnown(global) && definitionValue.get(global) instanceof Core.Lambda lambda) {
      out.append(lambda.required().size()).append(',').append(lambda.optionals().size()).append(',')
          .append(lambda.rest() != null).append(',');
      FormChecks.text(out, declared.returnType(lambda));
      for (Local parameter : CoreWalker.parameters(lambda)) {
        FormChecks.text(out, parameter.declaredType());
      }
    }
    return out.toString();
  }

  private void scanDefinitions(Core node) {
    nodeCount++;
    if (node instanceof Core.GlobalDefine define) {
      definitionCount.merge(define.global(), 1, Integer::sum);
      definitionForm.putIfAbsent(define.global(), formIndex);
      definitionValue.put(define.global(), define.value());
    } else if (node instanceof Core.GlobalSet set) {
      globalAssigned.add(set.global());
    }
    CoreWalker.forEachChild(node, this::scanDefinitions);
  }

  private Type infer(Core node) {
    Type type = compute(node);
    expressions.put(node, type);
    return type;
  }

  private Type compute(Core node) {
    if (node instanceof Core.Const c) {
      return Type.ofValue(c.value());
    }
    if (node instanceof Core.LocalRef r) {
      return locals.getOrDefault(r.local(), Type.ANY);
    }
    if (node instanceof Core.GlobalRef r) {
      return globalType(r.global());
    }
    if (node instanceof Core.If i) {
      infer(i.test());
      return infer(i.then()).join(infer(i.otherwise()));
    }
    if (node instanceof Core.Seq s) {
      Type last = Type.ANY;
      for (Core expression : s.body()) {
        last = infer(expression);
      }
      return last;
    }
    if (node instanceof Core.Lambda l) {
      lambda(l);
      return Type.PROCEDURE;
    }
    if (node instanceof Core.CaseLambda c) {
      c.clauses().forEach(this::lambda);
      return Type.PROCEDURE;
    }
    if (node instanceof Core.Let l) {
      for (int i = 0; i < l.locals().size(); i++) {
        Type init = infer(l.inits().get(i));
        bind(l.locals().get(i), l.inits().get(i), init);
      }
      return infer(l.body());
    }
    if (node instanceof Core.Letrec l) {
      // Lambdas first, so that mutually recursive procedures see each other as known.
      for (int i = 0; i < l.locals().size(); i++) {
        Core init = l.inits().get(i);
        bind(l.locals().get(i), init, init instanceof Core.Lambda || init instanceof Core.CaseLambda
            ? Type.PROCEDURE : Type.ANY);
      }
      for (int i = 0; i < l.locals().size(); i++) {
        Type init = infer(l.inits().get(i));
        if (!(l.inits().get(i) instanceof Core.Lambda)) {
          bind(l.locals().get(i), l.inits().get(i), init);
        }
      }
      return infer(l.body());
    }
    if (node instanceof Core.Call c) {
      return call(c);
    }
    // Assignments and definitions: their value is unspecified, and nothing relies on which.
    CoreWalker.forEachChild(node, this::infer);
    return Type.ANY;
  }

  private void lambda(Core.Lambda lambda) {
    for (Local parameter : CoreWalker.parameters(lambda)) {
      if (parameter.declaredType() != null && parameter != lambda.rest()) {
        locals.put(parameter, Type.parse(parameter.declaredType(), declared));
      } else if (parameter == lambda.rest()) {
        locals.put(parameter, Type.LIST);
      }
    }
    lambdaDepth++;
    for (Core.OptionalParam optional : lambda.optionals()) {
      if (optional.defaultValue() != null) {
        infer(optional.defaultValue());
      }
    }
    infer(lambda.body());
    lambdaDepth--;
  }

  private void bind(Local local, Core init, Type initType) {
    if (local.declaredType() != null) {
      // Only parameters are converted on entry; a let-bound ::double may hold an exact number.
      locals.put(local, Type.parse(local.declaredType(), declared).asExpected());
    } else if (!assigned.contains(local)) {
      locals.put(local, initType);
    }
    if (!assigned.contains(local) && init instanceof Core.Lambda lambda) {
      localLambdas.put(local, lambda);
    }
  }

  private Type call(Core.Call call) {
    infer(call.function());
    Type[] arguments = new Type[call.arguments().size()];
    for (int i = 0; i < arguments.length; i++) {
      arguments[i] = infer(call.arguments().get(i));
    }
    Callee callee = callee(call.function());
    if (callee != null) {
      callees.put(call, callee);
      String returnType = declared.returnType(callee.lambda());
      return returnType == null ? Type.ANY : Type.parse(returnType, declared);
    }
    if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && JavaCalls.handles(ref.global().name())) {
      JavaCalls.Resolution resolution = JavaCalls.resolve(ref.global().name(), call.arguments(), arguments);
      if (resolution.target() != null) {
        javaTargets.put(call, resolution.target());
      }
      return definedClass(ref.global().name(), call, resolution.type());
    }
    if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      return BuiltinResults.resultOf(ref.global().name(), arguments);
    }
    return Type.ANY;
  }

  private Callee callee(Core function) {
    if (function instanceof Core.Lambda lambda) {
      return new Callee(lambda.name() == null ? "lambda" : lambda.name(), lambda);
    }
    if (function instanceof Core.LocalRef ref && localLambdas.containsKey(ref.local())) {
      return new Callee(ref.local().name(), localLambdas.get(ref.local()));
    }
    if (function instanceof Core.GlobalRef ref && isKnown(ref.global())
        && definitionValue.get(ref.global()) instanceof Core.Lambda lambda) {
      return new Callee(ref.global().name(), lambda);
    }
    return null;
  }

  private Type globalType(Global global) {
    String declaredType = declared.globalType(global);
    if (declaredType != null) {
      return Type.parse(declaredType, declared).asExpected();
    }
    if (!isKnown(global)) {
      return Type.ANY;
    }
    Core value = definitionValue.get(global);
    if (value instanceof Core.Lambda || value instanceof Core.CaseLambda) {
      return Type.PROCEDURE;
    }
    if (value instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && ref.global().name().equals("%java-new")) {
      // (define l (java.util.ArrayList)): the class is known without inferring the call first.
      Type[] unknown = new Type[call.arguments().size()];
      java.util.Arrays.fill(unknown, Type.ANY);
      return definedClass("%java-new", call, JavaCalls.resolve("%java-new", call.arguments(), unknown).type());
    }
    return value instanceof Core.Const c ? Type.ofValue(c.value()) : Type.ANY;
  }

  /**
   * {@code found}, or for {@code (P ...)} where {@code P} is a class the program defines
   * ({@code define-simple-class}), which no class loader of the checks sees, the type {@code P}: so
   * that its methods are checked on the new object as on a variable declared {@code ::P}.
   */
  private Type definedClass(String builtin, Core.Call call, Type found) {
    if (found.equals(Type.ANY) && builtin.equals("%java-new") && !call.arguments().isEmpty()
        && call.arguments().get(0) instanceof Core.Const c && c.value() instanceof String name
        && declared.classShape(name) != null) {
      return Type.parse(name, declared);
    }
    return found;
  }

  /** True when {@code global} certainly holds the value of its one definition in this module. */
  private boolean isKnown(Global global) {
    if (definitionCount.getOrDefault(global, 0) != 1 || globalAssigned.contains(global)) {
      return false;
    }
    if (moduleOwner != null) {
      return global.owner().equals(moduleOwner);
    }
    return lambdaDepth == 0 && formIndex > definitionForm.get(global);
  }
}
