package kopi.server.eval;

import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kopi.cli.Arguments;
import kopi.cli.UsageError;

/**
 * The user's class path of {@code kopi lsp -cp PATH} (or {@code CLASSPATH}): third-party jars and
 * directories whose classes the editor's analysis knows (completion of their members, checks of
 * calls) through the context class loader of every server thread ({@code kopi.server.Threads}), and which the
 * evaluation worker and a debuggee get on their class path.
 */
public final class UserClassPath {
  private static volatile List<Path> entries = List.of();
  private static volatile ClassLoader loader;

  private UserClassPath() {}

  /**
   * Reads {@code -cp PATH}, {@code --classpath PATH} or {@code --class-path PATH} (repeatable) from
   * the arguments after {@code lsp}, else the {@code CLASSPATH} variable, and installs it; returns
   * an error message for a malformed option, or null. Other arguments (a client's {@code --stdio})
   * are ignored.
   */
  public static String configure(List<String> args) {
    List<Path> found = new ArrayList<>();
    try {
      for (int i = 0; i < args.size(); i++) {
        String arg = args.get(i);
        String value = null;
        if (arg.equals("-cp") || arg.equals("--classpath") || arg.equals("--class-path")) {
          if (i + 1 >= args.size()) {
            return arg + " needs a path";
          }
          value = args.get(++i);
        } else if (arg.startsWith("--classpath=") || arg.startsWith("--class-path=")) {
          value = arg.substring(arg.indexOf('=') + 1);
        } else {
          // Clients add their transport's flag (vscode-languageclient: --stdio; others --clientProcessId=N):
          // the server speaks stdio whatever they say.
          continue;
        }
        found.addAll(Arguments.classPath(value, "the class path"));
      }
      if (found.isEmpty() && System.getenv("CLASSPATH") != null) {
        found.addAll(Arguments.classPath(System.getenv("CLASSPATH"), "CLASSPATH"));
      }
    } catch (UsageError e) {
      return e.getMessage();
    }
    install(found);
    return null;
  }

  /** Makes {@code paths} the user's class path of this server. */
  public static void install(List<Path> paths) {
    entries = List.copyOf(paths);
    if (paths.isEmpty()) {
      loader = null;
      return;
    }
    URL[] urls = new URL[paths.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = paths.get(i).toAbsolutePath().toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalStateException("a path's file URI is a URL", e);
      }
    }
    loader = new URLClassLoader("kopi-user-classpath", urls, UserClassPath.class.getClassLoader());
    Thread.currentThread().setContextClassLoader(loader);
  }

  /** The loader of the user's classes, or null when there is no user class path. */
  public static ClassLoader loader() {
    return loader;
  }

  /** The user's class path entries, absolute. */
  public static List<String> absoluteEntries() {
    List<String> out = new ArrayList<>();
    for (Path entry : entries) {
      out.add(entry.toAbsolutePath().toString());
    }
    return out;
  }
}
