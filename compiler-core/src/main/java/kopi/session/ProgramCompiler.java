package kopi.session;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.Checks;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.forms.Forms;
import kopi.pipeline.Pipeline;
import kopi.runtime.Launcher;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Compiles a program file ({@code kopi FILE}, {@code kopi compile}) with its libraries to classes,
 * and runs compiled programs in this JVM.
 */
public final class ProgramCompiler {

  public CompiledProgram compile(Path file, CompileOptions options) {
    String text;
    try {
      text = kopi.syntax.SourceFiles.read(file);
    } catch (kopi.syntax.SourceFiles.InvalidEncodingException e) {
      return new CompiledProgram(null, Map.of(), List.of(Diagnostic.error(Phase.READ, "read.encoding", 0, 0,
          e.getMessage())), "");
    } catch (IOException e) {
      return new CompiledProgram(null, Map.of(), List.of(Diagnostic.error(Phase.READ, "read.io", 0, 0,
          "cannot read " + file + ": " + e.getMessage())), "");
    }
    // The frontend gets the whole path so that imported libraries and included files are found
    // relative to the program's directory, not to the working directory.
    return compile(text, file.toString(), file.getFileName().toString(), options);
  }

  /** Compiles program {@code text} as if read from a file named {@code fileName}. */
  public CompiledProgram compile(String text, String fileName, CompileOptions options) {
    return compile(text, fileName, fileName, options);
  }

  private CompiledProgram compile(String text, String path, String fileName, CompileOptions options) {
    String mainClass = options.className() != null ? options.className()
        : kopi.expand.Expander.declaredModuleName(text);
    if (mainClass == null) {
      mainClass = classNameFor(fileName);
    }
    Expander expander = new Expander(new ExpandOptions(options.libraryPath(), List.of()), Forms.LIBRARY);
    Pipeline.Front front = Pipeline.front(expander, ExpandRequest.program(text, Path.of(path), mainClass),
        Checks.Request.compiling(text, false));
    List<Diagnostic> diagnostics = new ArrayList<>(front.diagnostics());
    if (front.hasErrors()) {
      return new CompiledProgram(mainClass, Map.of(), diagnostics, text);
    }
    Map<String, byte[]> classes = new LinkedHashMap<>();
    List<String> libraries = new ArrayList<>();
    // A file of define-library forms alone (a .sld) has no program: its classes are the
    // libraries', and running it runs nothing, as in Kawa.
    String programClass = null;
    for (ExpandedModule module : front.expansion().modules()) {
      boolean isMain = !module.isLibrary();
      CompiledModule compiled = Pipeline.compile(new ModuleSource(module.className(), module.fileName(path),
          module.sourceText(), module.body(), isMain ? ModuleSource.Kind.PROGRAM : ModuleSource.Kind.LIBRARY,
          isMain ? List.copyOf(libraries) : List.of(), front.expansion().types(), front.checks().inferred().get(module),
          module.included()));
      // Codegen diagnostics of a library in another file have offsets into that file; they are
      // reported as they are, like the expander's.
      diagnostics.addAll(compiled.diagnostics());
      classes.putAll(compiled.classes());
      if (module.isLibrary()) {
        libraries.add(module.className());
      } else {
        programClass = module.className();
      }
    }
    boolean failed = diagnostics.stream().anyMatch(Diagnostic::isError);
    return new CompiledProgram(programClass, failed ? Map.of() : classes, diagnostics, text);
  }

  /**
   * Runs {@code program} in this JVM with {@code (command-line)} = (FILE ARGS...): loads its
   * classes in a fresh loader, initialises its modules, prints an uncaught error to stderr as
   * {@code FILE:LINE: MESSAGE}. Returns 0, the status given to {@code exit}, or 70 after an
   * uncaught error; {@code exit} never ends this JVM.
   */
  public static int run(CompiledProgram program, String[] args) {
    return run(program, args, System.err);
  }

  public static int run(CompiledProgram program, String[] args, PrintStream err) {
    if (program.mainClass() == null) {
      return 0;
    }
    ModuleClassLoader loader = new ModuleClassLoader(Session.parentLoader());
    loader.add(program.classes());
    String sourceFile = sourceFileOf(program.classes().get(program.mainClass()));
    Class<?>[] modules;
    try {
      Class<?> main = loader.loadClass(program.mainClass());
      modules = (Class<?>[]) main.getMethod(ModuleCompiler.MODULES).invoke(null);
    } catch (ReflectiveOperationException | LinkageError e) {
      err.println(sourceFile + ": cannot load compiled program: " + e);
      return Launcher.ERROR_STATUS;
    }
    Thread current = Thread.currentThread();
    ClassLoader previous = current.getContextClassLoader();
    current.setContextClassLoader(loader);
    try {
      return Launcher.run(sourceFile, args, modules, err);
    } finally {
      current.setContextClassLoader(previous);
    }
  }

  /** {@code kopi.user.hello_world} for {@code hello-world.scm}: a valid, readable binary name. */
  public static String classNameFor(String fileName) {
    String stem = fileName.endsWith(".scm") ? fileName.substring(0, fileName.length() - 4) : fileName;
    StringBuilder name = new StringBuilder();
    for (int i = 0; i < stem.length(); i++) {
      char c = stem.charAt(i);
      name.append(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_');
    }
    if (name.length() == 0 || !Character.isJavaIdentifierStart(name.charAt(0))) {
      name.insert(0, '_');
    }
    return "kopi.user." + name;
  }

  private static String sourceFileOf(byte[] classBytes) {
    String[] source = {"program.scm"};
    if (classBytes != null) {
      new ClassReader(classBytes).accept(new ClassVisitor(Opcodes.ASM9) {
        @Override
        public void visitSource(String file, String debug) {
          if (file != null) {
            source[0] = file;
          }
        }
      }, ClassReader.SKIP_CODE);
    }
    return source[0];
  }
}
