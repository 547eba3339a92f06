package kopi.ir;

import java.util.List;
import java.util.Map;
import kopi.analysis.ModuleAnalysis;
import kopi.expand.Core;

/**
 * The closure-converted module: the analysis it came from, one {@link FunctionPlan} per lambda and
 * one {@link CaseLambdaPlan} per {@code case-lambda}, both keyed by node identity.
 */
public record ModulePlan(String className, List<Core> body, ModuleAnalysis analysis,
    Map<Core.Lambda, FunctionPlan> functions, Map<Core.CaseLambda, CaseLambdaPlan> caseLambdas) {

  public FunctionPlan function(Core.Lambda lambda) {
    FunctionPlan plan = functions.get(lambda);
    if (plan == null) {
      throw new IllegalStateException("no plan for lambda " + lambda.name());
    }
    return plan;
  }
}
