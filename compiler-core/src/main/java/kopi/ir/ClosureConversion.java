package kopi.ir;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.analysis.ModuleAnalysis;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Plans closure conversion for a module: names a static method for every lambda, and a closure
 * class for every lambda that is used as a value. Names are derived from the lambda's name and a
 * counter in source order, so they are stable for snapshots and readable in stack traces.
 */
public final class ClosureConversion {
  private final String className;
  private final ModuleAnalysis analysis;
  private final Map<Core.Lambda, FunctionPlan> functions = new IdentityHashMap<>();
  private final List<FunctionPlan> inOrder = new ArrayList<>();
  private final Map<Core.CaseLambda, CaseLambdaPlan> caseLambdas = new IdentityHashMap<>();
  private final Set<Core.Lambda> withoutObject;
  private final Set<Core.Lambda> loopBodies;
  private int counter;

  private ClosureConversion(String className, ModuleAnalysis analysis, Set<Core.Lambda> loopBodies) {
    this.className = className;
    this.loopBodies = loopBodies;
    this.analysis = analysis;
    this.withoutObject = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    this.withoutObject.addAll(analysis.knownLocals().values());
  }

  /**
   * The plan stage: analyses {@code body} ({@link ModuleAnalysis}: what each variable is, which
   * lambdas are closures), gives the large bodies of loops methods of their own ({@link LoopBodies};
   * the plan's body is then the rewritten one) and closure-converts it. Session code
   * ({@code session}) owns no globals: a later input may redefine any of them.
   */
  public static ModulePlan plan(String className, List<Core> body, boolean session) {
    return plan(className, body, session, true);
  }

  /** {@link #plan(String, List, boolean)}, with every loop's body where it is written unless {@code outline}. */
  public static ModulePlan plan(String className, List<Core> body, boolean session, boolean outline) {
    String owner = session ? null : className;
    ModuleAnalysis analysis = ModuleAnalysis.analyze(body, owner);
    if (!outline) {
      return plan(className, body, analysis);
    }
    LoopBodies.Outlined outlined = LoopBodies.outline(body, analysis);
    if (outlined.body() == body) {
      return plan(className, body, analysis);
    }
    // The analysis is a set of side tables keyed by the nodes, which the rewritten body replaced.
    return plan(className, outlined.body(), ModuleAnalysis.analyze(outlined.body(), owner), outlined.bodies());
  }

  /** Closure-converts {@code body}, which {@code analysis} analysed. */
  public static ModulePlan plan(String className, List<Core> body, ModuleAnalysis analysis) {
    return plan(className, body, analysis, Set.of());
  }

  /**
   * Closure-converts {@code body}, which {@code analysis} analysed; the methods of {@code loopBodies}
   * (the lambdas {@link LoopBodies} made) end in {@link kopi.runtime.Backtrace#LOOP_BODY}.
   */
  private static ModulePlan plan(String className, List<Core> body, ModuleAnalysis analysis,
      Set<Core.Lambda> loopBodies) {
    ClosureConversion pass = new ClosureConversion(className, analysis, loopBodies);
    for (Core form : body) {
      pass.walk(form, null);
    }
    return new ModulePlan(className, body, analysis, pass.functions, pass.caseLambdas, pass.inOrder);
  }

  /** Turns a Scheme name into a JVM member name: the characters the JVM forbids are spelled out. */
  public static String mangle(String name) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      switch (c) {
        case '.' -> out.append("$dot");
        case ';' -> out.append("$semi");
        case '[' -> out.append("$lbrack");
        case ']' -> out.append("$rbrack");
        case '/' -> out.append("$slash");
        case '<' -> out.append("$lt");
        case '>' -> out.append("$gt");
        case '$' -> out.append("$$");
        default -> out.append(c);
      }
    }
    if (out.length() > MAX_NAME) {
      // A member or class name must fit a constant string, and a closure class's name a file name:
      // a long name keeps its start and gets a digest of the whole name, so it stays unique.
      int keep = Character.isHighSurrogate(out.charAt(KEEP - 1)) ? KEEP - 1 : KEEP;
      return out.substring(0, keep) + "$h" + digest(name);
    }
    return out.length() == 0 ? "$empty" : out.toString();
  }

  /** The longest name {@link #mangle} returns as it is. */
  private static final int MAX_NAME = 100;

  /** How much of a longer name it keeps. */
  private static final int KEEP = 60;

  private static String digest(String name) {
    try {
      byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
          .digest(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(hash, 0, 12);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is a required algorithm of every Java platform", e);
    }
  }

  private void walk(Core node, String nameHint) {
    if (node instanceof Core.Lambda lambda) {
      plan(lambda, nameHint, !withoutObject.contains(lambda));
      walkChildren(lambda);
    } else if (node instanceof Core.CaseLambda caseLambda) {
      String base = baseName(caseLambda.name(), nameHint);
      List<FunctionPlan> clauses = new ArrayList<>();
      Set<Local> environment = new LinkedHashSet<>();
      for (Core.Lambda clause : caseLambda.clauses()) {
        FunctionPlan plan = plan(clause, base, false);
        clauses.add(plan);
        environment.addAll(plan.environment());
        walkChildren(clause);
      }
      caseLambdas.put(caseLambda, new CaseLambdaPlan(caseLambda, className + "$" + unique(base),
          List.copyOf(environment), List.copyOf(clauses)));
    } else if (node instanceof Core.GlobalDefine define) {
      walk(define.value(), define.global().name());
    } else if (node instanceof Core.Let let) {
      walkBindings(let.locals(), let.inits());
      walk(let.body(), null);
    } else if (node instanceof Core.Letrec letrec) {
      walkBindings(letrec.locals(), letrec.inits());
      walk(letrec.body(), null);
    } else if (node instanceof Core.LocalSet set) {
      walk(set.value(), set.local().name());
    } else {
      // The node kinds left here (GlobalSet, If, Seq, Call, constants, references) bind nothing.
      kopi.analysis.CoreWalker.forEachChild(node, child -> walk(child, null));
    }
  }

  private void walkBindings(List<Local> locals, List<Core> inits) {
    for (int i = 0; i < locals.size(); i++) {
      walk(inits.get(i), locals.get(i).name());
    }
  }

  private void walkChildren(Core.Lambda lambda) {
    for (Core.OptionalParam optional : lambda.optionals()) {
      if (optional.defaultValue() != null) {
        walk(optional.defaultValue(), null);
      }
    }
    walk(lambda.body(), null);
  }

  private FunctionPlan plan(Core.Lambda lambda, String nameHint, boolean needsObject) {
    String name = unique(baseName(lambda.name(), nameHint))
        + (loopBodies.contains(lambda) ? kopi.runtime.Backtrace.LOOP_BODY : "");
    List<Local> environment = analysis.environments().getOrDefault(lambda, List.of());
    FunctionPlan plan = new FunctionPlan(lambda, name, environment,
        needsObject ? className + "$" + name : null);
    FunctionPlan replaced = functions.put(lambda, plan);
    if (replaced != null) {
      inOrder.remove(replaced);
    }
    inOrder.add(plan);
    return plan;
  }

  private static String baseName(String name, String hint) {
    return mangle(name != null ? name : hint != null ? hint : "lambda");
  }

  private String unique(String base) {
    String name = base + "$" + (++counter);
    return name;
  }
}
