package kopi.expand.forms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

  public static final Map<String, SpecialForm> TABLE;

  static {
    Map<String, SpecialForm> t = new LinkedHashMap<>();
    t.put("quote", new QuoteForm());
    t.put("quasiquote", new QuasiquoteForm());
    t.put("lambda", new LambdaForm());
    t.put("define", new DefineForm("define"));
    t.put("define-private", new DefineForm("define-private"));
    t.put("define-constant", new DefineForm("define-constant"));
    t.put("define-early-constant", new DefineForm("define-early-constant"));
    t.put("set!", new SetForm());
    t.put("if", new IfForm());
    t.put("begin", new BeginForm());
    t.put("let", new LetForm());
    t.put("let*", new LetStarForm());
    t.put("letrec", new LetrecForm("letrec"));
    t.put("letrec*", new LetrecForm("letrec*"));
    t.put("do", new DoForm());
    t.put("cond", new CondForm());
    t.put("case", new CaseForm());
    t.put("and", new AndForm());
    t.put("or", new OrForm());
    t.put("when", new WhenForm(false));
    t.put("unless", new WhenForm(true));
    t.put("define-values", new DefineValuesForm());
    t.put("let-values", new LetValuesForm(false));
    t.put("let*-values", new LetValuesForm(true));
    t.put("receive", new ReceiveForm());
    t.put("case-lambda", new CaseLambdaForm());
    t.put("parameterize", new ParameterizeForm());
    t.put("delay", new DelayForm(false));
    t.put("delay-force", new DelayForm(true));
    t.put("guard", new GuardForm());
    t.put("define-record-type", new DefineRecordTypeForm());
    t.put("include", new IncludeForm(false));
    t.put("include-ci", new IncludeForm(true));
    t.put("include-relative", new IncludeForm("include-relative", false));
    t.put("define-syntax", new DefineSyntaxForm());
    t.put("let-syntax", new LetSyntaxForm(false));
    t.put("letrec-syntax", new LetSyntaxForm(true));
    t.put("syntax-rules", new SyntaxRulesForm());
    t.put("syntax-error", new SyntaxErrorForm());
    t.put("syntax-case", new SyntaxCaseForm());
    t.put("syntax", new SyntaxForm());
    t.put("quasisyntax", new QuasisyntaxForm());
    t.put("with-syntax", new WithSyntaxForm());
    t.put("define-syntax-case", new DefineSyntaxCaseForm());
    t.put("cond-expand", new CondExpandForm());
    t.put("import", new ImportForm());
    t.put("define-alias", new DefineAliasForm("define-alias"));
    t.put("define-private-alias", new DefineAliasForm("define-private-alias"));
    t.put("define-variable", new DefineVariableForm());
    t.put("define-namespace", new DefineNamespaceForm("define-namespace"));
    t.put("define-private-namespace", new DefineNamespaceForm("define-private-namespace"));
    t.put("define-xml-namespace", new DefineNamespaceForm("define-xml-namespace"));
    t.put("module-name", new ModuleNameForm());
    t.put("module-export", new ModuleExportForm("module-export"));
    t.put("export", new ModuleExportForm("export"));
    t.put("module-static", new ModuleStaticForm());
    t.put("module-compile-options", new ModuleCompileOptionsForm());
    t.put("with-compile-options", new WithCompileOptionsForm());
    t.put("module-extends", new ModuleExtendsForm("module-extends"));
    t.put("module-implements", new ModuleExtendsForm("module-implements"));
    t.put("require", new RequireForm());
    t.put("provide", new ProvideForm());
    t.put("module-uri", new ModuleUriForm(false));
    t.put("resource-url", new ModuleUriForm(true));
    t.put("instance?", new InstanceForm(false));
    t.put("as", new InstanceForm(true));
    t.put("define-simple-constructor", new DefineSimpleConstructorForm());
    t.put("define-simple-class", new DefineClassForm("define-simple-class"));
    t.put("define-class", new DefineClassForm("define-class"));
    t.put("define-enum", new DefineClassForm("define-enum"));
    t.put("object", new DefineClassForm("object"));
    t.put("this", new ThisForm(null));
    t.put("invoke-special", new InvokeSpecialForm());
    t.put("fluid-let", new FluidLetForm());
    t.put("define-base-unit", new DefineUnitForm(true));
    t.put("define-unit", new DefineUnitForm(false));
    t.put("and-let*", new AndLetStarForm());
    t.put("cut", new CutForm(false));
    t.put("cute", new CutForm(true));
    // SRFI 64: test-begin is in the default environment (as in Kawa) and imports the rest.
    t.put("test-begin", new TestBeginForm());
    for (String name : new String[] {"test-assert", "test-equal", "test-eqv", "test-eq", "test-approximate",
        "test-error", "test-group", "test-group-with-cleanup", "test-with-runner"}) {
      t.put(name, new Deferred(name, true));
    }
    for (String name : new String[] {"chain", "chain-and", "chain-when", "chain-lambda", "nest", "nest-reverse"}) {
      t.put(name, new Deferred(name, true));
    }
    t.put("$bracket-list$", new BracketListForm());
    t.put("$splice$", new SpliceForm());
    for (PrimitiveArrayForm.Operation operation : PrimitiveArrayForm.Operation.values()) {
      t.put("primitive-array-" + operation.name().toLowerCase(java.util.Locale.ROOT),
          new PrimitiveArrayForm(operation));
    }
    for (PrimitiveMemberForm.Operation operation : PrimitiveMemberForm.Operation.values()) {
      t.put(operation.formName(), new PrimitiveMemberForm(operation));
    }
    t.put("define-procedure", new DefineProcedureForm());
    t.put("constant-fold", new ConstantFoldForm());
    t.put("lazy", new DelayForm(true));
    t.put("trace", new TraceForm(false));
    t.put("location", new LocationForm());
    t.put("untrace", new TraceForm(true));
    t.put("!", new DefineForm("!"));
    t.put("try-catch", new TryCatchForm());
    t.put("define-macro", new DefineMacroForm("define-macro"));
    t.put("defmacro", new DefineMacroForm("defmacro"));
    t.put("try-finally", new TryFinallyForm());
    t.put("future", new ThunkForm("future", "%future", 0));
    t.put("synchronized", new ThunkForm("synchronized", "%synchronized", 1));
    t.put("match", new MatchForm());
    t.put("?", new MatchTestForm());
    t.put("identifier-syntax", new IdentifierSyntaxForm());
    TABLE = java.util.Collections.unmodifiableMap(t);
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
