package kopi.codegen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import kopi.analysis.CoreWalker;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Decides which variables of untyped code the code generator keeps as speculated fixnums:
 * a {@code long} local plus an object local that is null while the value is a fixnum
 * and holds the value otherwise (see {@code kopi.runtime.Fixnums}). Arithmetic and comparisons on
 * such variables run as JVM {@code long} instructions, and every value that is not a fixnum or
 * overflows takes the generic path, so the semantics stay exact. Chosen are:
 * <ul>
 *   <li>a parameter of an inline loop (a named {@code let} or {@code do}) that counts or
 *       accumulates: some call of the loop passes it {@code (+ a b)}, {@code (- a b)},
 *       {@code (* a b)} (or {@code quotient}, {@code remainder}, {@code modulo}; {@code + - *} of more
 *       operands too, {@code (+ total x y)}) with an operand that is a fixnum literal or one of the loop's parameters,
 *       and no call passes it a flonum literal or arithmetic with one;</li>
 *   <li>a {@code let} variable whose initial value is arithmetic on speculated values, a
 *       {@code vector-length}, a conditional with fixnum branches or a named {@code let}'s fixnum
 *       result ({@link FunctionEmitter} asks that when it binds it);</li>
 *   <li>a parameter of an inline loop that an update sets to such a {@code let} variable
 *       ({@code (loop next)} with {@code next} bound to {@code (remainder (* state a) m)}).</li>
 * </ul>
 * Only variables held in the method's own locals qualify: untyped (an object in
 * {@link Representations}), with no declared type, and not boxed (captured and assigned).
 * The same class decides which parameters of procedures are passed as speculated fixnums and
 * which procedures return fixnum results ({@link #speculatedParameters},
 * {@link #speculatedResult}), and which loop variables are speculated flonums ({@link #flonums}).
 */
final class FixnumLoops {
  private FixnumLoops() {}

  /** The builtins whose two-operand calls run on speculated fixnums. */
  static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "quotient", "remainder", "modulo");

  /** For each required parameter of inline loop {@code loop}, whether it is speculated. */
  static boolean[] speculated(ModuleContext module, Core.Lambda loop, Core.Call entry) {
    List<Local> parameters = loop.required();
    List<List<Core>> calls = new ArrayList<>();
    calls.add(entry.arguments());
    collectCalls(module, loop, loop.body(), calls);
    return decide(module, parameters, calls, loop.body());
  }

  /**
   * Which of {@code parameters} to speculate, given the argument lists that update them: an
   * untyped, unboxed parameter that some update counts, none sets to a flonum, and that
   * {@code body} needs as an object at most once.
   */
  private static boolean[] decide(ModuleContext module, List<Local> parameters, List<List<Core>> calls, Core body) {
    boolean[] result = new boolean[parameters.size()];
    if (DebugInfo.UNOPTIMIZED) {
      return result;
    }
    // A let variable of the body passed as an update counts as its initial value does: (loop next)
    // with next bound to (remainder (* state 16807) m) updates state by arithmetic.
    List<Core.Let> bodyLets = new ArrayList<>();
    collectLets(body, bodyLets);
    Map<Local, Core> lets = new IdentityHashMap<>();
    for (Core.Let let : bodyLets) {
      for (int i = 0; i < let.locals().size(); i++) {
        lets.put(let.locals().get(i), let.inits().get(i));
      }
    }
    for (int k = 0; k < parameters.size(); k++) {
      Local parameter = parameters.get(k);
      if (parameter.declaredType() != null || module.analysis.isBoxed(parameter)
          || module.reps.local(parameter) != Repr.OBJECT) {
        continue;
      }
      boolean counting = false;
      boolean flonum = false;
      for (List<Core> arguments : calls) {
        if (k < arguments.size()) {
          counting |= counts(arguments.get(k), parameters, lets);
          flonum |= isFlonum(arguments.get(k));
        }
      }
      result[k] = counting && !flonum && boxingUses(module, parameter, body) <= 1;
    }
    return result;
  }

  /**
   * An int counter of an inline loop ({@link #counter}): parameter {@code index}, which starts at
   * {@code start}; the test at the top of the loop compares it with {@code bound} and leaves the
   * loop by {@code exitBranch} when {@code exit} holds, else runs {@code continueBranch}, the only
   * branch that calls the loop; {@code size} is the body's size in nodes, what a second copy costs.
   */
  record Counter(int index, int start, Core bound, Exit exit, Core exitBranch, Core continueBranch, int size) {
    /** The least bound for which the counter stays an int: below it, an {@code =} test never holds. */
    long lowest() {
      return exit == Exit.EQUAL ? start : Integer.MIN_VALUE;
    }

    /** The greatest bound for which the counter stays an int: it reaches the bound, or one more with {@code >}. */
    long highest() {
      return exit == Exit.ABOVE ? Integer.MAX_VALUE - 1 : Integer.MAX_VALUE;
    }
  }

  /** When a counter's loop ends: at its bound, at or above it, or above it. */
  enum Exit {
    EQUAL, AT_LEAST, ABOVE
  }

  /** The largest loop body (in nodes) that {@link #counter} compiles twice. */
  private static final int COUNTER_BODY_LIMIT = 150;

  /**
   * How many nodes of loop bodies one method compiles twice for int counters, at most: a method
   * with many counted loops keeps its size (the JVM's limit is 64 KB) and its later loops are
   * compiled once.
   */
  static final int COUNTER_COPY_BUDGET = 600;

  /**
   * The int counter of inline loop {@code loop}, or null: a speculated fixnum parameter
   * ({@code fixnums}) that the entering call sets to a fixnum literal in the int range, every call
   * of the loop sets to {@code (+ i 1)}, and that the loop's body tests first, comparing it with
   * a bound that the loop cannot change: a fixnum literal, or a local variable no {@code set!}
   * assigns ({@code (if (= i n) total (loop (+ i 1) ...))}, what {@code do} expands to). Between
   * the bound and the start, the counter never leaves the int range, and the loop's calls are all in
   * the branch where it is below the bound (or, for {@code <=} and {@code >}, at most the bound), so
   * {@link FunctionEmitter} keeps it as a JVM {@code int} when the bound, checked once on entry, is
   * a fixnum between {@link Counter#lowest} and {@link Counter#highest}: the JIT then sees a counted
   * loop, as in Java, and a Java method taking an {@code int} gets it as it is. Otherwise the loop
   * runs as a speculated fixnum loop, a second copy of its code, so a body is compiled twice only
   * when it is small ({@link #COUNTER_BODY_LIMIT}).
   */
  static Counter counter(ModuleContext module, Core.Lambda loop, Core.Call entry, boolean[] fixnums) {
    if (DebugInfo.UNOPTIMIZED || !(loop.body() instanceof Core.If branch)
        || !(branch.test() instanceof Core.Call test) || !(test.function() instanceof Core.GlobalRef function)
        || !function.global().isBuiltin() || test.arguments().size() != 2) {
      return null;
    }
    List<Local> parameters = loop.required();
    String name = function.global().name();
    Core left = test.arguments().get(0);
    Core right = test.arguments().get(1);
    int index = counterIndex(left, parameters, fixnums);
    Core bound = right;
    if (index < 0) {
      index = counterIndex(right, parameters, fixnums);
      bound = left;
      // (> n i) is (< i n), (<= n i) is (>= i n).
      name = switch (name) {
        case "<" -> ">";
        case ">" -> "<";
        case "<=" -> ">=";
        case ">=" -> "<=";
        default -> name;
      };
    }
    if (index < 0 || module.analysis.assigned().contains(parameters.get(index))
        || !(entry.arguments().get(index) instanceof Core.Const c && c.value() instanceof Long start
            && start == (int) (long) start)
        || !invariant(module, bound, parameters)) {
      return null;
    }
    Exit exit = switch (name) {
      case "=" -> Exit.EQUAL;
      case "<", ">=" -> Exit.AT_LEAST;
      case "<=", ">" -> Exit.ABOVE;
      default -> null;
    };
    if (exit == null) {
      return null;
    }
    // (< i n) and (<= i n) go on in their true branch, the others in their false branch.
    boolean onTrue = name.equals("<") || name.equals("<=");
    Core exitBranch = onTrue ? branch.otherwise() : branch.then();
    Core continueBranch = onTrue ? branch.then() : branch.otherwise();
    List<List<Core>> exits = new ArrayList<>();
    collectCalls(module, loop, exitBranch, exits);
    List<List<Core>> calls = new ArrayList<>();
    collectCalls(module, loop, continueBranch, calls);
    int size = size(loop.body());
    if (!exits.isEmpty() || calls.isEmpty() || size > COUNTER_BODY_LIMIT) {
      return null;
    }
    for (List<Core> arguments : calls) {
      if (!isIncrement(arguments.get(index), parameters.get(index))) {
        return null;
      }
    }
    return new Counter(index, (int) (long) start, bound, exit, exitBranch, continueBranch, size);
  }

  private static int counterIndex(Core operand, List<Local> parameters, boolean[] fixnums) {
    if (operand instanceof Core.LocalRef ref) {
      int index = parameters.indexOf(ref.local());
      return index >= 0 && fixnums[index] ? index : -1;
    }
    return -1;
  }

  /** Whether {@code bound} is the same on every iteration: an int-sized literal or an unassigned outer local. */
  private static boolean invariant(ModuleContext module, Core bound, List<Local> parameters) {
    if (bound instanceof Core.Const c) {
      return c.value() instanceof Long l && l == (int) (long) l;
    }
    return bound instanceof Core.LocalRef ref && !parameters.contains(ref.local())
        && !module.analysis.assigned().contains(ref.local()) && !module.analysis.isBoxed(ref.local())
        && !module.analysis.knownLocals().containsKey(ref.local());
  }

  /** Whether {@code argument} is {@code (+ counter 1)} or {@code (+ 1 counter)}. */
  private static boolean isIncrement(Core argument, Local counter) {
    if (!"+".equals(arithmetic(argument))) {
      return false;
    }
    List<Core> operands = ((Core.Call) argument).arguments();
    for (int i = 0; i < 2; i++) {
      if (operands.get(i) instanceof Core.LocalRef ref && ref.local() == counter
          && operands.get(1 - i) instanceof Core.Const c && Long.valueOf(1).equals(c.value())) {
        return true;
      }
    }
    return false;
  }

  private static int size(Core node) {
    int[] count = {1};
    CoreWalker.forEachChild(node, child -> count[0] += size(child));
    return count[0];
  }

  private static final Set<String> TESTS = Set.of("<", ">", "<=", ">=", "=", "zero?", "even?", "odd?");

  /**
   * How many references to {@code local} in {@code node} need its value as an object, which a
   * speculated variable makes at each such reference (an allocation above 127), where a boxed one
   * had it already. References as operands of arithmetic and comparisons, as a vector index and
   * as arguments of inline loops need none. A variable referred to as an object more than once (a
   * loop's result is once, whichever branch returns it) is better left boxed.
   */
  static int boxingUses(ModuleContext module, Local local, Core node) {
    if (node instanceof Core.LocalRef ref) {
      return ref.local() == local ? 1 : 0;
    }
    if (node instanceof Core.If branch) {
      // Only one branch runs: a loop that returns its counter on either of two exits boxes it once.
      return boxingUses(module, local, branch.test())
          + Math.max(boxingUses(module, local, branch.then()), boxingUses(module, local, branch.otherwise()));
    }
    int[] count = {0};
    if (node instanceof Core.Call call) {
      List<Core> arguments = call.arguments();
      for (int i = 0; i < arguments.size(); i++) {
        Core argument = arguments.get(i);
        if (argument instanceof Core.If branch && isUnboxedUse(module, call, i)) {
          // A conditional update ((if (p x) (+ total x) total)) passes the variable in either
          // branch as it is, unboxed.
          count[0] += boxingUses(module, local, branch.test())
              + Math.max(branchUses(module, local, branch.then()), branchUses(module, local, branch.otherwise()));
        } else if (!(argument instanceof Core.LocalRef ref && ref.local() == local && isUnboxedUse(module, call, i))) {
          count[0] += boxingUses(module, local, argument);
        }
      }
      count[0] += boxingUses(module, local, call.function());
      return count[0];
    }
    CoreWalker.forEachChild(node, child -> count[0] += boxingUses(module, local, child));
    return count[0];
  }

  private static int branchUses(ModuleContext module, Local local, Core branch) {
    return branch instanceof Core.LocalRef ref && ref.local() == local ? 0 : boxingUses(module, local, branch);
  }

  /** Whether a call of builtin {@code name} with {@code count} arguments takes a vector index second. */
  static boolean isIndex(String name, int count) {
    return name.equals("vector-ref") && count == 2 || name.equals("vector-set!") && count == 3;
  }

  private static boolean isUnboxedUse(ModuleContext module, Core.Call call, int position) {
    if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      String name = ref.global().name();
      int count = call.arguments().size();
      return ARITHMETIC.contains(name) && (count == 2 || FOLDED.contains(name)) || TESTS.contains(name) && count <= 2
          || isIndex(name, count) && position == 1;
    }
    Core.Lambda target = module.reps.knownTarget(call.function());
    // A known procedure's parameter that is likely speculated takes the value split, unboxed.
    return target != null && (module.analysis.isInline(target)
        || call.arguments().size() == target.required().size() && isCandidate(module, target, position));
  }

  /**
   * For each required parameter of {@code lambda}, whether its static method takes it as a
   * speculated fixnum: a {@code long} and an object half, in that order, for one parameter (see
   * {@link ModuleContext#methodDescriptor}). Callers pass such an argument split (a direct call
   * passes its arithmetic unboxed; the procedure object's entry splits the object it gets), so
   * neither side boxes a fixnum. Chosen are the parameters of a procedure with required parameters
   * only that count in its self tail calls (the rule of inline loops: a loop's parameters are
   * updated there), and those that it uses as operands of arithmetic or comparisons ({@code n} in
   * {@code fib}, {@code m} and {@code n} in {@code ack}) or as a vector index ({@code i} and
   * {@code j} in a {@code swap!}), its inline loops included, in both cases when the body needs the
   * value as an object at most once. Ask {@link ModuleContext#fixnumParameters}, which keeps the
   * answer, so that a method and its callers agree.
   */
  static boolean[] speculatedParameters(ModuleContext module, Core.Lambda lambda) {
    List<Local> parameters = lambda.required();
    boolean[] result = new boolean[parameters.size()];
    if (!lambda.optionals().isEmpty() || lambda.rest() != null || DebugInfo.UNOPTIMIZED) {
      return result;
    }
    List<List<Core>> calls = new ArrayList<>();
    boolean loop = collectSelfCalls(module, lambda, lambda.body(), calls) && !calls.isEmpty();
    boolean[] counting = loop ? decide(module, parameters, calls, lambda.body()) : result.clone();
    for (int k = 0; k < parameters.size(); k++) {
      boolean flonum = false;
      for (List<Core> arguments : calls) {
        flonum |= k < arguments.size() && isFlonum(arguments.get(k));
      }
      result[k] = counting[k] || !flonum && isCandidate(module, lambda, k)
          && boxingUses(module, parameters.get(k), lambda.body()) <= 1;
    }
    return result;
  }

  /**
   * Whether {@code lambda}'s method returns fixnum results: a {@code long} that is the value when
   * it is a fixnum, else a mark with the value beside it ({@code kopi.runtime.Fixnums#result}).
   * Chosen when every value the body returns is likely a fixnum: arithmetic, a fixnum literal, a
   * speculated parameter (of the procedure or of an inline loop in tail position), and no tail
   * call but self calls and inline loops' calls, which jump, so no call that needs a bounce loses
   * its proper tail call. Ask {@link ModuleContext#fixnumResult}, which keeps the answer.
   */
  static boolean speculatedResult(ModuleContext module, Core.Lambda lambda) {
    // A declared result the body may not fit is checked on the object the method returns.
    if (DebugInfo.UNOPTIMIZED || !lambda.optionals().isEmpty() || lambda.rest() != null
        || module.reps.result(lambda) != Repr.OBJECT || module.checkedResultType(lambda) != null) {
      return false;
    }
    List<Local> fixnums = new ArrayList<>();
    boolean[] parameters = module.fixnumParameters(lambda);
    for (int k = 0; k < parameters.length; k++) {
      if (parameters[k]) {
        fixnums.add(lambda.required().get(k));
      }
    }
    return fixnumTails(module, lambda, lambda.body(), fixnums);
  }

  private static boolean fixnumTails(ModuleContext module, Core.Lambda self, Core node, List<Local> fixnums) {
    if (node instanceof Core.If branch) {
      return fixnumTails(module, self, branch.then(), fixnums)
          && fixnumTails(module, self, branch.otherwise(), fixnums);
    }
    if (node instanceof Core.Seq seq) {
      return fixnumTails(module, self, seq.body().get(seq.body().size() - 1), fixnums);
    }
    if (node instanceof Core.Let let) {
      return fixnumTails(module, self, let.body(), fixnums);
    }
    if (node instanceof Core.Letrec letrec && letrec.inits().get(0) instanceof Core.Lambda loop
        && module.analysis.isInline(loop)) {
      boolean[] speculated = speculated(module, loop, (Core.Call) letrec.body());
      List<Local> inner = new ArrayList<>(fixnums);
      for (int k = 0; k < speculated.length; k++) {
        if (speculated[k]) {
          inner.add(loop.required().get(k));
        }
      }
      return fixnumTails(module, self, loop.body(), inner);
    }
    if (node instanceof Core.Letrec letrec) {
      return fixnumTails(module, self, letrec.body(), fixnums);
    }
    if (node instanceof Core.Const c) {
      return c.value() instanceof Long;
    }
    if (node instanceof Core.LocalRef ref) {
      return fixnums.contains(ref.local());
    }
    if (node instanceof Core.Call call) {
      if (arithmetic(binary(call)) != null) {
        // Arithmetic with a flonum literal most likely returns a flonum; so does arithmetic on a
        // parameter that callers pass flonums or that the body computes with beside one.
        if (isFlonum(binary(call))) {
          return false;
        }
        for (Core operand : ((Core.Call) binary(call)).arguments()) {
          if (operand instanceof Core.LocalRef ref && isLikelyFlonum(module, self, ref.local())) {
            return false;
          }
        }
        return true;
      }
      Core.Lambda target = module.reps.knownTarget(call.function());
      if (target == null) {
        target = module.reps.letrecLambda(call.function());
      }
      // A self call or an inline loop's call in tail position jumps.
      return target != null && (target == self || module.analysis.isInline(target))
          && call.arguments().size() == target.required().size() && target.optionals().isEmpty()
          && target.rest() == null;
    }
    return false;
  }

  /**
   * How many known procedures deep a parameter's numeric use is looked for ({@link #isCandidate}):
   * {@code from} in {@code (define (derivations symbol from to) ... (sequence rule 1 from to))}
   * is one deep when {@code sequence} computes {@code (+ from 1)}. A bound keeps the question's
   * cost linear in the module's size.
   */
  private static final int KNOWN_CALL_DEPTH = 2;

  /**
   * Whether parameter {@code k} of {@code lambda} may be speculated for its uses: it is untyped,
   * held in a local, and some arithmetic or comparison of the body takes it as an operand, or the
   * body passes it to a known procedure whose parameter in that place is such a candidate
   * ({@link #KNOWN_CALL_DEPTH} procedures deep), which then takes it split, with no boxing between.
   * Not when it likely holds a flonum ({@link #isLikelyFlonum}: {@code (< n 2.0)} in {@code fibfp},
   * or a caller's {@code (mbrot-sum n -1.0 -0.5 0.005)}), which would take every slow path.
   */
  private static boolean isCandidate(ModuleContext module, Core.Lambda lambda, int k) {
    if (!lambda.optionals().isEmpty() || lambda.rest() != null || k >= lambda.required().size()) {
      return false;
    }
    // Asked for every argument of every known call (boxingUses): kept per parameter, so the
    // walks through known procedures stay linear in the module's size.
    Local parameter = lambda.required().get(k);
    Boolean known = module.candidates.get(parameter);
    if (known == null) {
      known = isCandidate(module, lambda, k, KNOWN_CALL_DEPTH);
      module.candidates.put(parameter, known);
    }
    return known;
  }

  private static boolean isCandidate(ModuleContext module, Core.Lambda lambda, int k, int depth) {
    if (!lambda.optionals().isEmpty() || lambda.rest() != null || k >= lambda.required().size()) {
      return false;
    }
    Local parameter = lambda.required().get(k);
    return parameter.declaredType() == null && !module.analysis.isBoxed(parameter)
        && module.reps.local(parameter) == Repr.OBJECT && hasNumericUse(module, parameter, lambda.body(), depth)
        && !isLikelyFlonum(module, lambda, parameter);
  }

  /**
   * For each known procedure of {@code body} (a module global or local called directly), the
   * argument positions where some direct call passes a flonum: a flonum literal or arithmetic with
   * one ({@link #isFlonum}).
   */
  static Map<Core.Lambda, boolean[]> flonumArguments(ModuleContext module, List<Core> body) {
    Map<Core.Lambda, boolean[]> found = new IdentityHashMap<>();
    body.forEach(form -> collectFlonumArguments(module, form, found));
    return found;
  }

  private static void collectFlonumArguments(ModuleContext module, Core node, Map<Core.Lambda, boolean[]> found) {
    if (node instanceof Core.Call call) {
      Core.Lambda target = module.reps.knownTarget(call.function());
      if (target == null) {
        target = module.reps.letrecLambda(call.function());
      }
      List<Core> arguments = call.arguments();
      if (target != null && arguments.size() == target.required().size()) {
        for (int i = 0; i < arguments.size(); i++) {
          if (isFlonum(arguments.get(i))) {
            found.computeIfAbsent(target, key -> new boolean[arguments.size()])[i] = true;
          }
        }
      }
    }
    CoreWalker.forEachChild(node, child -> collectFlonumArguments(module, child, found));
  }

  /**
   * Whether {@code local}, a required parameter of {@code lambda}, likely holds a flonum: some direct
   * call passes one there, or the body computes with it beside one.
   */
  private static boolean isLikelyFlonum(ModuleContext module, Core.Lambda lambda, Local local) {
    int k = lambda.required().indexOf(local);
    return k >= 0 && (module.flonumArgument(lambda, k) || hasFlonumUse(module, local, lambda.body()));
  }

  /** Whether arithmetic or a comparison in {@code node} takes {@code local} beside a flonum operand. */
  private static boolean hasFlonumUse(ModuleContext module, Local local, Core node) {
    if (node instanceof Core.Lambda lambda && !module.analysis.isInline(lambda)) {
      return false;
    }
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && (ARITHMETIC.contains(ref.global().name()) || TESTS.contains(ref.global().name()))) {
      boolean operand = false;
      boolean flonum = false;
      for (Core argument : call.arguments()) {
        operand |= argument instanceof Core.LocalRef r && r.local() == local;
        flonum |= isFlonum(argument);
      }
      if (operand && flonum) {
        return true;
      }
    }
    boolean[] found = {false};
    CoreWalker.forEachChild(node, child -> found[0] |= hasFlonumUse(module, local, child));
    return found[0];
  }

  private static boolean hasNumericUse(ModuleContext module, Local local, Core node, int depth) {
    // An inline loop's code is the method's own: a use there (the bound of a do loop) counts.
    if (node instanceof Core.Lambda lambda && !module.analysis.isInline(lambda)) {
      return false;
    }
    if (depth > 0 && node instanceof Core.Call call) {
      Core.Lambda target = module.reps.knownTarget(call.function());
      List<Core> arguments = call.arguments();
      if (target != null && !module.analysis.isInline(target) && arguments.size() == target.required().size()) {
        for (int i = 0; i < arguments.size(); i++) {
          if (arguments.get(i) instanceof Core.LocalRef r && r.local() == local
              && isCandidate(module, target, i, depth - 1)) {
            return true;
          }
        }
      }
    }
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      String name = ref.global().name();
      int count = call.arguments().size();
      if (ARITHMETIC.contains(name) && (count == 2 || FOLDED.contains(name)) || TESTS.contains(name) && count <= 2) {
        for (Core argument : call.arguments()) {
          if (argument instanceof Core.LocalRef r && r.local() == local) {
            return true;
          }
        }
      }
      if (isIndex(name, count) && call.arguments().get(1) instanceof Core.LocalRef r && r.local() == local) {
        return true;
      }
    }
    boolean[] found = {false};
    CoreWalker.forEachChild(node, child -> found[0] |= hasNumericUse(module, local, child, depth));
    return found[0];
  }

  /**
   * Whether {@code let} variable {@code local}, bound to {@code init}, is worth keeping split as well
   * (beside its object, or instead of it when {@code init} is arithmetic the body needs as an object
   * at most once): an untyped, unboxed variable that no {@code set!} assigns, whose body uses it as an
   * operand of arithmetic or comparisons, as a vector index or as a known procedure's speculated
   * parameter at least twice, a use inside an inline loop counting twice ({@code size} in
   * {@code (let loop ((i 0)) (and (< i size) ...))}), and at least once as an integer: a vector
   * index, an operand of {@code quotient}, {@code remainder}, {@code modulo}, {@code even?} or
   * {@code odd?}, a known procedure's speculated parameter, or beside a parameter of an inline loop.
   * Not when {@code init} computes with a flonum ({@code flonum} says which operands are speculated
   * flonums) or the body does with the variable: a flonum would take every slow path.
   */
  static boolean splitsLet(ModuleContext module, Local local, Core init, Core body, Predicate<Core> flonum) {
    return !(init instanceof Core.Const || init instanceof Core.Lambda || computesFlonum(init, flonum))
        && splits(module, local, body, true);
  }

  /**
   * Whether variable {@code local}, captured by the procedure whose body is {@code body}, is worth
   * splitting once where the procedure starts, beside its object: the rule of {@link #splitsLet}
   * for its uses in {@code body} (a speculated fixnum where it is bound arrives as an object, as
   * every captured value does: {@code j} of an outer {@code do} in a named {@code let} inside it),
   * with one difference: with no initial value to show a flonum, arithmetic beside an inline loop's
   * parameter is no evidence of an integer ({@code step} in {@code (* step x)} is likely a flonum),
   * only a comparison is ({@code (< x n)}).
   */
  static boolean splitsCaptured(ModuleContext module, Local local, Core body) {
    return splits(module, local, body, false);
  }

  /** The rule of {@link #splitsLet}; {@code arithmetic} counts arithmetic beside a loop's parameter as an integer use. */
  private static boolean splits(ModuleContext module, Local local, Core body, boolean arithmetic) {
    if (DebugInfo.UNOPTIMIZED || local.declaredType() != null || module.analysis.isBoxed(local)
        || module.reps.local(local) != Repr.OBJECT || module.analysis.assigned().contains(local)) {
      return false;
    }
    int[] uses = new int[2];
    countUses(module, local, body, 1, Collections.newSetFromMap(new IdentityHashMap<>()), arithmetic, uses);
    return uses[0] >= 2 && uses[1] > 0 && !hasFlonumUse(module, local, body);
  }

  /** Builtins whose result is likely inexact. */
  private static final Set<String> INEXACT = Set.of("/", "sqrt", "exp", "log", "sin", "cos", "tan", "asin", "acos",
      "atan", "expt", "inexact", "exact->inexact");

  private static boolean computesFlonum(Core node, Predicate<Core> flonum) {
    if (node instanceof Core.Const c) {
      return c.value() instanceof Double;
    }
    if (node instanceof Core.Lambda) {
      return false;
    }
    if (flonum.test(node)) {
      return true;
    }
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && INEXACT.contains(ref.global().name())) {
      return true;
    }
    boolean[] found = {false};
    CoreWalker.forEachChild(node, child -> found[0] |= computesFlonum(child, flonum));
    return found[0];
  }

  /**
   * Adds to {@code uses} the uses of {@code local} in {@code node} that {@link #splitsLet} counts, each
   * {@code weight} times, and those that use it as an integer; {@code counters} holds the parameters
   * of the inline loops around {@code node}; {@code arithmetic} as in {@link #splits}.
   */
  private static void countUses(ModuleContext module, Local local, Core node, int weight, Set<Local> counters,
      boolean arithmetic, int[] uses) {
    if (node instanceof Core.Lambda lambda) {
      if (module.analysis.isInline(lambda)) {
        counters.addAll(lambda.required());
        countUses(module, local, lambda.body(), 2, counters, arithmetic, uses);
      }
      return;
    }
    if (node instanceof Core.Call call) {
      List<Core> arguments = call.arguments();
      for (int i = 0; i < arguments.size(); i++) {
        if (arguments.get(i) instanceof Core.LocalRef ref && ref.local() == local && isNumericUse(module, call, i)) {
          uses[0] += weight;
          if (isIntegerUse(module, call, i, counters, arithmetic)) {
            uses[1]++;
          }
        }
      }
    }
    CoreWalker.forEachChild(node, child -> countUses(module, local, child, weight, counters, arithmetic, uses));
  }

  private static boolean isNumericUse(ModuleContext module, Core.Call call, int position) {
    if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
      return isUnboxedUse(module, call, position);
    }
    Core.Lambda target = module.reps.knownTarget(call.function());
    return target != null && !module.analysis.isInline(target)
        && call.arguments().size() == target.required().size() && isCandidate(module, target, position);
  }

  private static final Set<String> INTEGER_OPERATIONS = Set.of("quotient", "remainder", "modulo", "even?", "odd?");

  private static boolean isIntegerUse(ModuleContext module, Core.Call call, int position, Set<Local> counters,
      boolean arithmetic) {
    if (!(call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin())) {
      return true;
    }
    String name = ref.global().name();
    if (isIndex(name, call.arguments().size()) || INTEGER_OPERATIONS.contains(name)) {
      return true;
    }
    if (!arithmetic && !TESTS.contains(name)) {
      return false;
    }
    for (Core argument : call.arguments()) {
      if (argument instanceof Core.LocalRef other && counters.contains(other.local())) {
        return true;
      }
    }
    return false;
  }

  /**
   * For each required parameter of inline loop {@code loop}, whether it is a speculated flonum (a
   * {@code double} and an object half, {@code kopi.runtime.Flonums}): an untyped, unboxed
   * parameter that is not a speculated fixnum ({@code fixnums}), that the body needs as an object
   * at most once, and that the entering call or an update sets to a flonum literal or to {@code +},
   * {@code -} or {@code *} with an operand that is one or is such a parameter ({@code (- i 1.0)},
   * {@code (+ total i)} in {@code sumfp}).
   */
  static boolean[] flonums(ModuleContext module, Core.Lambda loop, Core.Call entry, boolean[] fixnums) {
    List<Local> parameters = loop.required();
    boolean[] result = new boolean[parameters.size()];
    if (DebugInfo.UNOPTIMIZED) {
      return result;
    }
    List<List<Core>> calls = new ArrayList<>();
    calls.add(entry.arguments());
    collectCalls(module, loop, loop.body(), calls);
    boolean[] candidate = new boolean[parameters.size()];
    for (int k = 0; k < parameters.size(); k++) {
      Local parameter = parameters.get(k);
      candidate[k] = !fixnums[k] && parameter.declaredType() == null && !module.analysis.isBoxed(parameter)
          && module.reps.local(parameter) == Repr.OBJECT && boxingUses(module, parameter, loop.body()) <= 1;
    }
    List<Local> flonum = new ArrayList<>();
    // The body's let variables carry flonums from one parameter to another ((let ((zr2 (* zr zr)))
    // ...) in mbrot): one whose initial value is likely a flonum counts as one.
    List<Core.Let> lets = new ArrayList<>();
    collectLets(loop.body(), lets);
    for (boolean changed = true; changed;) {
      changed = false;
      for (Core.Let let : lets) {
        for (int i = 0; i < let.locals().size(); i++) {
          if (!flonum.contains(let.locals().get(i)) && isFlonumValue(let.inits().get(i), flonum)) {
            flonum.add(let.locals().get(i));
            changed = true;
          }
        }
      }
      for (int k = 0; k < parameters.size(); k++) {
        if (candidate[k] && !result[k]) {
          for (List<Core> arguments : calls) {
            if (k < arguments.size() && isFlonumValue(arguments.get(k), flonum)) {
              result[k] = true;
              flonum.add(parameters.get(k));
              changed = true;
              break;
            }
          }
        }
      }
    }
    return result;
  }

  private static void collectLets(Core node, List<Core.Let> lets) {
    if (node instanceof Core.Lambda) {
      return;
    }
    if (node instanceof Core.Let let) {
      lets.add(let);
    }
    CoreWalker.forEachChild(node, child -> collectLets(child, lets));
  }

  /** The arithmetic that speculated flonums run as {@code double} instructions. */
  static final Set<String> FLONUM_ARITHMETIC = Set.of("+", "-", "*");

  /**
   * Whether {@code node} is likely a flonum: a flonum literal, one of {@code flonums}, or two-operand
   * {@code + - *} with such an operand.
   */
  static boolean isFlonumValue(Core node, List<Local> flonums) {
    if (node instanceof Core.Const c) {
      return c.value() instanceof Double;
    }
    if (node instanceof Core.LocalRef ref) {
      return flonums.contains(ref.local());
    }
    node = binary(node);
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && call.arguments().size() == 2 && FLONUM_ARITHMETIC.contains(ref.global().name())) {
      return isFlonumValue(call.arguments().get(0), flonums) || isFlonumValue(call.arguments().get(1), flonums);
    }
    return false;
  }

  /** Collects the self tail calls in {@code node}; false when it has a self call not in tail position. */
  private static boolean collectSelfCalls(ModuleContext module, Core.Lambda self, Core node, List<List<Core>> calls) {
    if (node instanceof Core.Lambda) {
      return true;
    }
    if (node instanceof Core.Call call && call.arguments().size() == self.required().size()
        && (module.reps.knownTarget(call.function()) == self || module.reps.letrecLambda(call.function()) == self)) {
      if (!module.analysis.isTail(call)) {
        return false;
      }
      calls.add(call.arguments());
    }
    boolean[] loop = {true};
    CoreWalker.forEachChild(node, child -> loop[0] &= collectSelfCalls(module, self, child, calls));
    return loop[0];
  }

  private static void collectCalls(ModuleContext module, Core.Lambda loop, Core node, List<List<Core>> calls) {
    if (node instanceof Core.Call call && module.reps.knownTarget(call.function()) == loop
        && call.arguments().size() == loop.required().size()) {
      calls.add(call.arguments());
    }
    CoreWalker.forEachChild(node, child -> collectCalls(module, loop, child, calls));
  }

  /**
   * {@code (- a b c)} as {@code (- (- a b) c)}, and the same for {@code +} and {@code *}: the
   * builtins fold their operands from the left, so the nested calls compute the same value, and
   * each one compiles as a two-operand call (JVM instructions, a speculated fixnum, or a builtin
   * method with no argument array). Any other node is returned as it is.
   */
  static Core binary(Core node) {
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin() && call.arguments().size() > 2 && FOLDED.contains(ref.global().name())) {
      List<Core> arguments = call.arguments();
      Core folded = new Core.Call(call.start(), call.end(), call.function(),
          List.of(arguments.get(0), arguments.get(1)));
      for (int i = 2; i < arguments.size(); i++) {
        folded = new Core.Call(call.start(), call.end(), call.function(), List.of(folded, arguments.get(i)));
      }
      return folded;
    }
    return node;
  }

  private static final Set<String> FOLDED = Set.of("+", "-", "*");

  /** The builtin's name when {@code node} is a two-operand call of one of {@link #ARITHMETIC}. */
  static String arithmetic(Core node) {
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin() && call.arguments().size() == 2
        && ARITHMETIC.contains(ref.global().name())) {
      return ref.global().name();
    }
    return null;
  }

  private static boolean counts(Core argument, List<Local> parameters, Map<Local, Core> lets) {
    if (argument instanceof Core.If branch) {
      // A conditional update ((if (p x) (+ total x) total)) counts when one branch counts and the
      // other counts too or keeps a parameter or a fixnum literal.
      Core then = branch.then();
      Core otherwise = branch.otherwise();
      boolean thenCounts = counts(then, parameters, lets);
      boolean otherwiseCounts = counts(otherwise, parameters, lets);
      return (thenCounts || otherwiseCounts) && (thenCounts || isKept(then, parameters))
          && (otherwiseCounts || isKept(otherwise, parameters));
    }
    if (argument instanceof Core.LocalRef ref && lets.containsKey(ref.local())) {
      argument = lets.get(ref.local());
    }
    if (arithmetic(binary(argument)) == null) {
      return false;
    }
    for (Core operand : ((Core.Call) argument).arguments()) {
      if (operand instanceof Core.Const c && c.value() instanceof Long
          || operand instanceof Core.LocalRef ref && parameters.contains(ref.local())) {
        return true;
      }
    }
    return false;
  }

  /** A parameter or a fixnum literal: what the other branch of a counting conditional update may be. */
  private static boolean isKept(Core node, List<Local> parameters) {
    return node instanceof Core.LocalRef ref && parameters.contains(ref.local())
        || node instanceof Core.Const c && c.value() instanceof Long;
  }

  private static boolean isFlonum(Core argument) {
    if (argument instanceof Core.Const c) {
      return c.value() instanceof Double;
    }
    if (argument instanceof Core.If branch) {
      return isFlonum(branch.then()) || isFlonum(branch.otherwise());
    }
    if (arithmetic(binary(argument)) != null) {
      for (Core operand : ((Core.Call) argument).arguments()) {
        if (isFlonum(operand)) {
          return true;
        }
      }
    }
    return false;
  }
}
