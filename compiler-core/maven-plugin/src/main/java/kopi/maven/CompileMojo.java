package kopi.maven;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import kopi.api.KopiCompiler;
import kopi.api.KopiException;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * {@code kopi:compile}: compiles every {@code .scm} file under {@code src/main/scheme} into the
 * project's classes, in the {@code compile} phase after the Java sources (so Scheme code can use
 * the project's Java classes and its dependencies; Java code reaches Scheme through interfaces,
 * reflection or {@code kopi.runtime.Launcher.load}). A file's main class is the one its
 * {@code (module-name ...)} declares, else its path under the source directory
 * ({@code sample/rules.scm} is {@code sample.rules}). Libraries a file imports are looked up in
 * the source directory. Diagnostics are logged as {@code FILE:[LINE,COLUMN] MESSAGE}, as javac's
 * are; any error fails the build. The program needs {@code dev.kopi:kopi-runtime} at run time.
 *
 * <p>The goal, its phase and its parameters (with their defaults and user properties
 * {@code kopi.sourceDirectory} and {@code kopi.skip}) are declared in the plugin descriptor,
 * {@code META-INF/maven/plugin.xml}; the fields here receive them by name.
 */
public class CompileMojo extends AbstractMojo {

  /** Where the Scheme sources are. */
  private File sourceDirectory;

  /** Where the classes go. */
  private File outputDirectory;

  /** The project's compile class path (its classes and dependencies), for Java interop. */
  private List<String> classpathElements;

  /** More directories searched for imported libraries. */
  private List<File> libraryPath;

  /** Skips the goal. */
  private boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("Kopi: skipped");
      return;
    }
    Path root = sourceDirectory.toPath();
    if (!Files.isDirectory(root)) {
      getLog().info("Kopi: no Scheme sources in " + root);
      return;
    }
    List<Path> sources;
    try (Stream<Path> files = Files.walk(root)) {
      sources = files.filter(file -> file.toString().endsWith(".scm") && Files.isRegularFile(file)).sorted().toList();
    } catch (IOException e) {
      throw new MojoExecutionException("Kopi: cannot list " + root + ": " + e.getMessage(), e);
    }
    if (sources.isEmpty()) {
      getLog().info("Kopi: no Scheme sources in " + root);
      return;
    }
    List<Path> libraries = new ArrayList<>();
    libraries.add(root);
    if (libraryPath != null) {
      libraryPath.forEach(directory -> libraries.add(directory.toPath()));
    }
    KopiCompiler compiler = new KopiCompiler(libraries);
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    int errors = 0;
    int classes = 0;
    // Java classes named in the Scheme code are looked up through the context class loader.
    try (URLClassLoader projectClasses = new URLClassLoader("kopi-project", urls(), getClass().getClassLoader())) {
      thread.setContextClassLoader(projectClasses);
      for (Path source : sources) {
        String text;
        try {
          text = kopi.syntax.SourceFiles.read(source);
        } catch (IOException e) {
          getLog().error(source + ": cannot read: " + e.getMessage());
          errors++;
          continue;
        }
        String className = kopi.expand.Expander.declaredModuleName(text);
        if (className == null) {
          className = className(root.relativize(source));
        }
        try {
          KopiCompiler.Program program = compiler.compile(text, source.toString(), className);
          report(source, text, program.diagnostics());
          program.writeClasses(outputDirectory.toPath());
          classes += program.classes().size();
        } catch (KopiException e) {
          errors += report(source, text, e);
        } catch (IOException e) {
          throw new MojoExecutionException("Kopi: cannot write classes to " + outputDirectory + ": " + e.getMessage(),
              e);
        }
      }
    } catch (IOException e) {
      throw new MojoExecutionException("Kopi: " + e.getMessage(), e);
    } finally {
      thread.setContextClassLoader(previous);
    }
    if (errors > 0) {
      throw new MojoFailureException("Kopi: " + errors + (errors == 1 ? " error" : " errors") + " in " + root);
    }
    getLog().info("Kopi: compiled " + sources.size() + (sources.size() == 1 ? " file" : " files") + " (" + classes
        + " classes) to " + outputDirectory);
  }

  /** {@code sample/rules.scm} as {@code sample.rules}, each part a valid Java identifier. */
  static String className(Path relative) {
    List<String> parts = new ArrayList<>();
    for (Path part : relative) {
      String name = part.toString();
      if (name.endsWith(".scm")) {
        name = name.substring(0, name.length() - 4);
      }
      StringBuilder identifier = new StringBuilder();
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        identifier.append(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_');
      }
      if (identifier.length() == 0 || !Character.isJavaIdentifierStart(identifier.charAt(0))) {
        identifier.insert(0, '_');
      }
      parts.add(identifier.toString());
    }
    return String.join(".", parts);
  }

  private URL[] urls() throws MojoExecutionException {
    List<URL> urls = new ArrayList<>();
    for (String element : classpathElements) {
      try {
        urls.add(new File(element).toURI().toURL());
      } catch (MalformedURLException e) {
        throw new MojoExecutionException("Kopi: bad class path element " + element, e);
      }
    }
    return urls.toArray(new URL[0]);
  }

  /** Logs warnings of a successful compilation. */
  private void report(Path source, String text, List<Diagnostic> diagnostics) {
    LineIndex lines = new LineIndex(text);
    for (Diagnostic diagnostic : diagnostics) {
      String line = format(source, lines, diagnostic.start(), diagnostic.message(), text.length());
      if (diagnostic.isError()) {
        getLog().error(line);
      } else {
        getLog().warn(line);
      }
    }
  }

  /** Logs the diagnostics of a failed compilation; the number of errors. */
  private int report(Path source, String text, KopiException failure) {
    List<String> diagnostics = failure.diagnostics();
    if (diagnostics.isEmpty()) {
      getLog().error(source + ":[" + failure.line() + "," + failure.column() + "] " + failure.reason());
      return 1;
    }
    int errors = 0;
    for (String diagnostic : diagnostics) {
      // FILE:LINE:COL: error - MESSAGE, as KopiCompiler formats them, in Maven's FILE:[LINE,COL] MESSAGE.
      java.util.regex.Matcher parts = DIAGNOSTIC.matcher(diagnostic);
      String line = parts.matches()
          ? parts.group(1) + ":[" + parts.group(2) + "," + parts.group(3) + "] " + parts.group(5) : diagnostic;
      if (parts.matches() && parts.group(4).equals("warning")) {
        getLog().warn(line);
      } else {
        getLog().error(line);
        errors++;
      }
    }
    return errors;
  }

  private static final java.util.regex.Pattern DIAGNOSTIC = java.util.regex.Pattern
      .compile("(.*):(\\d+):(\\d+): (error|warning) - (.*)", java.util.regex.Pattern.DOTALL);

  private static String format(Path source, LineIndex lines, int offset, String message, int length) {
    int at = Math.min(offset, length);
    return source + ":[" + (lines.line(at) + 1) + "," + (lines.column(at) + 1) + "] "
        + Diagnostic.escapeControls(message);
  }
}
