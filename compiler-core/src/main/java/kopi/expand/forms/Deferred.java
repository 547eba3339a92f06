package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * A special form whose class is loaded when it is first expanded, for the library forms (SRFI 64's
 * test forms, SRFI 197's pipelines) that most programs never use: registering them must not make
 * every start-up load their classes. {@link #make} is a switch, not lambdas, since each lambda
 * would cost a class at start-up too.
 */
final class Deferred implements SpecialForm {
  private final String name;
  private final boolean importOnly;
  private volatile SpecialForm form;

  Deferred(String name, boolean importOnly) {
    this.name = name;
    this.importOnly = importOnly;
  }

  @Override
  public boolean importOnly() {
    return importOnly;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    SpecialForm made = this.form;
    if (made == null) {
      made = make(name);
      this.form = made;
    }
    return made.expand(form, x);
  }

  private static SpecialForm make(String name) {
    return switch (name) {
      case "test-assert" -> new TestForm(TestForm.Kind.ASSERT);
      case "test-equal" -> new TestForm(TestForm.Kind.EQUAL);
      case "test-eqv" -> new TestForm(TestForm.Kind.EQV);
      case "test-eq" -> new TestForm(TestForm.Kind.EQ);
      case "test-approximate" -> new TestForm(TestForm.Kind.APPROXIMATE);
      case "test-error" -> new TestForm(TestForm.Kind.ERROR);
      case "test-group" -> new TestGroupForm(false);
      case "test-group-with-cleanup" -> new TestGroupForm(true);
      case "test-with-runner" -> new TestWithRunnerForm();
      case "chain" -> new ChainForm(ChainForm.Kind.CHAIN);
      case "chain-and" -> new ChainForm(ChainForm.Kind.AND);
      case "chain-when" -> new ChainForm(ChainForm.Kind.WHEN);
      case "chain-lambda" -> new ChainForm(ChainForm.Kind.LAMBDA);
      case "nest" -> new NestForm(false);
      case "nest-reverse" -> new NestForm(true);
      default -> throw new IllegalArgumentException("no deferred form " + name);
    };
  }
}
