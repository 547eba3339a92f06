package kopi.runtime.lib;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import kopi.runtime.Equality;
import kopi.runtime.Errors;
import kopi.runtime.Launcher;
import kopi.runtime.Nil;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;

/**
 * SRFI 64, the testing framework: test runners with their counts, result alists and callbacks,
 * skip and expected-failure specifiers, and the simple runner's output (a line per unexpected
 * result and the summary, as Kawa prints them, and the full log to the runner's aux value when it is
 * an output port: the outermost group opens {@code SUITE.log} there, as Kawa does). The test
 * forms ({@code test-equal}, {@code test-error}, ...) are special forms
 * ({@code kopi.expand.forms.TestForm}) that call the {@code %test-} builtins of {@link TestingLib}
 * with thunks; a test's file and line come from the stack frame of the call, so a failure reads
 * {@code srfi-64.scm:12: FAIL name}. As in Kawa, {@code test-begin} is in the default environment
 * and imports the rest of {@code (srfi 64)} where it is used at the top level.
 */
public final class Srfi64Lib {
  private Srfi64Lib() {}

  /** A test runner: SRFI 64's state and callbacks. */
  public static final class Runner {
    long pass;
    long fail;
    long xpass;
    long xfail;
    long skip;
    long total;
    Object groupStack = Nil.NIL;
    Object skipList = Nil.NIL;
    Object failList = Nil.NIL;
    Object skipSave = Nil.NIL;
    Object failSave = Nil.NIL;
    /** Per open group: (total-at-begin . expected-count). */
    Object countList = Nil.NIL;
    Object result = Nil.NIL;
    Object onTestBegin;
    Object onTestEnd;
    Object onGroupBegin;
    Object onGroupEnd;
    Object onFinal;
    Object onBadCount;
    Object onBadEndName;
    Object aux = false;
    /** The log file the simple runner opened (closed by its on-final), or null. */
    OutputPort logFile;

    @Override
    public String toString() {
      return "#<test-runner>";
    }
  }

  /** What a test expression raised, as the form's guard hands it over. */
  private record Caught(Object condition) {}

  /** The current runner, or #f; the outermost {@code test-end} resets it to #f, as Kawa does. */
  private static volatile Object current = false;
  private static Object factory;

  private static final Procedure NULL_CALLBACK = new NamedProcedure("test-null-callback", 0, -1) {
    @Override
    public Object applyN(Object[] args) {
      return Unspecified.VALUE;
    }

    @Override
    public Object apply1(Object a) {
      return Unspecified.VALUE;
    }

    @Override
    public Object apply3(Object a, Object b, Object c) {
      return Unspecified.VALUE;
    }
  };

  private static Symbol sym(String name) {
    return Symbol.intern(name);
  }

  static Runner runner(String who, Object x) {
    if (x instanceof Runner r) {
      return r;
    }
    throw Errors.wrongType(who, "a test runner", x);
  }

  // ---- runners ----

  @Builtin("test-runner-null")
  public static Object runnerNull() {
    Runner r = new Runner();
    r.onTestBegin = NULL_CALLBACK;
    r.onTestEnd = NULL_CALLBACK;
    r.onGroupBegin = NULL_CALLBACK;
    r.onGroupEnd = NULL_CALLBACK;
    r.onFinal = NULL_CALLBACK;
    r.onBadCount = NULL_CALLBACK;
    r.onBadEndName = NULL_CALLBACK;
    return r;
  }

  @Builtin("test-runner-simple")
  public static Object runnerSimple() {
    Runner r = new Runner();
    r.onTestBegin = Builtins.lookup("test-on-test-begin-simple");
    r.onTestEnd = Builtins.lookup("test-on-test-end-simple");
    r.onGroupBegin = Builtins.lookup("test-on-group-begin-simple");
    r.onGroupEnd = Builtins.lookup("test-on-group-end-simple");
    r.onFinal = Builtins.lookup("test-on-final-simple");
    r.onBadCount = Builtins.lookup("test-on-bad-count-simple");
    r.onBadEndName = Builtins.lookup("test-on-bad-end-name-simple");
    return r;
  }

  @Builtin("test-runner-create")
  public static Object runnerCreate() {
    return factory == null ? runnerSimple() : Procedure.call(factory);
  }

  @Builtin("test-runner-factory")
  public static Object runnerFactory() {
    return factory == null ? Builtins.lookup("test-runner-simple") : factory;
  }

  @Builtin("test-runner-factory")
  public static Object runnerFactory(Object f) {
    factory = Args.procedure("test-runner-factory", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-current")
  public static Object runnerCurrent() {
    return current;
  }

  @Builtin("test-runner-current")
  public static Object runnerCurrent(Object runner) {
    current = runner;
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-get")
  public static Object runnerGet() {
    Object r = current;
    if (!(r instanceof Runner)) {
      throw Errors.error("test-runner not initialized - test-begin missing?");
    }
    return r;
  }

  @Builtin("test-runner?")
  public static Object runnerP(Object x) {
    return x instanceof Runner;
  }

  @Builtin("test-runner-reset")
  public static Object runnerReset(Object runner) {
    Runner r = runner("test-runner-reset", runner);
    r.pass = r.fail = r.xpass = r.xfail = r.skip = r.total = 0;
    r.groupStack = r.skipList = r.failList = r.skipSave = r.failSave = r.countList = r.result = Nil.NIL;
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-pass-count")
  public static Object passCount(Object runner) {
    return runner("test-runner-pass-count", runner).pass;
  }

  @Builtin("test-runner-fail-count")
  public static Object failCount(Object runner) {
    return runner("test-runner-fail-count", runner).fail;
  }

  @Builtin("test-runner-xpass-count")
  public static Object xpassCount(Object runner) {
    return runner("test-runner-xpass-count", runner).xpass;
  }

  @Builtin("test-runner-xfail-count")
  public static Object xfailCount(Object runner) {
    return runner("test-runner-xfail-count", runner).xfail;
  }

  @Builtin("test-runner-skip-count")
  public static Object skipCount(Object runner) {
    return runner("test-runner-skip-count", runner).skip;
  }

  @Builtin("test-runner-group-stack")
  public static Object groupStack(Object runner) {
    return runner("test-runner-group-stack", runner).groupStack;
  }

  @Builtin("test-runner-group-path")
  public static Object groupPath(Object runner) {
    return ListLib.reverse(runner("test-runner-group-path", runner).groupStack);
  }

  @Builtin("test-runner-test-name")
  public static Object testName(Object runner) {
    Object name = resultRef(runner, sym("test-name"), "");
    return name;
  }

  @Builtin("test-runner-aux-value")
  public static Object auxValue(Object runner) {
    return runner("test-runner-aux-value", runner).aux;
  }

  @Builtin("test-runner-aux-value!")
  public static Object auxValueSet(Object runner, Object value) {
    runner("test-runner-aux-value!", runner).aux = value;
    return Unspecified.VALUE;
  }

  // ---- callbacks ----

  @Builtin("test-runner-on-test-begin")
  public static Object onTestBegin(Object runner) {
    return runner("test-runner-on-test-begin", runner).onTestBegin;
  }

  @Builtin("test-runner-on-test-begin!")
  public static Object onTestBeginSet(Object runner, Object f) {
    runner("test-runner-on-test-begin!", runner).onTestBegin = Args.procedure("test-runner-on-test-begin!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-test-end")
  public static Object onTestEnd(Object runner) {
    return runner("test-runner-on-test-end", runner).onTestEnd;
  }

  @Builtin("test-runner-on-test-end!")
  public static Object onTestEndSet(Object runner, Object f) {
    runner("test-runner-on-test-end!", runner).onTestEnd = Args.procedure("test-runner-on-test-end!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-group-begin")
  public static Object onGroupBegin(Object runner) {
    return runner("test-runner-on-group-begin", runner).onGroupBegin;
  }

  @Builtin("test-runner-on-group-begin!")
  public static Object onGroupBeginSet(Object runner, Object f) {
    runner("test-runner-on-group-begin!", runner).onGroupBegin = Args.procedure("test-runner-on-group-begin!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-group-end")
  public static Object onGroupEnd(Object runner) {
    return runner("test-runner-on-group-end", runner).onGroupEnd;
  }

  @Builtin("test-runner-on-group-end!")
  public static Object onGroupEndSet(Object runner, Object f) {
    runner("test-runner-on-group-end!", runner).onGroupEnd = Args.procedure("test-runner-on-group-end!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-final")
  public static Object onFinal(Object runner) {
    return runner("test-runner-on-final", runner).onFinal;
  }

  @Builtin("test-runner-on-final!")
  public static Object onFinalSet(Object runner, Object f) {
    runner("test-runner-on-final!", runner).onFinal = Args.procedure("test-runner-on-final!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-bad-count")
  public static Object onBadCount(Object runner) {
    return runner("test-runner-on-bad-count", runner).onBadCount;
  }

  @Builtin("test-runner-on-bad-count!")
  public static Object onBadCountSet(Object runner, Object f) {
    runner("test-runner-on-bad-count!", runner).onBadCount = Args.procedure("test-runner-on-bad-count!", f);
    return Unspecified.VALUE;
  }

  @Builtin("test-runner-on-bad-end-name")
  public static Object onBadEndName(Object runner) {
    return runner("test-runner-on-bad-end-name", runner).onBadEndName;
  }

  @Builtin("test-runner-on-bad-end-name!")
  public static Object onBadEndNameSet(Object runner, Object f) {
    runner("test-runner-on-bad-end-name!", runner).onBadEndName = Args.procedure("test-runner-on-bad-end-name!", f);
    return Unspecified.VALUE;
  }

  // ---- results ----

  @Builtin("test-result-alist")
  public static Object resultAlist(Object runner) {
    return runner("test-result-alist", runner).result;
  }

  @Builtin("test-result-ref")
  public static Object resultRef(Object runner, Object key) {
    return resultRef(runner, key, false);
  }

  @Builtin("test-result-ref")
  public static Object resultRef(Object runner, Object key, Object fallback) {
    Object entry = ListLib.assq(key, runner("test-result-ref", runner).result);
    return entry instanceof Pair p ? p.cdr : fallback;
  }

  @Builtin("test-result-set!")
  public static Object resultSet(Object runner, Object key, Object value) {
    Runner r = runner("test-result-set!", runner);
    Object entry = ListLib.assq(key, r.result);
    if (entry instanceof Pair p) {
      p.cdr = value;
    } else {
      r.result = new Pair(new Pair(key, value), r.result);
    }
    return Unspecified.VALUE;
  }

  @Builtin("test-result-remove")
  public static Object resultRemove(Object runner, Object key) {
    Runner r = runner("test-result-remove", runner);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = r.result; l instanceof Pair p; l = p.cdr) {
      if (!(p.car instanceof Pair e && e.car == key)) {
        out.add(p.car);
      }
    }
    r.result = out.list();
    return Unspecified.VALUE;
  }

  @Builtin("test-result-clear")
  public static Object resultClear(Object runner) {
    runner("test-result-clear", runner).result = Nil.NIL;
    return Unspecified.VALUE;
  }

  @Builtin("test-result-kind")
  public static Object resultKind() {
    return resultKind(runnerGet());
  }

  @Builtin("test-result-kind")
  public static Object resultKind(Object runner) {
    return resultRef(runner, sym("result-kind"));
  }

  @Builtin("test-passed?")
  public static Object passedP() {
    return passedP(runnerGet());
  }

  @Builtin("test-passed?")
  public static Object passedP(Object runner) {
    // As the reference implementation and Kawa: (memq kind '(pass xpass)).
    Object kind = resultKind(runner);
    if (kind == sym("pass")) {
      return Pair.list(new Object[] {sym("pass"), sym("xpass")});
    }
    return kind == sym("xpass") ? Pair.list(new Object[] {sym("xpass")}) : Boolean.FALSE;
  }

  // ---- groups ----

  public static Object begin(Object name) {
    return begin(name, false);
  }

  public static Object begin(Object name, Object count) {
    if (!(current instanceof Runner)) {
      current = runnerCreate();
    }
    Runner r = (Runner) current;
    Procedure.call(r.onGroupBegin, r, name, count);
    r.skipSave = new Pair(r.skipList, r.skipSave);
    r.failSave = new Pair(r.failList, r.failSave);
    r.countList = new Pair(new Pair(r.total, count), r.countList);
    r.groupStack = new Pair(name, r.groupStack);
    return Unspecified.VALUE;
  }

  @Builtin("test-end")
  public static Object end() {
    return end(false);
  }

  @Builtin("test-end")
  public static Object end(Object name) {
    Runner r = (Runner) runnerGet();
    if (!(r.groupStack instanceof Pair groups)) {
      throw Errors.error("test-end not in a group");
    }
    if (name != Boolean.FALSE && !Equality.isEqual(name, groups.car)) {
      Procedure.call(r.onBadEndName, r, name, groups.car);
    }
    Pair counts = (Pair) ((Pair) r.countList).car;
    Object expected = counts.cdr;
    long run = r.total - (Long) counts.car;
    if (expected instanceof Long n && n != run) {
      Procedure.call(r.onBadCount, r, run, expected);
    }
    Procedure.call(r.onGroupEnd, r);
    r.groupStack = groups.cdr;
    r.skipList = ((Pair) r.skipSave).car;
    r.skipSave = ((Pair) r.skipSave).cdr;
    r.failList = ((Pair) r.failSave).car;
    r.failSave = ((Pair) r.failSave).cdr;
    r.countList = ((Pair) r.countList).cdr;
    if (r.groupStack == Nil.NIL) {
      Procedure.call(r.onFinal, r);
      current = false;
    }
    return Unspecified.VALUE;
  }

  /** {@code (test-group name body)}: the group runs unless a skip specifier matches its name. */
  public static Object group(Object name, Object body, Object cleanup) {
    Runner r = currentOrNew();
    r.result = Pair.list(new Object[] {new Pair(sym("test-name"), name)});
    if (shouldExecute(r)) {
      begin(name);
      try {
        Procedure.call(body);
      } finally {
        if (cleanup != Boolean.FALSE) {
          Procedure.call(cleanup);
        }
        end(name);
      }
    }
    return Unspecified.VALUE;
  }

  public static Object withRunner(Object runner, Object body) {
    Object saved = current;
    current = runner;
    try {
      return Procedure.call(body);
    } finally {
      current = saved;
    }
  }

  private static Runner currentOrNew() {
    if (!(current instanceof Runner)) {
      current = runnerCreate();
    }
    return (Runner) current;
  }

  // ---- specifiers ----

  @Builtin(value = "test-skip", min = 1)
  public static Object skip(Object[] specifiers) {
    Runner r = (Runner) runnerGet();
    for (Object s : specifiers) {
      r.skipList = new Pair(specifier(s), r.skipList);
    }
    return Unspecified.VALUE;
  }

  @Builtin(value = "test-expect-fail", min = 1)
  public static Object expectFail(Object[] specifiers) {
    Runner r = (Runner) runnerGet();
    for (Object s : specifiers) {
      r.failList = new Pair(specifier(s), r.failList);
    }
    return Unspecified.VALUE;
  }

  /** A name is {@code (test-match-name name)}, a count {@code (test-match-nth 1 count)}. */
  private static Object specifier(Object s) {
    if (s instanceof CharSequence) {
      return matchName(s);
    }
    if (s instanceof Long) {
      return matchNth(1L, s);
    }
    return Args.procedure("test-skip", s);
  }

  @Builtin("test-match-name")
  public static Object matchName(Object name) {
    String wanted = name.toString();
    return new NamedProcedure("test-match-name", 1, 1) {
      @Override
      public Object apply1(Object runner) {
        return testName(runner).toString().equals(wanted);
      }
    };
  }

  @Builtin("test-match-nth")
  public static Object matchNth(Object n) {
    return matchNth(n, 1L);
  }

  @Builtin("test-match-nth")
  public static Object matchNth(Object n, Object count) {
    long first = Args.positive("test-match-nth", n);
    long many = (Long) count;
    long[] seen = {0};
    return new NamedProcedure("test-match-nth", 1, 1) {
      @Override
      public Object apply1(Object runner) {
        seen[0]++;
        return seen[0] >= first && seen[0] < first + many;
      }
    };
  }

  @Builtin(value = "test-match-any", min = 0)
  public static Object matchAny(Object[] specifiers) {
    Object[] procs = new Object[specifiers.length];
    for (int i = 0; i < procs.length; i++) {
      procs[i] = specifier(specifiers[i]);
    }
    return new NamedProcedure("test-match-any", 1, 1) {
      @Override
      public Object apply1(Object runner) {
        boolean any = false;
        for (Object p : procs) {
          any |= Procedure.call(p, runner) != Boolean.FALSE;
        }
        return any;
      }
    };
  }

  @Builtin(value = "test-match-all", min = 0)
  public static Object matchAll(Object[] specifiers) {
    Object[] procs = new Object[specifiers.length];
    for (int i = 0; i < procs.length; i++) {
      procs[i] = specifier(specifiers[i]);
    }
    return new NamedProcedure("test-match-all", 1, 1) {
      @Override
      public Object apply1(Object runner) {
        boolean all = true;
        for (Object p : procs) {
          all &= Procedure.call(p, runner) != Boolean.FALSE;
        }
        return all;
      }
    };
  }

  /** Every specifier is called, so that counting ones ({@code test-match-nth}) count each test. */
  private static boolean anyMatches(Object list, Runner r) {
    boolean any = false;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      any |= Procedure.call(p.car, r) != Boolean.FALSE;
    }
    return any;
  }

  private static boolean shouldExecute(Runner r) {
    if (anyMatches(r.skipList, r)) {
      resultSet(r, sym("result-kind"), sym("skip"));
      return false;
    }
    if (anyMatches(r.failList, r)) {
      resultSet(r, sym("result-kind"), sym("xfail"));
    }
    return true;
  }

  // ---- tests ----

  /** Starts a test: a fresh result alist with its name and place; false when it is skipped. */
  private static boolean testBegin(Runner r, Object name) {
    r.result = Nil.NIL;
    StackTraceElement frame = Launcher.schemeFrame(new Throwable());
    if (frame != null && frame.getLineNumber() > 0) {
      resultSet(r, sym("source-line"), (long) frame.getLineNumber());
    }
    if (frame != null) {
      resultSet(r, sym("source-file"), frame.getFileName());
    }
    if (name != Boolean.FALSE) {
      resultSet(r, sym("test-name"), name);
    }
    boolean run = shouldExecute(r);
    Procedure.call(r.onTestBegin, r);
    return run && resultRef(r, sym("result-kind")) != sym("skip");
  }

  private static void testEnd(Runner r, boolean passed) {
    boolean expectFail = resultRef(r, sym("result-kind")) == sym("xfail");
    resultSet(r, sym("result-kind"), sym(expectFail ? (passed ? "xpass" : "xfail") : (passed ? "pass" : "fail")));
  }

  private static Object report(Runner r) {
    Object kind = resultRef(r, sym("result-kind"));
    if (kind == sym("pass")) {
      r.pass++;
    } else if (kind == sym("fail")) {
      r.fail++;
    } else if (kind == sym("xpass")) {
      r.xpass++;
    } else if (kind == sym("xfail")) {
      r.xfail++;
    } else {
      r.skip++;
    }
    r.total++;
    Procedure.call(r.onTestEnd, r);
    return Unspecified.VALUE;
  }

  /** The value of a test expression's thunk; what it raised is recorded as actual-error. */
  private static Object evaluate(Runner r, Object thunk) {
    Object value = Procedure.call(thunk);
    if (value instanceof Caught caught) {
      resultSet(r, sym("actual-error"), caught.condition());
      return caught;
    }
    return value;
  }

  public static Object caught(Object condition) {
    return new Caught(condition);
  }

  /** {@code test-equal}, {@code test-eqv}, {@code test-eq}: compare with {@code (compare expected actual)}. */
  public static Object compare(Object name, Object compare, Object expectedThunk, Object actualThunk) {
    Runner r = (Runner) runnerGet();
    if (testBegin(r, name)) {
      Object expected = Procedure.call(expectedThunk);
      resultSet(r, sym("expected-value"), expected);
      Object actual = evaluate(r, actualThunk);
      boolean passed;
      if (actual instanceof Caught) {
        resultSet(r, sym("actual-value"), false);
        passed = false;
      } else {
        resultSet(r, sym("actual-value"), actual);
        passed = Procedure.call(compare, expected, actual) != Boolean.FALSE;
      }
      testEnd(r, passed);
    }
    return report(r);
  }

  public static Object assertTrue(Object name, Object thunk) {
    Runner r = (Runner) runnerGet();
    if (testBegin(r, name)) {
      Object actual = evaluate(r, thunk);
      boolean caught = actual instanceof Caught;
      resultSet(r, sym("actual-value"), caught ? false : actual);
      testEnd(r, !caught && actual != Boolean.FALSE);
    }
    return report(r);
  }

  public static Object approximate(Object name, Object expectedThunk, Object actualThunk, Object errorThunk) {
    Runner r = (Runner) runnerGet();
    if (testBegin(r, name)) {
      Object expected = Procedure.call(expectedThunk);
      Object error = Procedure.call(errorThunk);
      resultSet(r, sym("expected-value"), expected);
      Object actual = evaluate(r, actualThunk);
      boolean passed = false;
      if (actual instanceof Caught) {
        resultSet(r, sym("actual-value"), false);
      } else {
        resultSet(r, sym("actual-value"), actual);
        passed = kopi.runtime.Num.greaterOrEqual(actual, kopi.runtime.Num.sub(expected, error))
            && kopi.runtime.Num.lessOrEqual(actual, kopi.runtime.Num.add(expected, error));
      }
      testEnd(r, passed);
    }
    return report(r);
  }

  /**
   * {@code test-error}: passes when the expression raises; an error type that is a procedure must
   * also accept the condition ({@code error-object?}, {@code file-error?}), any other type (Kawa's
   * class names, {@code #t}) accepts every condition.
   */
  public static Object error(Object name, Object typeThunk, Object thunk) {
    Runner r = (Runner) runnerGet();
    if (testBegin(r, name)) {
      Object type = Procedure.call(typeThunk);
      resultSet(r, sym("expected-error"), type);
      Object actual = evaluate(r, thunk);
      boolean passed = false;
      if (actual instanceof Caught caught) {
        passed = !(type instanceof Procedure p) || Procedure.call(p, caught.condition()) != Boolean.FALSE;
      } else {
        resultSet(r, sym("actual-value"), actual);
      }
      testEnd(r, passed);
    }
    return report(r);
  }

  @Builtin(value = "test-apply", min = 1)
  public static Object apply(Object[] args) {
    Runner r = args[0] instanceof Runner given ? given : currentOrNew();
    int first = args[0] instanceof Runner ? 1 : 0;
    if (first >= args.length) {
      throw Errors.error("test-apply: expected specifiers and a procedure");
    }
    Object saved = current;
    current = r;
    Object runList = r.skipList;
    try {
      Object[] specifiers = java.util.Arrays.copyOfRange(args, first, args.length - 1);
      ListOpsLib.Builder run = new ListOpsLib.Builder();
      for (Object s : specifiers) {
        run.add(specifier(s));
      }
      Object only = run.list();
      r.skipList = new Pair(new NamedProcedure("test-apply", 1, 1) {
        @Override
        public Object apply1(Object runner) {
          return !anyMatches(only, (Runner) runner);
        }
      }, r.skipList);
      return Procedure.call(args[args.length - 1]);
    } finally {
      r.skipList = runList;
      current = saved;
    }
  }

  // ---- the simple runner ----

  private static void print(String text) {
    ((OutputPort) IoLib.CURRENT_OUTPUT.get()).write(text);
  }

  /** Writes to the simple runner's log: the runner's aux value, when it is an open output port. */
  private static void log(Runner r, String text) {
    if (r.aux instanceof OutputPort port && port.isOpen()) {
      port.write(text);
    }
  }

  @Builtin("test-on-group-begin-simple")
  public static Object onGroupBeginSimple(Object runner, Object name, Object count) {
    Runner r = runner("test-on-group-begin-simple", runner);
    if (r.groupStack == Nil.NIL) {
      String suite = Printer.displayString(name);
      String file = suite + ".log";
      try {
        r.logFile = OutputPort.file(Files.newBufferedWriter(Path.of(file), StandardCharsets.UTF_8), file);
        r.aux = r.logFile;
        print("%%%% Starting test " + suite + "  (Writing full log to \"" + file + "\")\n");
      } catch (IOException | RuntimeException e) {
        print("%%%% Starting test " + suite + "\n");
      }
      log(r, "%%%% Starting test " + suite + "\n");
    }
    log(r, "Group begin: " + Printer.displayString(name) + "\n");
    return Unspecified.VALUE;
  }

  @Builtin("test-on-group-end-simple")
  public static Object onGroupEndSimple(Object runner) {
    Runner r = runner("test-on-group-end-simple", runner);
    if (r.groupStack instanceof Pair p) {
      log(r, "Group end: " + Printer.displayString(p.car) + "\n");
    }
    return Unspecified.VALUE;
  }

  @Builtin("test-on-test-begin-simple")
  public static Object onTestBeginSimple(Object runner) {
    Runner r = runner("test-on-test-begin-simple", runner);
    StringBuilder out = new StringBuilder("Test begin:\n");
    for (String key : new String[] {"test-name", "source-file", "source-line"}) {
      Object value = resultRef(r, sym(key), null);
      if (value != null) {
        out.append("  ").append(key).append(": ").append(Printer.writeString(value)).append('\n');
      }
    }
    log(r, out.toString());
    return Unspecified.VALUE;
  }

  @Builtin("test-on-test-end-simple")
  public static Object onTestEndSimple(Object runner) {
    Runner r = runner("test-on-test-end-simple", runner);
    Object kind = resultRef(r, sym("result-kind"));
    if (kind == sym("fail") || kind == sym("xpass")) {
      StringBuilder line = new StringBuilder();
      Object file = resultRef(r, sym("source-file"));
      Object sourceLine = resultRef(r, sym("source-line"));
      if (file != Boolean.FALSE || sourceLine != Boolean.FALSE) {
        if (file != Boolean.FALSE) {
          line.append(Printer.displayString(file));
        }
        line.append(':');
        if (sourceLine != Boolean.FALSE) {
          line.append(Printer.displayString(sourceLine));
        }
        line.append(": ");
      }
      line.append(kind == sym("xpass") ? "XPASS" : "FAIL");
      Object name = resultRef(r, sym("test-name"));
      if (name != Boolean.FALSE) {
        line.append(' ').append(Printer.displayString(name));
      }
      print(line.append('\n').toString());
    }
    StringBuilder out = new StringBuilder("Test end:\n");
    out.append("  result-kind: ").append(Printer.displayString(kind)).append('\n');
    for (String key : new String[] {"actual-value", "actual-error", "expected-value", "expected-error"}) {
      Object entry = ListLib.assq(sym(key), r.result);
      if (entry instanceof Pair p) {
        out.append("  ").append(key).append(": ").append(Printer.writeString(p.cdr)).append('\n');
      }
    }
    log(r, out.toString());
    return Unspecified.VALUE;
  }

  @Builtin("test-on-final-simple")
  public static Object onFinalSimple(Object runner) {
    Runner r = runner("test-on-final-simple", runner);
    StringBuilder out = new StringBuilder();
    line(out, "# of expected passes      ", r.pass);
    line(out, "# of expected failures    ", r.xfail);
    line(out, "# of unexpected successes ", r.xpass);
    line(out, "# of unexpected failures  ", r.fail);
    line(out, "# of skipped tests        ", r.skip);
    print(out.toString());
    log(r, out.toString());
    if (r.logFile != null) {
      try {
        r.logFile.close();
      } catch (UncheckedIOException e) {
        // The log is a convenience; the summary is on the output already.
      }
      r.logFile = null;
    }
    return Unspecified.VALUE;
  }

  private static void line(StringBuilder out, String label, long count) {
    if (count > 0) {
      out.append(label).append(count).append('\n');
    }
  }

  @Builtin("test-on-bad-count-simple")
  public static Object onBadCountSimple(Object runner, Object count, Object expected) {
    String text = "*** Total number of tests was " + count + " but should be " + expected + ". ***\n"
        + "*** Discrepancy indicates testsuite error or exceptions. ***\n";
    print(text);
    log(runner("test-on-bad-count-simple", runner), text);
    return Unspecified.VALUE;
  }

  @Builtin("test-on-bad-end-name-simple")
  public static Object onBadEndNameSimple(Object runner, Object endName, Object beginName) {
    throw Errors.error("test-end " + Printer.displayString(endName) + " does not match test-begin "
        + Printer.displayString(beginName));
  }
}
