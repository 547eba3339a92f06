package kopi.expand.forms;

import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.FormLibrary;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * The dispatch table of special forms: name to the one class that expands
 * it. The expander binds every entry in its core scope; the standard library tables decide which
 * ones a program sees under which names.
 */
public final class Forms implements FormLibrary {
  /** The special forms, as an {@link kopi.expand.Expander} takes them. */
  public static final FormLibrary LIBRARY = new Forms();

  private Forms() {}

  /**
   * Every special form by name, in the order {@link #declare} gives them. A form is made when it is
   * first looked up: making all of them loaded some 80 classes at every start-up, when a small
   * program uses a few (issue 21). Listing the names ({@code keySet}) makes none.
   */
  public static final Map<String, SpecialForm> TABLE = new Table();

  /**
   * Declares every special form, each under its name once: {@code d.form(name)} tells whether
   * {@code d} wants that form made now, and {@code d.add} takes what was made (null when nothing
   * was). One pass lists the names and makes nothing; a lookup's pass makes only its own form.
   */
  private static void declare(Declarations d) {
    d.add(d.form("quote") ? new QuoteForm() : null);
    d.add(d.form("quasiquote") ? new QuasiquoteForm() : null);
    d.add(d.form("lambda") ? new LambdaForm() : null);
    d.add(d.form("define") ? new DefineForm("define") : null);
    d.add(d.form("define-private") ? new DefineForm("define-private") : null);
    d.add(d.form("define-constant") ? new DefineForm("define-constant") : null);
    d.add(d.form("define-early-constant") ? new DefineForm("define-early-constant") : null);
    d.add(d.form("set!") ? new SetForm() : null);
    d.add(d.form("if") ? new IfForm() : null);
    d.add(d.form("begin") ? new BeginForm() : null);
    d.add(d.form("let") ? new LetForm() : null);
    d.add(d.form("let*") ? new LetStarForm() : null);
    d.add(d.form("letrec") ? new LetrecForm("letrec") : null);
    d.add(d.form("letrec*") ? new LetrecForm("letrec*") : null);
    d.add(d.form("do") ? new DoForm() : null);
    d.add(d.form("cond") ? new CondForm() : null);
    d.add(d.form("case") ? new CaseForm() : null);
    d.add(d.form("and") ? new AndForm() : null);
    d.add(d.form("or") ? new OrForm() : null);
    d.add(d.form("when") ? new WhenForm(false) : null);
    d.add(d.form("unless") ? new WhenForm(true) : null);
    d.add(d.form("define-values") ? new DefineValuesForm() : null);
    d.add(d.form("let-values") ? new LetValuesForm(false) : null);
    d.add(d.form("let*-values") ? new LetValuesForm(true) : null);
    d.add(d.form("receive") ? new ReceiveForm() : null);
    d.add(d.form("case-lambda") ? new CaseLambdaForm() : null);
    d.add(d.form("parameterize") ? new ParameterizeForm() : null);
    d.add(d.form("delay") ? new DelayForm(false) : null);
    d.add(d.form("delay-force") ? new DelayForm(true) : null);
    d.add(d.form("guard") ? new GuardForm() : null);
    d.add(d.form("define-record-type") ? new DefineRecordTypeForm() : null);
    d.add(d.form("include") ? new IncludeForm(false) : null);
    d.add(d.form("include-ci") ? new IncludeForm(true) : null);
    d.add(d.form("include-relative") ? new IncludeForm("include-relative", false) : null);
    d.add(d.form("define-syntax") ? new DefineSyntaxForm() : null);
    d.add(d.form("let-syntax") ? new LetSyntaxForm(false) : null);
    d.add(d.form("letrec-syntax") ? new LetSyntaxForm(true) : null);
    d.add(d.form("syntax-rules") ? new SyntaxRulesForm() : null);
    d.add(d.form("syntax-error") ? new SyntaxErrorForm() : null);
    d.add(d.form("syntax-case") ? new SyntaxCaseForm() : null);
    d.add(d.form("syntax") ? new SyntaxForm() : null);
    d.add(d.form("quasisyntax") ? new QuasisyntaxForm() : null);
    d.add(d.form("with-syntax") ? new WithSyntaxForm() : null);
    d.add(d.form("define-syntax-case") ? new DefineSyntaxCaseForm() : null);
    d.add(d.form("cond-expand") ? new CondExpandForm() : null);
    d.add(d.form("import") ? new ImportForm() : null);
    d.add(d.form("define-alias") ? new DefineAliasForm("define-alias") : null);
    d.add(d.form("define-private-alias") ? new DefineAliasForm("define-private-alias") : null);
    d.add(d.form("define-variable") ? new DefineVariableForm() : null);
    d.add(d.form("define-namespace") ? new DefineNamespaceForm("define-namespace") : null);
    d.add(d.form("define-private-namespace") ? new DefineNamespaceForm("define-private-namespace") : null);
    d.add(d.form("define-xml-namespace") ? new DefineNamespaceForm("define-xml-namespace") : null);
    d.add(d.form("module-name") ? new ModuleNameForm() : null);
    d.add(d.form("module-export") ? new ModuleExportForm("module-export") : null);
    d.add(d.form("export") ? new ModuleExportForm("export") : null);
    d.add(d.form("module-static") ? new ModuleStaticForm() : null);
    d.add(d.form("module-compile-options") ? new ModuleCompileOptionsForm() : null);
    d.add(d.form("with-compile-options") ? new WithCompileOptionsForm() : null);
    d.add(d.form("module-extends") ? new ModuleExtendsForm("module-extends") : null);
    d.add(d.form("module-implements") ? new ModuleExtendsForm("module-implements") : null);
    d.add(d.form("require") ? new RequireForm() : null);
    d.add(d.form("provide") ? new ProvideForm() : null);
    d.add(d.form("module-uri") ? new ModuleUriForm(false) : null);
    d.add(d.form("resource-url") ? new ModuleUriForm(true) : null);
    d.add(d.form("instance?") ? new InstanceForm(false) : null);
    d.add(d.form("as") ? new InstanceForm(true) : null);
    d.add(d.form("define-simple-constructor") ? new DefineSimpleConstructorForm() : null);
    d.add(d.form("define-simple-class") ? new DefineClassForm("define-simple-class") : null);
    d.add(d.form("define-class") ? new DefineClassForm("define-class") : null);
    d.add(d.form("define-enum") ? new DefineClassForm("define-enum") : null);
    d.add(d.form("object") ? new DefineClassForm("object") : null);
    d.add(d.form("this") ? new ThisForm(null) : null);
    d.add(d.form("invoke-special") ? new InvokeSpecialForm() : null);
    d.add(d.form("fluid-let") ? new FluidLetForm() : null);
    d.add(d.form("define-base-unit") ? new DefineUnitForm(true) : null);
    d.add(d.form("define-unit") ? new DefineUnitForm(false) : null);
    d.add(d.form("and-let*") ? new AndLetStarForm() : null);
    d.add(d.form("cut") ? new CutForm(false) : null);
    d.add(d.form("cute") ? new CutForm(true) : null);
    // SRFI 64: test-begin is in the default environment (as in Kawa) and imports the rest.
    d.add(d.form("test-begin") ? new TestBeginForm() : null);
    for (String name : new String[] {"test-assert", "test-equal", "test-eqv", "test-eq", "test-approximate",
        "test-error", "test-group", "test-group-with-cleanup", "test-with-runner"}) {
      d.add(d.form(name) ? new Deferred(name, true) : null);
    }
    for (String name : new String[] {"chain", "chain-and", "chain-when", "chain-lambda", "nest", "nest-reverse"}) {
      d.add(d.form(name) ? new Deferred(name, true) : null);
    }
    d.add(d.form("$bracket-list$") ? new BracketListForm() : null);
    d.add(d.form("$lookup$") ? new LookupForm() : null);
    d.add(d.form("$splice$") ? new SpliceForm() : null);
    for (PrimitiveArrayForm.Operation operation : PrimitiveArrayForm.Operation.values()) {
      d.add(d.form("primitive-array-" + operation.name().toLowerCase(java.util.Locale.ROOT))
          ? new PrimitiveArrayForm(operation) : null);
    }
    for (PrimitiveMemberForm.Operation operation : PrimitiveMemberForm.Operation.values()) {
      d.add(d.form(operation.formName()) ? new PrimitiveMemberForm(operation) : null);
    }
    d.add(d.form("define-procedure") ? new DefineProcedureForm() : null);
    d.add(d.form("constant-fold") ? new ConstantFoldForm() : null);
    d.add(d.form("lazy") ? new DelayForm(true) : null);
    d.add(d.form("trace") ? new TraceForm(false) : null);
    d.add(d.form("location") ? new LocationForm() : null);
    d.add(d.form("untrace") ? new TraceForm(true) : null);
    d.add(d.form("!") ? new DefineForm("!") : null);
    d.add(d.form("try-catch") ? new TryCatchForm() : null);
    d.add(d.form("define-macro") ? new DefineMacroForm("define-macro") : null);
    d.add(d.form("defmacro") ? new DefineMacroForm("defmacro") : null);
    d.add(d.form("try-finally") ? new TryFinallyForm() : null);
    d.add(d.form("future") ? new ThunkForm("future", "%future", 0) : null);
    d.add(d.form("synchronized") ? new ThunkForm("synchronized", "%synchronized", 1) : null);
    d.add(d.form("match") ? new MatchForm() : null);
    d.add(d.form("?") ? new MatchTestForm() : null);
    d.add(d.form("identifier-syntax") ? new IdentifierSyntaxForm() : null);
  }

  /** One pass over {@link #declare}: it lists the names, makes one form, or makes them all. */
  private static final class Declarations {
    /** {@link #declare}'s index of the form to make; {@link #NONE} or {@link #ALL}. */
    private final int wanted;
    /** The names in declaration order, when listing. */
    private final List<String> names;
    /** The forms made, in declaration order. */
    private final List<SpecialForm> made = new ArrayList<>();
    private int index = -1;

    private static final int NONE = -1;
    private static final int ALL = -2;

    Declarations(int wanted, List<String> names) {
      this.wanted = wanted;
      this.names = names;
    }

    /** Whether the form declared under {@code name}, the next one, is to be made. */
    boolean form(String name) {
      index++;
      if (names != null) {
        names.add(name);
      }
      return wanted == ALL || wanted == index;
    }

    void add(SpecialForm form) {
      if (form != null) {
        made.add(form);
      }
    }
  }

  /** The names of {@link #declare}, by their index there; listed when a form is first looked up. */
  private static final class Names {
    private Names() {}

    static final Map<String, Integer> INDEX = index();

    private static Map<String, Integer> index() {
      List<String> names = new ArrayList<>();
      declare(new Declarations(Declarations.NONE, names));
      Map<String, Integer> index = new LinkedHashMap<>();
      for (String name : names) {
        if (index.putIfAbsent(name, index.size()) != null) {
          throw new IllegalStateException("special form declared twice: " + name);
        }
      }
      return Collections.unmodifiableMap(index);
    }
  }

  /** {@link #TABLE}: the forms made on first lookup, kept for every later one. */
  private static final class Table extends AbstractMap<String, SpecialForm> {
    private SpecialForm[] forms;

    @Override
    public SpecialForm get(Object name) {
      Integer index = Names.INDEX.get(name);
      return index == null ? null : form(index);
    }

    @Override
    public boolean containsKey(Object name) {
      return Names.INDEX.containsKey(name);
    }

    @Override
    public Set<String> keySet() {
      return Names.INDEX.keySet();
    }

    @Override
    public int size() {
      return Names.INDEX.size();
    }

    @Override
    public Set<Map.Entry<String, SpecialForm>> entrySet() {
      SpecialForm[] all = all();
      Set<Map.Entry<String, SpecialForm>> entries = new LinkedHashSet<>();
      for (Map.Entry<String, Integer> name : Names.INDEX.entrySet()) {
        entries.add(Map.entry(name.getKey(), all[name.getValue()]));
      }
      return Collections.unmodifiableSet(entries);
    }

    private synchronized SpecialForm form(int index) {
      if (forms == null) {
        forms = new SpecialForm[Names.INDEX.size()];
      }
      if (forms[index] == null) {
        Declarations one = new Declarations(index, null);
        declare(one);
        forms[index] = one.made.get(0);
      }
      return forms[index];
    }

    /** Every form, made by one pass over {@link #declare} (the ones made before are kept). */
    private synchronized SpecialForm[] all() {
      Declarations every = new Declarations(Declarations.ALL, null);
      declare(every);
      if (forms == null) {
        forms = new SpecialForm[Names.INDEX.size()];
      }
      for (int i = 0; i < forms.length; i++) {
        if (forms[i] == null) {
          forms[i] = every.made.get(i);
        }
      }
      return forms.clone();
    }
  }

  @Override
  public Map<String, SpecialForm> table() {
    return TABLE;
  }

  @Override
  public boolean topLevelLoad(Syntax form, Expansion x, Definitions context) {
    return LoadForm.define(form, x, context);
  }

  @Override
  public Core splicedCall(Syntax.SList call, Expansion x) {
    return SpliceForm.call(call, x);
  }
}
