package kopi.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.expand.Global;
import kopi.expand.Local;
import kopi.syntax.Diagnostic;

/**
 * The static checks of one module form by form, reusing the diagnostics of the forms an earlier
 * analysis of the same document already checked (an editor checks the whole module again
 * on every keystroke). The checks themselves are {@link StaticChecks#run}'s list. Immutable: {@link #check} reads one cache and returns the next.
 *
 * <p><b>The rule.</b> The checks of a top-level form ({@link TypeInference} of its expressions, then
 * {@link CallChecks} and {@link DeclarationChecks}) read the form itself and, about the rest of the
 * module, only what {@link TypeInference#describe} says of each global the form mentions. So a
 * form's diagnostics are reused when
 * <ol>
 *   <li>its core is a copy of a core this cache checked: the expander's own per-form reuse says so
 *       ({@code kopi.expand.FormCache}, {@code ExpandResult.origins}: the same core, moved,
 *       with the same declared result types on its lambdas);</li>
 *   <li>its only definition, if any, is the form itself (so the module's table of definitions can be
 *       filled without walking it), and no node of it lies outside the form (code a macro brought from
 *       elsewhere, which would not move with it);</li>
 *   <li>every global it mentions is described the same: declared type, inferred type, and when it is
 *       a known procedure, its arity, parameter types and result type. An edit that changes a
 *       procedure's arity therefore checks every caller again, in whichever form.</li>
 * </ol>
 * Then its diagnostics are the old ones moved by the distance the form moved. Only the forms that
 * are not reused are walked, inferred and checked. The inferred types of the whole module, which only
 * inlay hints need, are not produced here ({@link TypeInference#of} computes them on demand).
 * Session code, where inference depends on the order of the inputs, is checked whole by
 * {@link StaticChecks#check}.
 */
public final class FormChecks {
  /** Nothing to reuse: the first analysis of a document. */
  public static final FormChecks EMPTY = new FormChecks(Map.of());

  /**
   * One checked form: the globals it mentions and what was known of them, what it assigns, and its
   * diagnostics relative to its start.
   */
  private record Entry(List<Global> globals, List<String> descriptions, List<Global> assigned,
      List<Diagnostic> diagnostics) {}

  /** The diagnostics of a module and the cache for its next analysis; {@code reused} counts forms. */
  public record Result(List<Diagnostic> diagnostics, FormChecks next, int reused) {
    public Result {
      diagnostics = List.copyOf(diagnostics);
    }
  }

  /** By the identity of the checked top-level core. */
  private final Map<Core, Entry> byCore;

  private FormChecks(Map<Core, Entry> byCore) {
    this.byCore = byCore;
  }

  /** The entries of this cache and of {@code other}: the next cache of a document of several modules. */
  public FormChecks with(FormChecks other) {
    if (other.byCore.isEmpty()) {
      return this;
    }
    if (byCore.isEmpty()) {
      return other;
    }
    IdentityHashMap<Core, Entry> both = new IdentityHashMap<>(byCore);
    both.putAll(other.byCore);
    return new FormChecks(both);
  }

  /** How many forms the first scan and the reuse of entries go between two checkpoints. */
  static final int CHECKPOINT_EVERY = 256;

  /** How many forms this cache can give back. */
  public int size() {
    return byCore.size();
  }

  /**
   * The diagnostics {@link StaticChecks#check} gives for {@code body} (a module owned by
   * {@code moduleOwner}, never null), sorted by start offset, reusing this cache's for the forms
   * {@code origins} says are copies of forms it checked (see {@code ExpandResult.origins}).
   * {@code checkpoint} runs before each form checked again, and every {@link #CHECKPOINT_EVERY}
   * forms otherwise: an editor's throws to stop a check of superseded text.
   */
  public Result check(List<Core> body, DeclaredTypes declared, String moduleOwner, Map<Core, Core> origins,
      Runnable checkpoint) {
    TypeInference inference = TypeInference.forModule(declared, moduleOwner);
    DeclaredTypes types = declared == null ? new DeclaredTypes() : declared;
    // First every form's definitions, which the inference of any form may read.
    Entry[] previous = new Entry[body.size()];
    Scan[] scans = new Scan[body.size()];
    for (int i = 0; i < body.size(); i++) {
      if (i % CHECKPOINT_EVERY == 0) {
        checkpoint.run();
      }
      Core form = body.get(i);
      Core origin = origins.get(form);
      Entry entry = origin == null ? null : byCore.get(origin);
      if (entry != null) {
        previous[i] = entry;
        if (form instanceof Core.GlobalDefine define) {
          inference.define(define, i);
        }
        entry.assigned().forEach(inference::assign);
      } else {
        scans[i] = Scan.of(form, i, inference);
      }
    }
    Map<Global, String> descriptions = new HashMap<>();
    IdentityHashMap<Core, Entry> next = new IdentityHashMap<>();
    List<Diagnostic> diagnostics = new ArrayList<>();
    int reused = 0;
    for (int i = 0; i < body.size(); i++) {
      Core form = body.get(i);
      Entry entry = previous[i];
      if (entry != null && sameDescriptions(entry, descriptions, inference)) {
        for (Diagnostic diagnostic : entry.diagnostics()) {
          diagnostics.add(diagnostic.shifted(form.start()));
        }
        next.put(form, entry);
        reused++;
        continue;
      }
      checkpoint.run();
      Scan scan = scans[i] != null ? scans[i] : Scan.of(form, i, null);
      inference.inferForm(form, i);
      List<Diagnostic> own = new ArrayList<>();
      StaticChecks.run(List.of(form), inference.result(), types, own);
      diagnostics.addAll(own);
      if (scan.reusable && form.start() >= 0) {
        List<Diagnostic> relative = new ArrayList<>(own.size());
        for (Diagnostic diagnostic : own) {
          relative.add(diagnostic.shifted(-form.start()));
        }
        List<Global> globals = List.copyOf(scan.globals);
        List<String> described = new ArrayList<>(globals.size());
        for (Global global : globals) {
          described.add(descriptions.computeIfAbsent(global, inference::describe));
        }
        next.put(form, new Entry(globals, described, List.copyOf(scan.assigned), List.copyOf(relative)));
      }
    }
    return new Result(Diagnostic.inSourceOrder(diagnostics), new FormChecks(next), reused);
  }

  private static boolean sameDescriptions(Entry entry, Map<Global, String> descriptions, TypeInference inference) {
    for (int i = 0; i < entry.globals().size(); i++) {
      String now = descriptions.computeIfAbsent(entry.globals().get(i), inference::describe);
      if (!now.equals(entry.descriptions().get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Appends {@code text} so that no two strings (or null) append the same characters. */
  static void text(StringBuilder out, String text) {
    if (text == null) {
      out.append('~');
    } else {
      out.append(text.length()).append(':').append(text);
    }
  }

  /**
   * One walk of a form that is checked again: registers its definitions and assignments as
   * {@link TypeInference}'s own scan would (same nodes, same order), and finds the globals it
   * mentions and whether its results may be reused.
   */
  private static final class Scan {
    final Set<Global> globals = new LinkedHashSet<>();
    final Set<Global> assigned = new LinkedHashSet<>();
    final Core root;
    final int index;
    final TypeInference inference;
    boolean reusable = true;

    private Scan(Core root, int index, TypeInference inference) {
      this.root = root;
      this.index = index;
      this.inference = inference;
    }

    /** Walks {@code form}; registers with {@code inference} unless it is null (already registered). */
    static Scan of(Core form, int index, TypeInference inference) {
      Scan scan = new Scan(form, index, inference);
      scan.node(form);
      return scan;
    }

    void node(Core node) {
      if (node.start() >= 0 && (node.start() < root.start() || node.end() > root.end())) {
        reusable = false;
      }
      if (node instanceof Core.GlobalDefine define) {
        if (inference != null) {
          inference.define(define, index);
        }
        globals.add(define.global());
        // Only a definition that is the form itself is registered again when the form is reused.
        reusable &= node == root;
      } else if (node instanceof Core.GlobalSet set) {
        if (inference != null) {
          inference.assign(set.global());
        }
        globals.add(set.global());
        assigned.add(set.global());
      } else if (node instanceof Core.GlobalRef ref) {
        globals.add(ref.global());
      } else if (node instanceof Core.DefineClass) {
        reusable = false;
      }
      CoreWalker.forEachChild(node, this::node);
    }
  }
}
