package kopi.codegen;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.ir.FunctionPlan;
import kopi.ir.ModulePlan;

/**
 * Shares procedure classes between lambdas that capture nothing. A class per lambda would make a
 * file of 2,000 top-level procedures write 2,000 class files, and creating those files (and a
 * ClassWriter per class) would cost more than compiling the code. Instead, up to
 * {@link #GROUP_SIZE} capture-free lambdas share one class whose instances hold a member index,
 * and whose {@code applyK} entries switch on it. Groups stay small so that an entry's bytecode
 * stays small enough for the JIT to inline it into a caller, as it could the single-lambda classes.
 * Lambdas with an environment keep a class of their own, whose fields are that environment.
 */
final class ClosureGroups {
  static final int GROUP_SIZE = 32;

  /** Where a grouped lambda lives: its group's binary class name and its index there. */
  record Slot(String groupClass, int index) {}

  private final Map<Core.Lambda, Slot> slots = new IdentityHashMap<>();
  private final Map<String, List<FunctionPlan>> groups = new java.util.LinkedHashMap<>();

  ClosureGroups(String className, ModulePlan plan) {
    List<FunctionPlan> current = null;
    String currentClass = null;
    for (FunctionPlan function : plan.inOrder()) {
      if (!function.needsObject() || !function.environment().isEmpty()) {
        continue;
      }
      if (current == null || current.size() == GROUP_SIZE) {
        currentClass = className + "$$group" + groups.size();
        current = new ArrayList<>();
        groups.put(currentClass, current);
      }
      slots.put(function.lambda(), new Slot(currentClass, current.size()));
      current.add(function);
    }
  }

  /** The group slot of {@code lambda}, or null when it has a class of its own. */
  Slot slot(Core.Lambda lambda) {
    return slots.get(lambda);
  }

  /** The groups in creation order: binary class name to members, by index. */
  Map<String, List<FunctionPlan>> groups() {
    return groups;
  }
}
