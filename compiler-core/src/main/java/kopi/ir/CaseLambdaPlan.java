package kopi.ir;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * How one {@code case-lambda} is compiled: one closure class whose entries dispatch on the argument
 * count to the static method of the first clause that accepts it. {@code environment} is the union
 * of the clauses' environments, in the order the closure's fields take.
 */
public record CaseLambdaPlan(Core.CaseLambda caseLambda, String closureClass, List<Local> environment,
    List<FunctionPlan> clauses) {}
