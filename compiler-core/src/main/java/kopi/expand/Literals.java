package kopi.expand;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kopi.runtime.lib.FormatControl;
import kopi.runtime.process.RunProcess;
import kopi.runtime.process.ShellScript;
import kopi.runtime.process.Template;
import kopi.runtime.sql.SqlTemplate;

/**
 * The meaning of extended literals in the expander. The reader writes them as ordinary data:
 * {@code &{Hello &[name]!}} is {@code ($string$ "Hello " $<<$ name $>>$ "!")}, {@code &tag{...}} is
 * {@code ($construct$:tag ...)}, {@code &lt;} is {@code $entity$:lt}. Those names resolve by ordinary
 * scoping first, so a user may define {@code $construct$:tag} or {@code $entity$:name} as a
 * procedure, a variable or a macro; only a name the user's scopes leave unbound comes here, and
 * means its core binding (so the literals work whatever a program imports), a marker, or a standard
 * entity. Anything else is an unbound variable with the literal's range, never a Java member
 * (which is what the colon would otherwise say).
 *
 * <p>Calls of the core {@code pipe-process}, {@code run-process} and process forms are also seen
 * here: later pipeline stages become thunks (the runtime's contract) and keywords the runtime would
 * reject are reported where they are written.
 */
public final class Literals {
  private Literals() {}

  private static final String CONSTRUCT = "$construct$:";
  private static final String ENTITY = "$entity$:";
  private static final String START = "$<<$";
  private static final String END = "$>>$";

  /** The entities every program knows; {@code &#65;} and {@code &#x41;} the reader resolves itself. */
  static final Map<String, String> STANDARD_ENTITIES = Map.ofEntries(
      Map.entry("lt", "<"), Map.entry("gt", ">"), Map.entry("amp", "&"), Map.entry("quot", "\""),
      Map.entry("apos", "'"), Map.entry("lbrace", "{"), Map.entry("rbrace", "}"),
      Map.entry("lbrack", "["), Map.entry("rbrack", "]"), Map.entry("nbsp", "\u00a0"),
      Map.entry("copy", "\u00a9"), Map.entry("hellip", "\u2026"), Map.entry("mdash", "\u2014"),
      Map.entry("ndash", "\u2013"));

  /** True for the names the reader writes for extended literals. */
  public static boolean isLiteralName(String name) {
    return name.equals("$string$") || name.equals(START) || name.equals(END)
        || name.startsWith(CONSTRUCT) || name.startsWith(ENTITY);
  }

  /**
   * The meaning of the unbound literal name {@code id} as a variable, or null when it has none (the
   * caller then reports it as an unbound variable).
   */
  static Core reference(Syntax.Id id, Expansion x) {
    String name = id.name();
    if (name.equals(START)) {
      return x.callBuiltin(id, "%template-start");
    }
    if (name.equals(END)) {
      return x.callBuiltin(id, "%template-end");
    }
    if (name.startsWith(ENTITY)) {
      String text = STANDARD_ENTITIES.get(name.substring(ENTITY.length()));
      return text == null ? null : x.constant(id, text);
    }
    if (x.universe.core(name) instanceof Binding.GlobalVar global) {
      return new Core.GlobalRef(id.start(), id.end(), global.global());
    }
    return null;
  }

  /**
   * The expansion of the call {@code list}, whose head resolved to {@code headBinding}, when it is a
   * literal or a process call that needs more than an ordinary call; null otherwise.
   */
  static Core call(Syntax.SList list, Binding headBinding, Expansion x) {
    if (!(list.get(0) instanceof Syntax.Id head)) {
      return null;
    }
    if (headBinding == null && head.name().startsWith(CONSTRUCT + "~")) {
      return formatDirective(list, head, x);
    }
    if (headBinding == null && isLiteralName(head.name())) {
      // Never Java interop: the name means its core binding, or is unbound.
      checkProcessKeywords(list, head.name(), x);
      if (head.name().equals(SQL)) {
        checkSql(list);
      }
      return ordinaryCall(list, x.expr(head), list.from(1), x);
    }
    // Every name below is a core binding (a builtin or a special form), whose binding carries that
    // very name: a head bound to anything else (a local, the program's own procedure, a macro) is
    // none of them, which spares the resolutions of the checks below for most calls.
    if (headBinding != null && coreName(headBinding) == null) {
      return null;
    }
    if (x.isCore(head, "with-database") && list.size() == 3) {
      return withDatabase(list, x);
    }
    if (x.isCore(head, "sql-for-each") && list.size() == 3 && isSqlLiteral(list.get(2), x)) {
      Syntax.SList literal = (Syntax.SList) list.get(2);
      checkSql(literal);
      Core statement = ordinaryCall(literal, x.builtin("%sql-statement", literal.get(0)), literal.from(1), x);
      return new Core.Call(list.start(), list.end(), x.expr(head), List.of(x.expr(list.get(1)), statement));
    }
    if (x.isCore(head, "pipe-process") && list.size() > 2) {
      return pipe(list, x);
    }
    if (x.isCore(head, "format")) {
      checkFormatControl(list);
    }
    if (x.isCore(head, "run-process")) {
      checkRunProcessKeywords(list, x);
    } else if (x.isCore(head, CONSTRUCT + "`") || x.isCore(head, CONSTRUCT + "sh")) {
      checkProcessKeywords(list, head.name(), x);
      if (x.isCore(head, CONSTRUCT + "sh")) {
        checkShellSubstitutions(list);
      }
    } else if (x.isCore(head, SQL)) {
      checkSql(list);
    }
    return null;
  }

  /**
   * The name of {@code binding} when it may be a core binding (see {@code Universe}): a special
   * form, auxiliary syntax or builtin; null for any other binding.
   */
  private static String coreName(Binding binding) {
    if (binding instanceof Binding.GlobalVar global) {
      return global.global().isBuiltin() ? global.global().name() : null;
    }
    if (binding instanceof Binding.Form form) {
      return form.name();
    }
    return binding instanceof Binding.Aux aux ? aux.name() : null;
  }

  /** {@code (set! &<{file} value)}: writes the file, as {@code (&>{file} value)} does. */
  public static Core setFileLiteral(Syntax.SList form, Syntax.SList target, Expansion x) {
    if (!(target.size() > 0 && target.get(0) instanceof Syntax.Id head)) {
      return null;
    }
    boolean readsFile = x.resolve(head) == null ? head.name().equals(CONSTRUCT + "<") : x.isCore(head, CONSTRUCT + "<");
    if (!readsFile) {
      return null;
    }
    Core writer = ordinaryCall(target, x.builtin(CONSTRUCT + ">", head), target.from(1), x);
    return new Core.Call(form.start(), form.end(), writer, List.of(x.expr(form.get(2))));
  }

  // ---- helpers ----

  private static Core ordinaryCall(Syntax.SList list, Core function, List<Syntax> arguments, Expansion x) {
    return new Core.Call(list.start(), list.end(), function, x.exprs(arguments));
  }

  /**
   * {@code &~5,'0d[n]} inside a template, which the reader gives as
   * {@code ($construct$:~5,'0d n $>>$)}: {@code (format "~5,'0d" n)}.
   */
  private static Core formatDirective(Syntax.SList list, Syntax.Id head, Expansion x) {
    String directive = head.name().substring(CONSTRUCT.length());
    String problem = FormatControl.problem(directive);
    if (problem != null) {
      throw new ExpandError("expand.format-directive", head, "&" + directive + ": " + problem);
    }
    List<Core> arguments = new ArrayList<>();
    arguments.add(x.constant(head, directive));
    boolean ended = false;
    for (Syntax argument : list.from(1)) {
      if (argument instanceof Syntax.Id id && id.name().equals(END) && !ended) {
        ended = true;
      } else if (ended) {
        throw x.malformed(argument,
            "&" + directive + ": expected only [values] after a format directive, got " + argument);
      } else {
        arguments.add(x.expr(argument));
      }
    }
    Core format = x.expr(x.core("format", head));
    return new Core.Call(list.start(), list.end(), format, arguments);
  }

  /**
   * {@code (format dest "control" ...)} or {@code (format "control" ...)} with a literal control
   * string: a malformed one is reported where it is written rather than when the call runs.
   */
  private static void checkFormatControl(Syntax.SList list) {
    for (int i = 1; i < Math.min(3, list.size()); i++) {
      if (list.get(i) instanceof Syntax.Atom atom && atom.value() instanceof CharSequence control) {
        String problem = FormatControl.problem(control);
        if (problem != null) {
          throw new ExpandError("expand.format-control", atom, "format: " + problem);
        }
        return;
      }
    }
  }

  /** {@code (pipe-process e1 e2 ...)} with every later stage that may start a process made a thunk. */
  private static Core pipe(Syntax.SList list, Expansion x) {
    List<Core> stages = new ArrayList<>();
    stages.add(x.expr(list.get(1)));
    for (Syntax stage : list.from(2)) {
      if (needsThunk(stage, x)) {
        Syntax thunk = new Syntax.SList(List.of(x.core("lambda", stage),
            new Syntax.SList(List.of(), null, stage.start(), stage.start()), stage), null, stage.start(), stage.end());
        stages.add(x.expr(thunk));
      } else {
        stages.add(x.expr(stage));
      }
    }
    return new Core.Call(list.start(), list.end(), x.expr(list.get(0)), stages);
  }

  /** Literals, variables and quoted data cannot start a process, so they stay commands. */
  private static boolean needsThunk(Syntax stage, Expansion x) {
    if (stage instanceof Syntax.Atom || stage instanceof Syntax.Id || stage instanceof Syntax.SVector) {
      return false;
    }
    return !(stage instanceof Syntax.SList l && l.size() == 2 && x.isCore(l.get(0), "quote"));
  }

  /** {@code (run-process keyword value ... command)}: every keyword must be one the runtime knows. */
  private static void checkRunProcessKeywords(Syntax.SList list, Expansion x) {
    int i = 1;
    while (i < list.size()) {
      if (keywordName(list.get(i)) != null) {
        checkKeyword(list.get(i), "run-process", x);
        i += 2;
      } else {
        i++;
      }
    }
  }

  /** The bracketed part of {@code &`[in: "x"]{...}}: what comes before a {@code $>>$} that closes no {@code $<<$}. */
  private static void checkProcessKeywords(Syntax.SList list, String name, Expansion x) {
    if (!(name.equals(CONSTRUCT + "`") || name.equals(CONSTRUCT + "sh"))) {
      return;
    }
    List<Syntax> arguments = list.from(1);
    int end = -1;
    for (int i = 0; i < arguments.size(); i++) {
      if (arguments.get(i) instanceof Syntax.Id id && id.name().equals(START)) {
        return;
      }
      if (arguments.get(i) instanceof Syntax.Id id && id.name().equals(END)) {
        end = i;
        break;
      }
    }
    String who = "&" + name.substring(CONSTRUCT.length());
    for (int i = 0; i < end; i += 2) {
      if (keywordName(arguments.get(i)) != null) {
        checkKeyword(arguments.get(i), who, x);
      }
    }
  }

  /**
   * A value of {@code &sh{...}} where the shell cannot take one (a here-document's delimiter word,
   * the body of a here-document with a quoted delimiter, a parameter name): an error at the value,
   * found by reading the literal text as {@link ShellScript} does at run time.
   */
  private static void checkShellSubstitutions(Syntax.SList list) {
    List<Syntax> arguments = list.from(1);
    int bodyStart = 0;
    for (int i = 0; i < arguments.size(); i++) {
      if (arguments.get(i) instanceof Syntax.Id id && id.name().equals(START)) {
        break;
      }
      if (arguments.get(i) instanceof Syntax.Id id && id.name().equals(END)) {
        bodyStart = i + 1;
        break;
      }
    }
    List<Template.Part> parts = new ArrayList<>();
    List<Syntax> values = new ArrayList<>();
    boolean inValue = false;
    for (Syntax argument : arguments.subList(bodyStart, arguments.size())) {
      if (argument instanceof Syntax.Id id && id.name().equals(START)) {
        inValue = true;
      } else if (argument instanceof Syntax.Id id && id.name().equals(END)) {
        inValue = false;
      } else if (!inValue && argument instanceof Syntax.Atom atom && atom.value() instanceof String text) {
        parts.add(new Template.Text(text));
      } else {
        parts.add(new Template.Value("x"));
        values.add(argument);
      }
    }
    ShellScript.Problem problem = ShellScript.check(parts);
    if (problem != null) {
      throw new ExpandError("expand.shell-substitution", values.get(problem.value()), "&sh: " + problem.message());
    }
  }

  private static final String SQL = CONSTRUCT + "sql";

  /**
   * {@code (with-database db thunk)} as {@code (parameterize ((current-database (%sql-open db)))
   * (dynamic-wind (lambda () #f) thunk (lambda () (sql-close (current-database)))))}: the same as
   * the builtin, written with forms whose frames take part in re-entrant continuations, so a
   * generator or backtracking inside the thunk still works (the builtin, passed as a value,
   * makes such continuations escape-only).
   */
  private static Core withDatabase(Syntax.SList list, Expansion x) {
    Syntax at = list.get(0);
    int start = list.start();
    int end = list.end();
    Syntax current = new Syntax.SList(List.of(x.core("current-database", at)), null, start, end);
    Syntax open = new Syntax.SList(List.of(x.core("%sql-open", at), list.get(1)), null, start, end);
    Syntax binding = new Syntax.SList(List.of(new Syntax.SList(List.of(x.core("current-database", at), open), null,
        start, end)), null, start, end);
    Syntax noArguments = new Syntax.SList(List.of(), null, start, start);
    Syntax before = new Syntax.SList(
        List.of(x.core("lambda", at), noArguments, new Syntax.Atom(Boolean.FALSE, start, end)),
        null, start, end);
    Syntax after = new Syntax.SList(List.of(x.core("lambda", at), noArguments,
        new Syntax.SList(List.of(x.core("sql-close", at), current), null, start, end)), null, start, end);
    Syntax wind = new Syntax.SList(List.of(x.core("dynamic-wind", at), before, list.get(2), after), null, start, end);
    return x.expr(new Syntax.SList(List.of(x.core("parameterize", at), binding, wind), null, start, end));
  }

  /** Whether {@code s} is an {@code &sql{...}} literal meaning the core one. */
  private static boolean isSqlLiteral(Syntax s, Expansion x) {
    return s instanceof Syntax.SList l && l.size() > 0 && l.get(0) instanceof Syntax.Id id && id.name().equals(SQL)
        && (x.resolve(id) == null || x.isCore(id, SQL));
  }

  /**
   * The static checks of {@code &sql{...}} ({@link SqlTemplate#check}): the literal holds only SQL
   * text and {@code &[...]} values, no value is inside an SQL string, quoted identifier or comment,
   * every quote is closed and no {@code ?} is written. An error points at the value, or at the
   * character of the text.
   */
  private static void checkSql(Syntax.SList list) {
    for (Syntax argument : list.from(1)) {
      if (argument instanceof Syntax.Id id && id.name().equals(START)) {
        break;
      }
      if (argument instanceof Syntax.Id id && id.name().equals(END)) {
        throw new ExpandError("expand.sql-literal", list.get(1), "&sql: expected no [arguments] before the statement");
      }
    }
    List<Template.Part> parts = new ArrayList<>();
    List<Syntax> where = new ArrayList<>();
    boolean inValue = false;
    for (Syntax argument : list.from(1)) {
      if (argument instanceof Syntax.Id id && id.name().equals(START)) {
        inValue = true;
      } else if (argument instanceof Syntax.Id id && id.name().equals(END)) {
        if (!inValue) {
          throw new ExpandError("expand.sql-literal", argument, "&sql: expected no [arguments] before the statement");
        }
        inValue = false;
      } else if (inValue) {
        parts.add(new Template.Value(argument));
        where.add(argument);
      } else if (argument instanceof Syntax.Atom atom && atom.value() instanceof String text) {
        parts.add(new Template.Text(text));
        where.add(atom);
      } else if (argument instanceof Syntax.Id id && id.name().startsWith(ENTITY)) {
        parts.add(new Template.Text(STANDARD_ENTITIES.getOrDefault(id.name().substring(ENTITY.length()), "")));
        where.add(null);
      } else {
        throw new ExpandError("expand.sql-literal", argument,
            "&sql: only SQL text and &[...] values may be written in an &sql literal (a template here would be SQL text)");
      }
    }
    if (parts.stream().allMatch(part -> part instanceof Template.Text t && t.text().isBlank())) {
      throw new ExpandError("expand.sql-literal", list, "&sql: expected a statement, got empty text");
    }
    SqlTemplate.Problem problem = SqlTemplate.check(parts);
    if (problem == null) {
      return;
    }
    Syntax at = where.get(problem.part());
    if (at == null) {
      throw new ExpandError("expand.sql-literal", list, "&sql: " + problem.message());
    }
    String text = parts.get(problem.part()) instanceof Template.Text t ? t.text() : null;
    if (problem.offset() >= 0 && text != null && at.end() - at.start() == text.length()) {
      int start = at.start() + problem.offset();
      throw new ExpandError("expand.sql-literal", start, start + 1, "&sql: " + problem.message());
    }
    throw new ExpandError("expand.sql-literal", at, "&sql: " + problem.message());
  }

  private static void checkKeyword(Syntax keyword, String who, Expansion x) {
    String name = keywordName(keyword);
    if (!RunProcess.isKnownKeyword(name)) {
      throw new ExpandError("expand.unknown-keyword", keyword, who + ": unknown keyword " + name + ":");
    }
  }

  private static String keywordName(Syntax s) {
    return s instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword k ? k.name() : null;
  }
}
