package kopi.runtime.lib;

import kopi.runtime.Builtin;

/**
 * The internal builtins the SRFI 64 forms expand into ({@code kopi.expand.forms.TestForm},
 * {@code TestGroupForm}, {@code TestWithRunnerForm}, {@code TestBeginForm}). They live in the
 * default index so that the forms can call them without an import; the framework itself is
 * {@link Srfi64Lib}, loaded when a test runs.
 */
public final class TestingLib {
  private TestingLib() {}

  @Builtin("%test-begin")
  public static Object begin(Object name) {
    return Srfi64Lib.begin(name);
  }

  @Builtin("%test-begin")
  public static Object begin(Object name, Object count) {
    return Srfi64Lib.begin(name, count);
  }

  @Builtin("%test-group")
  public static Object group(Object name, Object body, Object cleanup) {
    return Srfi64Lib.group(name, body, cleanup);
  }

  @Builtin("%test-with-runner")
  public static Object withRunner(Object runner, Object body) {
    return Srfi64Lib.withRunner(runner, body);
  }

  @Builtin("%test-caught")
  public static Object caught(Object condition) {
    return Srfi64Lib.caught(condition);
  }

  @Builtin("%test-compare")
  public static Object compare(Object name, Object compare, Object expectedThunk, Object actualThunk) {
    return Srfi64Lib.compare(name, compare, expectedThunk, actualThunk);
  }

  @Builtin("%test-assert")
  public static Object assertTrue(Object name, Object thunk) {
    return Srfi64Lib.assertTrue(name, thunk);
  }

  @Builtin("%test-approximate")
  public static Object approximate(Object name, Object expectedThunk, Object actualThunk, Object errorThunk) {
    return Srfi64Lib.approximate(name, expectedThunk, actualThunk, errorThunk);
  }

  @Builtin("%test-error")
  public static Object error(Object name, Object typeThunk, Object thunk) {
    return Srfi64Lib.error(name, typeThunk, thunk);
  }
}
