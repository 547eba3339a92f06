package kopi.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Symbol;
import kopi.ide.Completion;
import kopi.ide.Hover;
import kopi.ide.Identifiers;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;

/**
 * What the REPL session knows of its names, for Tab completion, {@code ,describe} and
 * {@code ,apropos}: the editor's analysis ({@link Completion}, {@link Hover}) run over the session
 * seen as one document. That document is the REPL's transcript with the forms that did not compile
 * (and commands, and abandoned input) blanked out, so every definition sits at the line where it
 * was typed and "defined at line N" is the REPL's line N; then the text of each file loaded with
 * {@code ,load}. Each request inserts what is being typed (or the name asked about) after the
 * session's forms; the per-form analysis results are shared from request to request, so only the
 * new text is expanded again. Nothing is analysed until the first request.
 */
final class ReplNames {
  private static final Pattern DEFINED_AT_LINE = Pattern.compile("defined at line (\\d+)");

  private record Loaded(String file, int start, String text) {}

  private final String uri = Path.of(System.getProperty("user.dir", "."), "repl.scm").toUri().toString();
  /** The transcript so far with what did not compile blanked. */
  private final StringBuilder session = new StringBuilder();
  private final List<Loaded> loaded = new ArrayList<>();
  /** The latest document of the session text, which the next one is made from. */
  private SourceDocument base;
  private int version;

  /** Adds the next piece of the transcript: its forms compiled when {@code known}, else blanked. */
  void append(String text, boolean known) {
    session.append(known ? text : blank(text));
  }

  /** Blanks out everything so far: {@code ,reset} made a fresh session. */
  void forgetAll() {
    String blanked = blank(session.toString());
    session.setLength(0);
    session.append(blanked);
    loaded.clear();
  }

  /** Adds the definitions of a file loaded into the session. */
  void load(String file, String text) {
    loaded.add(new Loaded(file, 0, text));
  }

  /** Length of the session text so far: where the text being typed goes. */
  int length() {
    return session.length();
  }

  /**
   * The proposals for the identifier before {@code cursor} of {@code typing}, the input after the
   * session's forms (the unfinished lines of a form and the line being edited).
   */
  LineInput.Proposals complete(String typing, int cursor) {
    SourceDocument document = with(typing);
    int offset = session.length() + cursor;
    String text = document.text();
    int start = Identifiers.startBefore(text, offset);
    Completion.Proposals proposals = Completion.proposals(document, document.analysis().model(), offset);
    String head = text.substring(start, Math.max(start, proposals.replaceStart()));
    List<String> values = new ArrayList<>();
    for (Completion.Item item : proposals.items()) {
      values.add(head + item.label());
    }
    return new LineInput.Proposals(start - session.length(), values);
  }

  /**
   * What {@code ,describe NAME} prints: the signature with its types, the doc comment and where the
   * name is defined ({@code <repl>:LINE} or the loaded file's line); null for an unknown name.
   */
  String describe(String name) {
    SourceDocument document = with(name + "\n");
    SemanticModel model = document.analysis().model();
    int at = session.length() + name.length();
    Hover.Info hover = Hover.at(document, model, at);
    String markdown;
    if (hover != null) {
      markdown = hover.markdown();
    } else {
      Symbol symbol = model.topLevel().get(name);
      if (symbol == null) {
        return null;
      }
      markdown = Hover.title(symbol) + (symbol.doc() == null ? "" : "\n\n" + symbol.doc());
    }
    StringBuilder out = new StringBuilder();
    for (String line : markdown.split("\n", -1)) {
      if (!line.startsWith("```") && !line.isBlank()) {
        out.append(line).append('\n');
      }
    }
    return where(document, out.toString().strip());
  }

  /** The names of the session, its libraries, the builtins and special forms that contain {@code text}, sorted. */
  List<String> apropos(String text) {
    SemanticModel model = with("").analysis().model();
    TreeSet<String> names = new TreeSet<>();
    for (Map.Entry<String, Symbol> entry : model.topLevel().entrySet()) {
      if (entry.getValue() != null && entry.getValue().kind() != Kind.AUXILIARY && entry.getKey().contains(text)) {
        names.add(entry.getKey());
      }
    }
    return List.copyOf(names);
  }

  /** Rewrites Hover's "defined at line N" of the whole document as the REPL's or a loaded file's line. */
  private String where(SourceDocument document, String text) {
    Matcher matcher = DEFINED_AT_LINE.matcher(text);
    if (!matcher.find()) {
      return text;
    }
    LineIndex lines = document.lines();
    int offset = lines.lineStart(Integer.parseInt(matcher.group(1)) - 1);
    String location;
    if (offset < session.length()) {
      location = Repl.FILE_NAME + ":" + matcher.group(1);
    } else {
      location = null;
      for (Loaded file : loadedIn(document)) {
        if (offset >= file.start() && offset <= file.start() + file.text().length()) {
          location = file.file() + ":" + (new LineIndex(file.text()).line(offset - file.start()) + 1);
        }
      }
      if (location == null) {
        return text;
      }
    }
    return text.substring(0, matcher.start()) + "defined at " + location + text.substring(matcher.end());
  }

  /** The loaded files with their offsets in {@code document}, which holds the session text, what was inserted, then the files. */
  private List<Loaded> loadedIn(SourceDocument document) {
    int tail = document.text().length() - loadedText().length();
    List<Loaded> placed = new ArrayList<>();
    for (Loaded file : loaded) {
      tail++;  // the newline before each file
      placed.add(new Loaded(file.file(), tail, file.text()));
      tail += file.text().length();
    }
    return placed;
  }

  private String loadedText() {
    StringBuilder text = new StringBuilder();
    for (Loaded file : loaded) {
      text.append('\n').append(file.text());
    }
    return text.toString();
  }

  /** The session's document with {@code typing} inserted after its forms. */
  private SourceDocument with(String typing) {
    String text = session + loadedText();
    if (base == null || !base.text().equals(text)) {
      // A replacement keeps the per-form results of the text before: only new forms are expanded.
      base = base == null ? SourceDocument.of(uri, ++version, text) : base.replace(++version, text);
    }
    return typing.isEmpty() ? base : base.edit(++version, session.length(), 0, typing);
  }

  private static String blank(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(c == '\n' ? '\n' : ' ');
    }
    return out.toString();
  }
}
