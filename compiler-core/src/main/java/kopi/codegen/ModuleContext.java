package kopi.codegen;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.analysis.CoreWalker;
import kopi.analysis.ModuleAnalysis;
import kopi.analysis.Type;
import kopi.analysis.TypeInference;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.ir.ClosureConversion;
import kopi.ir.FunctionPlan;
import kopi.ir.ModulePlan;
import kopi.runtime.TypeCheck;
import kopi.syntax.LineIndex;

/**
 * What the emitters of one module share while it compiles: the plan, the constants, the line index
 * for line number tables, and the static fields the module's classes must declare (its variables,
 * in the module class or in the part class that defines them; session cells; cached builtin
 * procedures). Lives for one compilation only.
 */
final class ModuleContext {
  final String className;
  final ModulePlan plan;
  final ModuleAnalysis analysis;
  /** The inferred types, and the Java members interop calls certainly reach ({@link JavaCall}). */
  final TypeInference.Result types;
  final LineIndex lines;
  final boolean session;
  /** Session variable name → field holding its cell (a one-element array). */
  final Map<String, String> sessionCells = new LinkedHashMap<>();
  /**
   * The class the emitters are writing code into now: the module class itself, or one of its part
   * classes when the module is split ({@link ModuleCompiler}).
   */
  ModulePart part;
  /** The part class holding each lambda's method, for lambdas not in the module class itself. */
  final Map<kopi.expand.Core.Lambda, String> lambdaOwners = new java.util.IdentityHashMap<>();
  /** The shared procedure classes of capture-free lambdas. */
  final ClosureGroups closureGroups;
  /** Variables the module class owns as public static fields, by field name. */
  final Set<String> ownFields = new LinkedHashSet<>();
  /**
   * The part class (internal name) whose public static field holds each variable of a program split
   * over part classes, by field name: the part whose forms define it. The module class then keeps
   * none of these, so the number of variables is not bounded by what one class may declare.
   */
  final Map<String, String> partFields = new java.util.HashMap<>();

  /**
   * The methods (name + descriptor) the {@link FunctionEmitter} wrote whose result is never a
   * {@code TailCall} bounce: none of their tail calls is of an unknown procedure or global, or of a
   * builtin that bounces ({@code apply}). The {@link ContinuationInstrumenter} may leave calls of
   * these without capture handlers ({@link ContinuationInstrumenter.Census}), since a bounce runs
   * Scheme code in its caller's {@code TailCall.resolve}.
   */
  final Set<String> noBounceMethods = new java.util.HashSet<>();

  /**
   * For a method the {@link FunctionEmitter} wrote with no bounce of its own, the methods (name +
   * descriptor) whose results it returns as they are: the known local procedures it calls directly
   * in tail position. It returns no bounce only when none of them does ({@link #closeNoBounceMethods}).
   */
  final Map<String, Set<String>> returnedResults = new java.util.HashMap<>();

  /**
   * Leaves in {@link #noBounceMethods} only the methods whose returned results ({@link #returnedResults})
   * are never bounces either; run once the module's methods are written.
   */
  void closeNoBounceMethods() {
    // A loop, not a stream: this runs for every module, kopi -e's included, and a stream's
    // toList links a lambda of the JDK's at its first use (about 3 ms of start-up, issue 21).
    boolean changed = true;
    while (changed) {
      List<String> out = new java.util.ArrayList<>();
      for (String method : noBounceMethods) {
        if (!noBounceMethods.containsAll(returnedResults.getOrDefault(method, Set.of()))) {
          out.add(method);
        }
      }
      changed = noBounceMethods.removeAll(out);
    }
  }

  /** Where values are JVM primitives: locals, parameters and results. */
  final Representations reps;
  /**
   * The source's declared types, which also know the classes the program or session defines
   * ({@code define-simple-class}): a parameter declared with one is checked with {@code instanceof},
   * since run-time lookup by name cannot see the program's own class loader.
   */
  final kopi.expand.DeclaredTypes declared;

  ModuleContext(String className, ModulePlan plan, LineIndex lines, boolean session, Representations reps,
      kopi.expand.DeclaredTypes declared, TypeInference.Result inferred) {
    this.className = className;
    this.plan = plan;
    this.analysis = plan.analysis();
    this.reps = reps;
    this.declared = declared == null ? new kopi.expand.DeclaredTypes() : declared;
    // Locals carry their declared types; globals and results come with the source's declared types.
    // The static checks may have inferred the same body already; inference is a pure function of
    // the body, the declared types and the owner, so their result serves here too.
    this.types = inferred != null ? inferred : TypeInference.of(plan.body(), declared, session ? null : className);
    this.part = new ModulePart(internalName(className));
    this.lines = lines;
    this.session = session;
    this.closureGroups = new ClosureGroups(className, plan);
  }

  /** The lambdas that implement members of the classes the module defines, found on first use. */
  private Set<Core.Lambda> classMembers;

  /**
   * Whether {@code lambda} implements a member of a class the module defines ({@code
   * define-simple-class}): the member's method checks its result against the member's declared type.
   */
  boolean isClassMember(Core.Lambda lambda) {
    if (classMembers == null) {
      classMembers = Collections.newSetFromMap(new IdentityHashMap<>());
      plan.body().forEach(this::collectClassMembers);
    }
    return classMembers.contains(lambda);
  }

  private void collectClassMembers(Core node) {
    if (node instanceof Core.DefineClass definition) {
      definition.implementations().stream().filter(Core.Lambda.class::isInstance)
          .forEach(member -> classMembers.add((Core.Lambda) member));
    }
    CoreWalker.forEachChild(node, this::collectClassMembers);
  }

  /**
   * The declared result type of {@code lambda} that its method's end checks ({@code
   * kopi.runtime.TypeCheck.declared}) when the method returns an object, or null: a type
   * {@link #checkedType} checks that the body's inferred type does not certainly fit, and not the
   * result of a class's member, which the member's method checks against its Java return type. A
   * primitive result is checked where the body's value is unboxed.
   */
  String checkedResultType(Core.Lambda lambda) {
    String checked = isClassMember(lambda) ? null : checkedType(declared.returnType(lambda));
    return checked == null || fits(checked, lambda.body()) ? null : checked;
  }

  /**
   * {@code type}, declared where an object is stored or returned, when the generated code checks it,
   * else null: not a type that converts (checked where the expander put {@code %declared-value}), a
   * class the program defines, or a type that {@link #checksNothing}.
   */
  String checkedType(String type) {
    return type == null || TypeCheck.converts(type) || declared.classShape(type) != null || checksNothing(type)
        ? null : type;
  }

  /** Whether a value declared {@code type} goes unchecked: no type, a name no class resolves, or any object. */
  static boolean checksNothing(String type) {
    if (type == null) {
      return true;
    }
    Type parsed = Type.parse(type);
    return parsed.isUnknown() || Type.ANY.atoms().equals(parsed.atoms());
  }

  /**
   * Whether {@code value}'s inferred type certainly fits {@code type} as it is, so no check is
   * needed: an exact number stored where a flonum is declared is not, since the check makes it one.
   */
  boolean fits(String type, Core value) {
    return Type.parse(type, declared).accepts(types.typeOf(value)) == Type.Fit.YES;
  }

  String internalClassName() {
    return internalName(className);
  }

  static String internalName(String binaryName) {
    return binaryName.replace('.', '/');
  }

  /** The internal name of the class holding the static method of {@code function}. */
  String ownerOf(FunctionPlan function) {
    return lambdaOwners.getOrDefault(function.lambda(), internalClassName());
  }

  String sessionCell(String name) {
    return sessionCells.computeIfAbsent(name, key -> "cell$" + ClosureConversion.mangle(key));
  }

  /** The field of a module variable; registers it when the module class owns it. */
  String globalField(Global global) {
    String field = ClosureConversion.mangle(global.name());
    if (global.owner().equals(className) && !partFields.containsKey(field)) {
      ownFields.add(field);
    }
    return field;
  }

  /** The internal name of the class whose field holds module variable {@code global}. */
  String globalHolder(Global global) {
    if (global.owner().equals(className)) {
      String part = partFields.get(ClosureConversion.mangle(global.name()));
      if (part != null) {
        return part;
      }
    }
    return internalName(global.owner());
  }

  /**
   * The descriptor of a lambda's static method: environment (boxes as arrays), then parameters, in
   * their {@link Repr}s (an {@code ::int} parameter is an {@code I}, a speculated fixnum a {@code J}
   * and an object), and the result's (a {@code J} for fixnum results).
   */
  String methodDescriptor(FunctionPlan function) {
    StringBuilder descriptor = new StringBuilder("(");
    for (kopi.expand.Local local : function.environment()) {
      descriptor.append(analysis.isBoxed(local) ? Rt.OBJECT_ARRAY : Rt.OBJECT_DESC);
    }
    boolean[] fixnums = fixnumParameters(function.lambda());
    java.util.List<kopi.expand.Local> parameters = FunctionEmitter.parameters(function.lambda());
    for (int i = 0; i < parameters.size(); i++) {
      descriptor
          .append(i < fixnums.length && fixnums[i] ? "J" + Rt.OBJECT_DESC : reps.local(parameters.get(i)).descriptor);
    }
    return descriptor.append(')')
        .append(fixnumResult(function.lambda()) ? "J" : reps.result(function.lambda()).descriptor).toString();
  }

  /**
   * For each required parameter of {@code lambda}, whether its method takes it as a speculated
   * fixnum, a {@code long} and an object half ({@link FixnumLoops#speculatedParameters}).
   */
  boolean[] fixnumParameters(kopi.expand.Core.Lambda lambda) {
    return fixnumParameters.computeIfAbsent(lambda, key -> FixnumLoops.speculatedParameters(this, key));
  }

  private final Map<kopi.expand.Core.Lambda, boolean[]> fixnumParameters = new java.util.IdentityHashMap<>();

  /**
   * Whether some direct call of known procedure {@code lambda} in the module passes a flonum as
   * argument {@code k} ({@link FixnumLoops#flonumArguments}, one walk of the module on first use).
   */
  boolean flonumArgument(kopi.expand.Core.Lambda lambda, int k) {
    if (flonumArguments == null) {
      flonumArguments = FixnumLoops.flonumArguments(this, plan.body());
    }
    boolean[] positions = flonumArguments.get(lambda);
    return positions != null && k < positions.length && positions[k];
  }

  private Map<kopi.expand.Core.Lambda, boolean[]> flonumArguments;

  /** Whether each parameter asked about may be speculated for its uses ({@code FixnumLoops.isCandidate}). */
  final Map<kopi.expand.Local, Boolean> candidates = new java.util.IdentityHashMap<>();

  /** Whether {@code lambda}'s method returns fixnum results ({@link FixnumLoops#speculatedResult}). */
  boolean fixnumResult(kopi.expand.Core.Lambda lambda) {
    return fixnumResults.computeIfAbsent(lambda, key -> FixnumLoops.speculatedResult(this, key));
  }

  private final Map<kopi.expand.Core.Lambda, Boolean> fixnumResults = new java.util.IdentityHashMap<>();

  String fieldDescriptor(kopi.expand.Local local) {
    return analysis.isBoxed(local) ? Rt.OBJECT_ARRAY : Rt.OBJECT_DESC;
  }
}
