package kopi.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The files a module's text includes ({@code include}, {@code include-ci}, a top-level
 * {@code load}), laid out after the text in one offset space: the module's own text takes offsets
 * {@code [0, length)}, and each included file's text follows on a line of its own, as if the texts
 * were joined with newlines ({@link #joined}). Code read from an included file keeps its real place
 * in that space, so the line table of the compiled code gives lines of the joined text, which
 * {@link #lines} maps back to the included file; a diagnostic found there is reported at the
 * include form, saying where in the included file it is ({@link #fold}).
 *
 * @param length  the length of the module's own text
 * @param sources the included files in the order they were read (an include inside an included
 *                file comes after it, with {@code atStart} in that file's offsets)
 */
public record IncludedSources(int length, List<Source> sources) {

  /** Nothing included. */
  public static IncludedSources none(int length) {
    return new IncludedSources(length, List.of());
  }

  /**
   * One included file: {@code name} as the include form wrote it, its text starting at offset
   * {@code base} of the joined text, and the range of the include form's file name that read it.
   */
  public record Source(String name, String text, int base, int atStart, int atEnd) {
    boolean holds(int offset) {
      return offset >= base && offset <= base + text.length();
    }
  }

  public IncludedSources {
    sources = List.copyOf(sources);
  }

  /** The offset the next included file would start at. */
  public int next() {
    return sources.isEmpty() ? length + 1 : sources.get(sources.size() - 1).base()
        + sources.get(sources.size() - 1).text().length() + 1;
  }

  /** These sources and one more, {@code text} read by the include form at {@code [atStart, atEnd)}. */
  public IncludedSources with(String name, String text, int atStart, int atEnd) {
    List<Source> more = new ArrayList<>(sources);
    more.add(new Source(name, text, next(), atStart, atEnd));
    return new IncludedSources(length, more);
  }

  /** The module's text and the included texts, joined as the offsets lay them out. */
  public String joined(String text) {
    if (sources.isEmpty()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text);
    for (Source source : sources) {
      out.append('\n').append(source.text());
    }
    return out.toString();
  }

  /**
   * {@code diagnostic} where the module's own text can show it: one inside an included file is
   * moved to the include form that read it (the outermost one, for an include inside an included
   * file), its message saying the file, line and column it is about.
   */
  public Diagnostic fold(Diagnostic diagnostic) {
    Diagnostic d = diagnostic;
    for (int i = sources.size() - 1; i >= 0 && d.start() > length; i--) {
      Source source = sources.get(i);
      if (source.holds(d.start())) {
        LineIndex lines = new LineIndex(source.text());
        int at = d.start() - source.base();
        String where = source.name() + ":" + (lines.line(at) + 1) + ":" + (lines.column(at) + 1);
        d = new Diagnostic(d.code(), d.severity(), source.atStart(), Math.max(source.atStart(), source.atEnd()),
            "in included file " + where + ": " + d.message(), d.phase());
      }
    }
    return d;
  }

  /** Every diagnostic {@link #fold}ed. */
  public List<Diagnostic> fold(List<Diagnostic> diagnostics) {
    if (sources.isEmpty()) {
      return diagnostics;
    }
    List<Diagnostic> out = new ArrayList<>(diagnostics.size());
    for (Diagnostic d : diagnostics) {
      out.add(fold(d));
    }
    return out;
  }

  /**
   * The lines of the joined text ({@link #joined}) that each included file takes, as
   * {@code kopi.runtime.Launcher} reads them from a compiled class: {@code FIRST COUNT NAME} per
   * file, one per line, {@code FIRST} the 1-based line of the joined text where the file's first
   * line is. Empty when nothing is included.
   */
  public String lines(LineIndex joined) {
    StringBuilder out = new StringBuilder();
    for (Source source : sources) {
      int first = joined.line(source.base()) + 1;
      int count = new LineIndex(source.text()).lineCount();
      out.append(out.length() == 0 ? "" : "\n").append(first).append(' ').append(count).append(' ')
          .append(source.name());
    }
    return out.toString();
  }
}
