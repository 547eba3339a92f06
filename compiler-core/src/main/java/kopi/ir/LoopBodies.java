package kopi.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.analysis.CoreWalker;
import kopi.analysis.KnownProcedures;
import kopi.analysis.ModuleAnalysis;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Gives the large body of a loop that has a method of its own a method of its own too: the
 * statements a named {@code let} or {@code do} runs before it calls itself again become a known
 * local procedure, called once an iteration with the variables they read, together with the
 * {@code let}s around them whose variables the self call does not read: {@code (let ((x e)) S ...
 * (loop k))} becomes {@code (begin (letrec ((loop (lambda (k') (let ((x e)) S' ...)))) (loop k))
 * (loop k))}, with fresh variables for the inner {@code loop} and the parameters, and the same
 * order of evaluation.
 *
 * <p>The reason is the JIT's counters. A loop that is not inline ({@link
 * kopi.analysis.InlineLoops}) is a method the JVM compiles once it has been called often enough,
 * or by on-stack replacement after tens of thousands of iterations. A big loop called a few
 * times per use of its caller, each time for a few dozen iterations (an inner loop over an item
 * set, a row), waits for both: its body runs interpreted long after the code around it is
 * compiled. As a method of its own the body is counted once an iteration, so the first tier
 * compiles it within a few hundred iterations and the optimising tier compiles a small method
 * instead of the whole loop twice (on-stack replacement, then normally).
 *
 * <p>Only where it is cheap and changes nothing a program sees: the statements are in a tail
 * position of the loop's lambda, followed by code that calls the loop again; they are at least
 * {@link #LARGE} nodes; they never mention the loop's procedure, assign no variable bound
 * outside them (which would then need a box), and read no typed variable they would capture (a
 * captured primitive is passed as an object).
 */
public final class LoopBodies {
  private LoopBodies() {}

  /** The fewest nodes of statements worth a call per iteration. */
  static final int LARGE = 60;

  /** The most variables a body takes as parameters; past it, it captures them all. */
  private static final int MAX_PARAMETERS = 24;

  /**
   * A module's body with its large loop bodies outlined ({@code body} itself when there were none),
   * and the lambdas that hold them, whose methods the plan marks ({@link
   * kopi.runtime.Backtrace#LOOP_BODY}) so that a backtrace shows them as the loop's own frame.
   */
  public record Outlined(List<Core> body, Set<Core.Lambda> bodies) {}

  /** {@code body}, which {@code analysis} analysed, with the large loop bodies outlined. */
  public static Outlined outline(List<Core> body, ModuleAnalysis analysis) {
    Rewriter rewriter = new Rewriter(analysis);
    return new Outlined(CoreWalker.mapAll(body, rewriter::rewrite), rewriter.bodies);
  }

  private static final class Rewriter {
    private final ModuleAnalysis analysis;
    private final Set<Core.Lambda> bodies = identitySet();
    /**
     * The variables of the {@code letrec}s whose initial values enclose the node being rewritten:
     * they may not hold a value yet, so a body never reads them before it would (as a parameter).
     */
    private final Set<Local> uninitialized = identitySet();

    Rewriter(ModuleAnalysis analysis) {
      this.analysis = analysis;
    }

    /** {@code node} with its loops' bodies outlined, itself when nothing changed. */
    Core rewrite(Core node) {
      // Whether a loop is lifted is a fact about the analysed node, not the rebuilt one.
      boolean lifted = node instanceof Core.Letrec original && isLiftedLoop(original);
      Core rebuilt = node instanceof Core.Letrec letrec ? letrec(letrec) : CoreWalker.mapChildren(node, this::rewrite);
      if (lifted && rebuilt instanceof Core.Letrec letrec) {
        Local self = letrec.locals().get(0);
        Core.Lambda loop = (Core.Lambda) letrec.inits().get(0);
        Core body = tails(loop.body(), self, loop.name());
        if (body != loop.body()) {
          Core.Lambda outlined = new Core.Lambda(loop.start(), loop.end(), loop.name(), loop.required(),
              loop.optionals(), loop.rest(), body);
          return new Core.Letrec(letrec.start(), letrec.end(), letrec.locals(), List.of(outlined), letrec.body());
        }
      }
      return rebuilt;
    }

    /** {@code letrec} rewritten, its variables {@link #uninitialized} in its initial values. */
    private Core letrec(Core.Letrec letrec) {
      List<Local> fresh = new ArrayList<>();
      for (Local local : letrec.locals()) {
        if (uninitialized.add(local)) {
          fresh.add(local);
        }
      }
      List<Core> inits = CoreWalker.mapAll(letrec.inits(), this::rewrite);
      fresh.forEach(uninitialized::remove);
      Core body = rewrite(letrec.body());
      return inits == letrec.inits() && body == letrec.body() ? letrec
          : new Core.Letrec(letrec.start(), letrec.end(), letrec.locals(), inits, body);
    }

    /** A named {@code let} or {@code do} the code generator gives a method ({@link KnownProcedures}). */
    private boolean isLiftedLoop(Core.Letrec letrec) {
      if (letrec.locals().size() != 1 || !(letrec.inits().get(0) instanceof Core.Lambda loop)) {
        return false;
      }
      return KnownProcedures.isFixedArity(loop) && analysis.knownLocals().containsKey(letrec.locals().get(0))
          && !analysis.isInline(loop);
    }

    /**
     * The tail positions of the loop's body, with the statements before a call of the loop outlined:
     * the largest such run of statements, with the {@code let}s around them whose variables the
     * rest does not read ({@link #split}).
     */
    private Core tails(Core node, Local self, String name) {
      Split split = split(node, self);
      Census census = split == null ? null : Census.of(split.statements());
      if (census != null && worthOutlining(census, self)) {
        // Only a run worth a method has its parameters worked out, once, for both checks.
        List<Local> passed = passed(census);
        if (typedArrive(census, passed)) {
          return new Core.Seq(node.start(), node.end(),
              List.of(call(split.statements(), passed, name), tails(split.rest(), self, name)));
        }
      }
      if (node instanceof Core.If branch) {
        Core then = tails(branch.then(), self, name);
        Core otherwise = tails(branch.otherwise(), self, name);
        return then == branch.then() && otherwise == branch.otherwise() ? node
            : new Core.If(branch.start(), branch.end(), branch.test(), then, otherwise);
      }
      if (node instanceof Core.Let let) {
        Core body = tails(let.body(), self, name);
        return body == let.body() ? node : new Core.Let(let.start(), let.end(), let.locals(), let.inits(), body);
      }
      if (node instanceof Core.Letrec letrec) {
        Core body = tails(letrec.body(), self, name);
        return body == letrec.body() ? node
            : new Core.Letrec(letrec.start(), letrec.end(), letrec.locals(), letrec.inits(), body);
      }
      if (node instanceof Core.Seq seq) {
        Core last = seq.body().get(seq.body().size() - 1);
        Core tail = tails(last, self, name);
        if (tail == last) {
          return node;
        }
        List<Core> body = new ArrayList<>(seq.body().subList(0, seq.body().size() - 1));
        body.add(tail);
        return new Core.Seq(seq.start(), seq.end(), body);
      }
      return node;
    }

    /** {@code node} as statements, then the {@code rest} that calls the loop again. */
    private record Split(List<Core> statements, Core rest) {}

    /**
     * {@code node}, a tail position of the loop, as statements followed by code that mentions the
     * loop: {@code (begin S ... (loop k))} is {@code S ...} then {@code (loop k)}, and so is a
     * {@code let} around it whose variables {@code (loop k)} does not read, which goes with the
     * statements ({@code (let ((x e)) S (loop k))} is {@code (let ((x e)) S)} then
     * {@code (loop k)}: the same order of evaluation). Null when there is no such split.
     */
    private static Split split(Core node, Local self) {
      if (node instanceof Core.Seq seq) {
        List<Core> prefix = seq.body().subList(0, seq.body().size() - 1);
        Core last = seq.body().get(seq.body().size() - 1);
        Split inner = split(last, self);
        if (inner != null) {
          List<Core> statements = new ArrayList<>(prefix);
          statements.addAll(inner.statements());
          return new Split(statements, inner.rest());
        }
        return !prefix.isEmpty() && CoreWalker.mentions(last, self) ? new Split(prefix, last) : null;
      }
      if (node instanceof Core.Let let) {
        Split inner = split(let.body(), self);
        return inner == null || mentionsAny(inner.rest(), let.locals()) ? null
            : new Split(List.of(new Core.Let(let.start(), let.end(), let.locals(), let.inits(),
                sequence(inner.statements()))), inner.rest());
      }
      if (node instanceof Core.Letrec letrec) {
        Split inner = split(letrec.body(), self);
        return inner == null || mentionsAny(inner.rest(), letrec.locals()) ? null
            : new Split(List.of(new Core.Letrec(letrec.start(), letrec.end(), letrec.locals(), letrec.inits(),
                sequence(inner.statements()))), inner.rest());
      }
      return null;
    }

    private static boolean mentionsAny(Core node, List<Local> locals) {
      return locals.stream().anyMatch(local -> CoreWalker.mentions(node, local));
    }

    /** One expression for {@code statements}: the statement itself, or a {@code begin} of them. */
    private static Core sequence(List<Core> statements) {
      return statements.size() == 1 ? statements.get(0)
          : new Core.Seq(statements.get(0).start(), statements.get(statements.size() - 1).end(),
              List.copyOf(statements));
    }

    /**
     * {@code (letrec ((name (lambda (x ...) statements ... unspecified))) (name x ...))}, its lambda
     * added to {@link #bodies}: the procedure has the loop's name, so that a backtrace shows its
     * frame as the loop's. Its parameters are fresh variables for {@code passed} ({@link #passed}; null
     * when there are none): variables the statements read that are bound outside them and never
     * assigned, so their values arrive as the caller holds
     * them (a speculated fixnum as its two halves, a typed variable as its primitive) rather than
     * boxed as a captured value would be; the others, if any, are captured. Its value is none of
     * the statements', so that none of them is in tail position: a call there stays an ordinary
     * call, as in the loop, not a tail call that bounces.
     */
    private Core call(List<Core> statements, List<Local> passed, String name) {
      int start = statements.get(0).start();
      int end = statements.get(statements.size() - 1).end();
      Map<Local, Local> renamed = new IdentityHashMap<>();
      List<Local> parameters = new ArrayList<>();
      List<Core> arguments = new ArrayList<>();
      if (passed != null) {
        for (Local local : passed) {
          Local parameter = new Local(local.name(), local.start(), local.end(), local.declaredType());
          renamed.put(local, parameter);
          parameters.add(parameter);
          arguments.add(new Core.LocalRef(-1, -1, local));
        }
      }
      List<Core> code = new ArrayList<>();
      statements.forEach(statement -> code.add(rename(statement, renamed)));
      code.add(new Core.Const(-1, -1, kopi.runtime.Unspecified.VALUE));
      Local procedure = new Local(name == null ? "loop" : name);
      Core.Lambda lambda = new Core.Lambda(start, end, procedure.name(), parameters, List.of(), null, sequence(code));
      bodies.add(lambda);
      // What the rewrite adds has no source position: no line of the program gains a call site, so
      // the column of a failing call on the statements' first line is still known (Launcher.column).
      Core.Call entry = new Core.Call(-1, -1, new Core.LocalRef(-1, -1, procedure), arguments);
      return new Core.Letrec(-1, -1, List.of(procedure), List.of(lambda), entry);
    }

    /**
     * The variables the statements take as parameters: those they read that are bound outside them,
     * never assigned, not known local procedures (which are called directly, with no object, and
     * stay so: the body captures what they capture) and not perhaps still without a value ({@link
     * #uninitialized}); null when there are more than {@link #MAX_PARAMETERS}, and then the body
     * captures them all.
     */
    private List<Local> passed(Census census) {
      List<Local> passed = census.free().stream().filter(local -> !analysis.assigned().contains(local)
          && !analysis.knownLocals().containsKey(local) && !uninitialized.contains(local)).toList();
      return passed.size() <= MAX_PARAMETERS ? passed : null;
    }

    /**
     * {@code node} with every reference to a key of {@code renamed} made to its value. A loop body
     * outlined inside it that this rebuilds stays marked as one ({@link #bodies}).
     */
    private Core rename(Core node, Map<Local, Local> renamed) {
      if (renamed.isEmpty()) {
        return node;
      }
      if (node instanceof Core.LocalRef ref && renamed.containsKey(ref.local())) {
        return new Core.LocalRef(ref.start(), ref.end(), renamed.get(ref.local()));
      }
      Core rebuilt = CoreWalker.mapChildren(node, child -> rename(child, renamed));
      if (rebuilt != node && node instanceof Core.Lambda lambda && bodies.remove(lambda)) {
        bodies.add((Core.Lambda) rebuilt);
      }
      return rebuilt;
    }

    /**
     * Whether statements are worth a method: large enough, and outlining changes nothing else: they
     * never mention the loop and assign no variable bound outside them (it would need a box). The
     * last condition, on typed variables, is {@link #typedArrive}.
     */
    private boolean worthOutlining(Census census, Local self) {
      return census.nodes >= LARGE && !census.mentions(self) && census.assignsOnlyOwn();
    }

    /**
     * Whether every typed variable the statements read arrives as one of the {@code passed}
     * parameters (a captured primitive would be passed as an object).
     */
    private boolean typedArrive(Census census, List<Local> passed) {
      return census.free().stream()
          .noneMatch(local -> local.declaredType() != null && (passed == null || !passed.contains(local)));
    }
  }

  /** What statements hold: their size, the locals they bind, read (in order) and assign. */
  private static final class Census {
    int nodes;
    final Set<Local> bound = identitySet();
    final Set<Local> read = identitySet();
    final List<Local> readInOrder = new ArrayList<>();
    final Set<Local> assigned = identitySet();

    static Census of(List<Core> statements) {
      Census census = new Census();
      statements.forEach(census::visit);
      return census;
    }

    void visit(Core node) {
      nodes++;
      if (node instanceof Core.LocalRef ref) {
        if (read.add(ref.local())) {
          readInOrder.add(ref.local());
        }
      } else if (node instanceof Core.LocalSet set) {
        assigned.add(set.local());
      } else if (node instanceof Core.Let let) {
        bound.addAll(let.locals());
      } else if (node instanceof Core.Letrec letrec) {
        bound.addAll(letrec.locals());
      } else if (node instanceof Core.Lambda lambda) {
        bound.addAll(CoreWalker.parameters(lambda));
      }
      CoreWalker.forEachChild(node, this::visit);
    }

    /** The variables they read that are bound outside them, in the order of their first reads. */
    List<Local> free() {
      return readInOrder.stream().filter(local -> !bound.contains(local)).toList();
    }

    boolean mentions(Local local) {
      return read.contains(local) || assigned.contains(local);
    }

    boolean assignsOnlyOwn() {
      return bound.containsAll(assigned);
    }
  }

  private static <T> Set<T> identitySet() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }
}
