package kopi.ir;

import java.util.List;
import java.util.Map;
import kopi.analysis.ModuleAnalysis;
import kopi.expand.Core;

/**
 * The closure-converted module: the analysis it came from, one {@link FunctionPlan} per lambda and
 * one {@link CaseLambdaPlan} per {@code case-lambda}, both keyed by node identity, and the functions
 * again in the order the plan named them ({@code inOrder}, source order), the order in which the
 * code generator writes their methods and closure classes: iterating the identity map would make
 * that order depend on identity hash codes, which differ from one JVM to another.
 */
public record ModulePlan(String className, List<Core> body, ModuleAnalysis analysis,
    Map<Core.Lambda, FunctionPlan> functions, Map<Core.CaseLambda, CaseLambdaPlan> caseLambdas,
    List<FunctionPlan> inOrder) {

  public FunctionPlan function(Core.Lambda lambda) {
    FunctionPlan plan = functions.get(lambda);
    if (plan == null) {
      throw new IllegalStateException("no plan for lambda " + lambda.name());
    }
    return plan;
  }
}
