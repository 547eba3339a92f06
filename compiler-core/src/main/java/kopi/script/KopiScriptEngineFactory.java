package kopi.script;

import java.util.List;
import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;

/**
 * The {@code javax.script} (JSR-223) factory of Kopi engines, registered in
 * {@code META-INF/services/javax.script.ScriptEngineFactory}: with Kopi on the class path,
 * {@code new ScriptEngineManager().getEngineByName("kopi")} gives a {@link KopiScriptEngine}, as do
 * {@code getEngineByExtension("scm")} (or {@code "kawa"}) and
 * {@code getEngineByMimeType("application/x-kopi")} (or {@code "text/x-scheme"}).
 */
public final class KopiScriptEngineFactory implements ScriptEngineFactory {
  private static final List<String> NAMES = List.of("kopi", "Kopi");
  private static final List<String> EXTENSIONS = List.of("scm", "kawa");
  private static final List<String> MIME_TYPES = List.of("application/x-kopi", "text/x-scheme", "application/x-scheme");

  /** The public no-argument constructor {@link java.util.ServiceLoader} needs. */
  public KopiScriptEngineFactory() {}

  @Override
  public String getEngineName() {
    return "Kopi";
  }

  @Override
  public String getEngineVersion() {
    return kopi.cli.Cli.VERSION;
  }

  @Override
  public List<String> getExtensions() {
    return EXTENSIONS;
  }

  @Override
  public List<String> getMimeTypes() {
    return MIME_TYPES;
  }

  @Override
  public List<String> getNames() {
    return NAMES;
  }

  @Override
  public String getLanguageName() {
    return "Scheme";
  }

  /** The dialect: R7RS with Kawa's extensions. */
  @Override
  public String getLanguageVersion() {
    return "R7RS (Kawa dialect)";
  }

  /**
   * The standard keys, and {@code THREADING}: {@code "MULTITHREADED"}, since an engine is safe to
   * share between threads (its evaluations run one at a time).
   */
  @Override
  public Object getParameter(String key) {
    return switch (key) {
      case ScriptEngine.ENGINE -> getEngineName();
      case ScriptEngine.ENGINE_VERSION -> getEngineVersion();
      case ScriptEngine.NAME -> NAMES.get(0);
      case ScriptEngine.LANGUAGE -> getLanguageName();
      case ScriptEngine.LANGUAGE_VERSION -> getLanguageVersion();
      case "THREADING" -> "MULTITHREADED";
      default -> null;
    };
  }

  /** {@code (invoke obj 'm a b)}: Kawa's way to call a Java method by name. */
  @Override
  public String getMethodCallSyntax(String obj, String m, String... args) {
    StringBuilder call = new StringBuilder("(invoke ").append(obj).append(" '").append(m);
    for (String arg : args) {
      call.append(' ').append(arg);
    }
    return call.append(')').toString();
  }

  @Override
  public String getOutputStatement(String toDisplay) {
    return "(display " + kopi.runtime.Printer.writeString(toDisplay) + ")";
  }

  @Override
  public String getProgram(String... statements) {
    return String.join("\n", statements);
  }

  @Override
  public ScriptEngine getScriptEngine() {
    return new KopiScriptEngine(this);
  }
}
