package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-uri)}, the URL of the module's source file (the current directory's for
 * text without a file, such as a REPL line), and {@code (resource-url "name")}, the URL of
 * {@code name} resolved against it: {@code java.net.URL} objects (Kawa's are its own path
 * objects; both print as {@code file:/dir/file.scm}). The location is the one the source had when
 * it was compiled.
 */
final class ModuleUriForm implements SpecialForm {
  private final boolean resource;

  ModuleUriForm(boolean resource) {
    this.resource = resource;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = resource ? "resource-url" : "module-uri";
    if (form.size() != (resource ? 2 : 1)) {
      throw x.malformed(form, name + ": expected " + (resource ? "one resource name" : "no operands")
          + ", got " + (form.size() - 1));
    }
    java.nio.file.Path file = x.file() == null ? java.nio.file.Path.of("").toAbsolutePath().resolve("-")
        : x.file().toAbsolutePath();
    String url;
    try {
      url = file.toFile().toURI().toURL().toString();
    } catch (java.net.MalformedURLException e) {
      throw x.malformed(form, name + ": the source file has no URL: " + e.getMessage());
    }
    Syntax.Id urlClass = x.core("java.net.URL", form);
    Syntax moduleUrl = new Syntax.SList(List.of(urlClass, new Syntax.Atom(url, form.start(), form.end())), null,
        form.start(), form.end());
    if (!resource) {
      return x.expr(moduleUrl);
    }
    return x.expr(new Syntax.SList(List.of(urlClass, moduleUrl, form.get(1)), null, form.start(), form.end()));
  }
}
