package kopi.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kopi.runtime.Environment;
import kopi.runtime.Errors;
import kopi.runtime.EvalHook;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;
import kopi.syntax.Diagnostic;

/**
 * The compiler behind {@code eval} and {@code load}: each {@link Environment} gets its own
 * {@link Session} (created on first use, kept in the environment), so definitions evaluated in an
 * environment are seen by later evaluations in it. The session runs on the caller's thread with
 * the caller's current ports, so {@code (eval '(display 1))} writes where the caller writes.
 *
 * <p>A datum is handed to the session as its written text ({@code write} keeps shared structure
 * with datum labels), which is exact for everything a program can quote; a datum holding values
 * with no written form (procedures, ports) cannot be evaluated this way and is reported.
 */
public final class SessionEvalHook implements EvalHook {

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public SessionEvalHook() {}

  @Override
  public Object eval(Object datum, Environment environment) {
    String text = Printer.writeString(datum);
    if (text.contains("#<")) {
      throw Errors.error("eval: expected a datum with a written form, got " + text);
    }
    return run("eval", session(environment), text, "eval");
  }

  @Override
  public void load(String path, Environment environment) {
    String text;
    try {
      text = kopi.syntax.SourceFiles.read(Path.of(path));
    } catch (IOException e) {
      throw kopi.runtime.Errors.error("load: cannot read " + Printer.writeString(path) + ": "
          + kopi.runtime.lib.FileLib.reason(e));
    } catch (RuntimeException e) {
      throw kopi.runtime.Errors.error("load: cannot read " + Printer.writeString(path) + ": " + e.getMessage());
    }
    run("load", session(environment), text, path);
  }

  /**
   * The session behind {@code environment}: for {@code (environment set ...)} a restricted session
   * that imports exactly those sets, so a name they do not provide is unbound in it.
   */
  private static Session session(Environment environment) {
    return (Session) environment.state().get(() -> {
      SessionOptions options = new SessionOptions(List.of(), null, null, 0);
      if (environment.interaction()) {
        return new Session(options);
      }
      Session session = Session.restricted(options);
      if (!environment.importSets().isEmpty()) {
        StringBuilder imports = new StringBuilder("(import");
        for (Object set : environment.importSets()) {
          imports.append(' ').append(Printer.writeString(set));
        }
        String text = imports.append(')').toString();
        check("environment", session.evalImports(text, "environment"));
      }
      return session;
    });
  }

  /** Evaluates {@code text}, turning a compile error into a Scheme error and rethrowing a run-time one. */
  private static Object run(String who, Session session, String text, String file) {
    return check(who, session.eval(text, file));
  }

  private static Object check(String who, EvalOutcome outcome) {
    for (Diagnostic diagnostic : outcome.diagnostics()) {
      if (diagnostic.isError()) {
        throw Errors.error(who + ": " + diagnostic.message());
      }
    }
    if (outcome.failure() != null) {
      Throwable cause = outcome.failure().cause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw Errors.error(who + ": " + outcome.failure().message());
    }
    Object value = outcome.lastValue();
    return value == null ? Unspecified.VALUE : value;
  }
}
