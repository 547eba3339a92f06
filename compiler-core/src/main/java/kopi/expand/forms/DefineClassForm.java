package kopi.expand.forms;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import kopi.expand.Binding;
import kopi.expand.ClassSpec;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Local;
import kopi.expand.ModuleNames;
import kopi.expand.ScopeSet;
import kopi.expand.Syntax;

/**
 * {@code (define-simple-class Name (Super Interface ...) member ...)} and {@code define-class},
 * which Kopi treats the same way (Kawa's {@code define-class} also makes an interface plus an
 * implementation class; Kopi makes one class). Members:
 * <ul>
 *   <li>a field {@code (name [::type] [init: e | init-form: e | init-value: e] [allocation: 'static]
 *       [access: 'private])}; {@code init:} runs for each new object, {@code init-value:} once;</li>
 *   <li>a method {@code ((name (arg ::type) ...) [::type] [allocation: 'static] body ...)}; an
 *       untyped argument or result takes the type of the supertype method of that name and arity
 *       it overrides, so {@code ((compare a b) ...)} implements {@code Comparator.compare};</li>
 *   <li>a constructor {@code ((*init* arg ...) body ...)}, whose body may start with
 *       {@code (invoke-special Super (this) '*init* e ...)} to choose the superclass constructor.</li>
 * </ul>
 * Inside methods, {@code (this)} is the receiver, field names are variables (reads and
 * {@code set!} go to the object's fields), the names of the class's methods and of the public
 * methods it inherits call them on {@code (this)}, and {@code invoke-special} calls an overridden method
 * of the superclass. The class name is bound as a class: {@code (Name arg ...)} constructs,
 * {@code Name:member} and {@code ::Name} work through the ordinary interop.
 *
 * <p>The first pass (the definition's head) resolves every type and builds the {@link ClassSpec},
 * then loads its shape so later forms can use the class; the second pass expands the Scheme code
 * of the members into the {@link Core.DefineClass} node's implementations.
 */
final class DefineClassForm implements DefinitionForm {
  private final String formName;

  DefineClassForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    return plan(form, x).core();
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    Plan plan = plan(form, x);
    context.expression(form, plan::core);
  }

  // ------------------------------------------------------------------------------ the plan

  /** A parsed class: the spec and, per slot, how to expand its implementation. */
  private record Plan(Syntax.SList form, ClassSpec spec, List<Supplier<Core>> slots) {
    Core core() {
      List<Core> implementations = new ArrayList<>();
      for (Supplier<Core> slot : slots) {
        implementations.add(slot.get());
      }
      return new Core.DefineClass(form.start(), form.end(), spec, implementations);
    }
  }

  /** What a method body sees: the fields by name, and the class for {@code (this)}. */
  private record FieldSyntax(Syntax.Id id, boolean isStatic) {}

  /** A method's name as written, for calls by plain name from other methods. */
  private record MethodSyntax(Syntax.Id id, boolean isStatic) {}

  private Plan plan(Syntax.SList form, Expansion x) {
    boolean isEnum = "define-enum".equals(formName);
    boolean isObject = "object".equals(formName);
    if (isObject) {
      // (object (supers ...) member ...): the class is anonymous, named here after the form's head.
      if (form.size() < 2 || !(form.get(1) instanceof Syntax.SList objectSupers) || !objectSupers.isProper()) {
        throw x.malformed(form, "object: expected a list of supertypes, got " + form);
      }
      Syntax head = form.get(0);
      List<Syntax> elements = new ArrayList<>(form.elements());
      elements.add(1, new Syntax.Id(anonymousName(x), ScopeSet.EMPTY, head.start(), head.end()));
      form = new Syntax.SList(elements, null, form.start(), form.end());
    }
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.Id nameId) || !(form.get(2) instanceof Syntax.SList supers)
        || !supers.isProper()) {
      throw x.malformed(form, formName + (isEnum ? ": expected a class name and a list of constants, got "
          : ": expected a class name and a list of supertypes, got ") + form);
    }
    String className = nameId.name();
    checkJvmName(nameId, ";[/<>", "class", x);
    if (className.indexOf('.') < 0 && kopi.runtime.JavaInterop.findClass("java.lang." + className) != null) {
      // Run-time interop may resolve a short name to the java.lang class of that name, whose cache is shared.
      throw new ExpandError("expand.class-name", nameId, formName + ": expected a class name that does not hide"
          + " java.lang." + className + ", got " + className);
    }
    if (!ModuleNames.definable(className)) {
      throw new ExpandError("expand.class-name", nameId, formName + ": " + className
          + " is in a package a program cannot define classes in");
    }
    if (x.classShapes().find(className) != null) {
      if (x.mode() != Expansion.Mode.SESSION) {
        throw new ExpandError("expand.class-redefined", nameId,
            formName + ": class " + className + " is already defined");
      }
      // A session may define a class again (a corrected definition, typed anew): the JVM cannot
      // define a name twice in one loader, so the new class gets the next free binary name, and the
      // name as written is bound to it from now on.
      int version = 2;
      while (x.classShapes().find(nameId.name() + "$" + version) != null) {
        version++;
      }
      className = nameId.name() + "$" + version;
    }
    Class<?> superClass = isEnum ? Enum.class : Object.class;
    Syntax superSyntax = null;
    List<Class<?>> interfaces = new ArrayList<>();
    for (Syntax s : isEnum ? List.<Syntax>of() : supers.elements()) {
      if (!(s instanceof Syntax.Id superId)) {
        throw x.malformed(s, formName + ": expected a class or interface name, got " + s);
      }
      Class<?> type = Interop.resolveClass(superId, x);
      if (type == null) {
        throw new ExpandError("expand.java-class", superId, formName + ": unknown class " + superId.name());
      }
      if (type.isInterface() && interfaces.contains(type)) {
        throw new ExpandError("expand.class-interface", superId,
            formName + ": interface " + type.getName() + " is listed twice");
      } else if (type.isInterface()) {
        interfaces.add(type);
      } else if (superSyntax != null) {
        throw new ExpandError("expand.class-super", superId, formName + ": a class has one superclass, got "
            + superClass.getName() + " and " + type.getName());
      } else if (Modifier.isFinal(type.getModifiers()) || type.isPrimitive() || type.isArray()) {
        throw new ExpandError("expand.class-final", superId,
            formName + ": cannot extend final class " + type.getName());
      } else {
        superClass = type;
        superSyntax = superId;
      }
    }
    List<Syntax> members = new ArrayList<>();
    ClassSpec.Kind kind = isEnum ? ClassSpec.Kind.ENUM : isObject ? ClassSpec.Kind.OBJECT : ClassSpec.Kind.CLASS;
    List<Syntax> rest = form.from(3);
    List<Syntax> classAnnotations = new ArrayList<>();
    for (int i = 0; i < rest.size(); i++) {
      if (Annotations.is(rest.get(i))) {
        classAnnotations.add(rest.get(i));
        continue;
      }
      String option = keyword(rest.get(i));
      if (option == null || isEnum) {
        members.add(rest.get(i));
        continue;
      }
      if (i + 1 >= rest.size()
          || !(rest.get(i + 1) instanceof Syntax.Atom flag && flag.value() instanceof Boolean on)) {
        throw x.malformed(rest.get(i), formName + ": expected #t or #f after " + option + ":");
      }
      i++;
      switch (option) {
        case "interface" -> kind = on ? ClassSpec.Kind.INTERFACE : kind;
        case "abstract" -> kind = on && kind == ClassSpec.Kind.CLASS ? ClassSpec.Kind.ABSTRACT_CLASS : kind;
        default -> throw new ExpandError("expand.unsupported", rest.get(i - 1), formName + ": class option " + option
            + ": is not supported yet");
      }
    }
    if (kind == ClassSpec.Kind.INTERFACE && superSyntax != null) {
      throw new ExpandError("expand.class-super", superSyntax, formName + ": an interface extends only interfaces, got "
          + superClass.getName());
    }
    Builder b = new Builder(x, nameId, className, kind, superClass, interfaces);
    b.annotations = Annotations.parseAll(classAnnotations, x, formName);
    if (isEnum) {
      b.enumConstants(supers);
    }
    boolean complete = true;
    for (Syntax member : members) {
      // A member with an error is reported and left out; the class and its other members still are checked.
      try {
        b.member(member);
      } catch (ExpandError e) {
        x.report(e);
        complete = false;
      }
    }
    ClassSpec spec = b.spec();
    if (kind != ClassSpec.Kind.INTERFACE && kind != ClassSpec.Kind.ENUM && spec.constructors().isEmpty()) {
      b.superConstructor(List.of(), nameId);
    }
    // A member left out may be the implementation the check would miss: it is not a second error.
    if (complete && (kind == ClassSpec.Kind.CLASS || kind == ClassSpec.Kind.ENUM || kind == ClassSpec.Kind.OBJECT)) {
      b.checkAbstractMethods(nameId, spec);
    }
    Class<?> shape = x.classShapes().define(className, spec);
    Binding binding = new Binding.JavaClass(className);
    x.types().declareClass(className, shape);
    if (!isObject) {
      x.table().bind(nameId, binding);
      x.recordDefinition(nameId, binding);
    }
    return new Plan(form, spec, b.slots);
  }

  /** The first free name {@code object$N} for an anonymous class of {@code object}. */
  private static String anonymousName(Expansion x) {
    int n = 1;
    while (x.classShapes().find("object$" + n) != null) {
      n++;
    }
    return "object$" + n;
  }

  /** Collects members, types and slots of one class; short-lived, one per definition. */
  private final class Builder {
    final Expansion x;
    final Syntax.Id nameId;
    final String className;
    final ClassSpec.Kind kind;
    final Class<?> superClass;
    final List<Class<?>> interfaces;
    final List<ClassSpec.FieldSpec> fields = new ArrayList<>();
    final List<FieldSyntax> fieldIds = new ArrayList<>();
    final List<MethodSyntax> methodIds = new ArrayList<>();
    final List<ClassSpec.MethodSpec> methods = new ArrayList<>();
    final List<ClassSpec.ConstructorSpec> constructors = new ArrayList<>();
    final List<ClassSpec.SuperBridge> bridges = new ArrayList<>();
    final Set<String> bridgeNames = new HashSet<>();
    final Set<String> signatures = new HashSet<>();
    final List<Supplier<Core>> slots = new ArrayList<>();
    final List<String> enumConstants = new ArrayList<>();
    /** The class's annotations, and those of the member being read. */
    List<ClassSpec.Annotation> annotations = List.of();
    List<ClassSpec.Annotation> memberAnnotations = List.of();

    Builder(Expansion x, Syntax.Id nameId, String className, ClassSpec.Kind kind, Class<?> superClass,
        List<Class<?>> interfaces) {
      this.nameId = nameId;
      this.kind = kind;
      this.x = x;
      this.className = className;
      this.superClass = superClass;
      this.interfaces = interfaces;
    }

    ClassSpec spec() {
      List<String> interfaceNames = interfaces.stream().map(Class::getName).toList();
      return new ClassSpec(className, superClass.getName(), interfaceNames, kind, List.copyOf(fields),
          List.copyOf(methods),
          List.copyOf(constructors), List.copyOf(bridges), slots.size(), List.copyOf(enumConstants), annotations);
    }

    void member(Syntax member) {
      memberAnnotations = List.of();
      if (member instanceof Syntax.Id id) {
        field(id, List.of(), member);
      } else if (member instanceof Syntax.SList list && list.isProper() && list.size() >= 1
          && list.get(0) instanceof Syntax.Id id) {
        field(id, withoutAnnotations(list.from(1), false), member);
      } else if (member instanceof Syntax.SList list && list.isProper() && list.size() >= 1
          && list.get(0) instanceof Syntax.SList header && header.size() >= 1
          && header.get(0) instanceof Syntax.Id id) {
        if (id.name().equals("*init*")) {
          constructor(id, header, list.from(1), list);
        } else {
          method(id, header, withoutAnnotations(list.from(1), true), list);
        }
      } else {
        throw x.malformed(member, formName + ": expected a field (name ...) or a method ((name arg ...) body ...), got "
            + member);
      }
    }

    /**
     * {@code items} without the annotations among a field's options, or among the return type and
     * options before a method's body, which become {@link #memberAnnotations}.
     */
    private List<Syntax> withoutAnnotations(List<Syntax> items, boolean method) {
      List<Syntax> kept = new ArrayList<>();
      List<Syntax> found = new ArrayList<>();
      boolean header = true;
      for (int i = 0; i < items.size(); i++) {
        Syntax item = items.get(i);
        if (header && Annotations.is(item)) {
          found.add(item);
          continue;
        }
        kept.add(item);
        if (method && header) {
          if (Params.isTypeMarker(items, i) || keyword(item) != null) {
            if (i + 1 < items.size()) {
              kept.add(items.get(++i));
            }
          } else {
            header = false;
          }
        }
      }
      memberAnnotations = Annotations.parseAll(found, x, formName);
      return kept;
    }

    // ---------------------------------------------------------------------------- fields

    /** The constants of a {@code define-enum}: distinct names, each a static field of the class. */
    void enumConstants(Syntax.SList names) {
      for (Syntax s : names.elements()) {
        if (!(s instanceof Syntax.Id id)) {
          throw x.malformed(s, formName + ": expected a constant name, got " + s);
        }
        checkJvmName(id, ".;[/<>", "constant", x);
        if (enumConstants.contains(id.name()) || id.name().equals("$VALUES")) {
          throw new ExpandError("expand.duplicate-definition", id, formName + ": duplicate constant " + id.name());
        }
        enumConstants.add(id.name());
      }
    }

    private void field(Syntax.Id id, List<Syntax> options, Syntax member) {
      if (enumConstants.contains(id.name())) {
        throw new ExpandError("expand.duplicate-definition", id, formName + ": " + id.name()
            + " is already a constant of the enum");
      }
      if (kind == ClassSpec.Kind.INTERFACE) {
        throw new ExpandError("expand.class-interface", id,
            formName + ": an interface has no fields, got " + id.name());
      }
      String type = null;
      Syntax typeSyntax = id;
      Syntax init = null;
      ClassSpec.Init kind = ClassSpec.Init.NONE;
      boolean isStatic = false;
      boolean isPrivate = false;
      int i = 0;
      if (Params.isTypeMarker(options, 0)) {
        type = Params.typeAfter(options, 0, formName);
        typeSyntax = options.get(1);
        i = 2;
      }
      for (; i < options.size(); i += 2) {
        String option = keyword(options.get(i));
        if (option == null && this.kind == ClassSpec.Kind.OBJECT && i + 1 == options.size()) {
          // object's abbreviated field: (name [::type] init), evaluated when the object is made.
          init = options.get(i);
          kind = ClassSpec.Init.PER_INSTANCE;
          break;
        }
        if (option == null || i + 1 >= options.size()) {
          // Reported, and the field is still declared with what came before, so that its uses in the
          // methods are checked rather than reported as unknown.
          x.report(x.malformed(options.get(i), formName + ": expected a field option such as init: value, got "
              + options.get(i)));
          break;
        }
        Syntax value = options.get(i + 1);
        switch (option) {
          case "type" -> {
            type = Params.typeText(value);
            typeSyntax = value;
          }
          case "init", "init-form" -> {
            init = value;
            kind = ClassSpec.Init.PER_INSTANCE;
          }
          case "init-value" -> {
            init = value;
            kind = ClassSpec.Init.ONCE;
          }
          case "allocation" -> isStatic = allocation(value);
          case "access" -> isPrivate = "private".equals(symbol(value));
          case "init-keyword" -> {
            // (Class name: v) already sets the public field of that name, as Kawa's init-keyword does.
            if (!(value instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword keyword
                && keyword.name().equals(id.name()))) {
              throw new ExpandError("expand.unsupported", value, formName + ": init-keyword: other than the field's"
                  + " own name (" + id.name() + ":) is not supported yet");
            }
          }
          default -> x.report(new ExpandError("expand.unsupported", options.get(i), formName
              + ": unknown field option " + option + ":"));
        }
      }
      checkJvmName(id, ".;[/<>", "field", x);
      if (!signatures.add("field " + id.name())) {
        throw new ExpandError("expand.duplicate-definition", id, formName + ": duplicate field " + id.name());
      }
      if (isStatic && kind == ClassSpec.Init.PER_INSTANCE) {
        kind = ClassSpec.Init.ONCE;
      }
      if (this.kind == ClassSpec.Kind.OBJECT && isStatic) {
        throw new ExpandError("expand.unsupported", id, formName + ": an anonymous class has no static fields ("
            + id.name() + ")");
      }
      if (this.kind == ClassSpec.Kind.ENUM && !isStatic && kind != ClassSpec.Init.NONE) {
        // The constants are made when the class is initialised, before the definition runs.
        throw new ExpandError("expand.unsupported", id, formName + ": an instance field of an enum cannot have an"
            + " initial value yet (" + id.name() + ")");
      }
      String descriptor = descriptor(type, typeSyntax, false);
      int slot = -1;
      if (kind == ClassSpec.Init.ONCE) {
        Syntax expression = init;
        slot = slot(() -> x.expr(expression));
      } else if (kind == ClassSpec.Init.PER_INSTANCE) {
        Syntax expression = init;
        slot = slot(() -> lambda(member, id.name() + "$init", true, List.of(), List.of(expression), null));
      }
      fields.add(new ClassSpec.FieldSpec(id.name(), descriptor, isStatic, isPrivate, kind, slot, member.start(),
          memberAnnotations));
      fieldIds.add(new FieldSyntax(id, isStatic));
    }

    private boolean allocation(Syntax value) {
      String name = symbol(value);
      if ("static".equals(name) || "class".equals(name)) {
        return true;
      }
      if ("instance".equals(name)) {
        return false;
      }
      throw x.malformed(value, formName + ": expected allocation: 'static or 'instance, got " + value);
    }

    // ---------------------------------------------------------------------------- methods

    private void method(Syntax.Id nameId, Syntax.SList header, List<Syntax> rest, Syntax.SList member) {
      Params params = Params.parse(new Syntax.SList(header.from(1), header.tail(), header.start(), header.end()),
          formName);
      if (!params.isPositional()) {
        throw new ExpandError("expand.unsupported", header, formName + ": optional and key parameters of methods"
            + " are not supported yet");
      }
      String returnText = null;
      Syntax returnSyntax = null;
      int i = 0;
      if (Params.isTypeMarker(rest, 0)) {
        returnText = Params.typeAfter(rest, 0, formName);
        returnSyntax = rest.get(1);
        i = 2;
      }
      boolean isStatic = false;
      boolean isPrivate = false;
      while (i + 1 < rest.size() && keyword(rest.get(i)) != null) {
        String option = keyword(rest.get(i));
        switch (option) {
          case "allocation" -> isStatic = allocation(rest.get(i + 1));
          case "access" -> isPrivate = "private".equals(symbol(rest.get(i + 1)));
          case "throws" -> {
          }
          default -> throw new ExpandError("expand.unsupported", rest.get(i), formName + ": unknown method option "
              + option + ":");
        }
        i += 2;
      }
      List<Syntax> body = rest.subList(i, rest.size());
      String name = nameId.name();
      checkJvmName(nameId, ".;[/<>", "method", x);
      if (isStatic && kind == ClassSpec.Kind.OBJECT) {
        throw new ExpandError("expand.unsupported", nameId, formName + ": an anonymous class has no static methods ("
            + nameId.name() + ")");
      }
      boolean isAbstract = body.size() == 1 && Params.isMarker(body.get(0), "abstract");
      if (isAbstract && (kind == ClassSpec.Kind.CLASS || isStatic)) {
        throw new ExpandError("expand.class-abstract", body.get(0), formName + ": an abstract method needs an"
            + " abstract: #t class or an interface, and cannot be static");
      }
      if (!isAbstract && kind == ClassSpec.Kind.INTERFACE) {
        throw new ExpandError("expand.class-interface", nameId, formName + ": a method of an interface has the body"
            + " #!abstract, got a body for " + name);
      }
      List<Params.Param> required = new ArrayList<>(params.required());
      List<Syntax> methodBody = body;
      Params.Param restParam = params.rest();
      if (restParam != null) {
        // A rest parameter: the Java method is varargs, its last parameter an Object[] (a vector),
        // and the body sees the list of its elements, as in Kawa.
        Syntax.Id array = Rewrite.temporary(x, "rest", 0, restParam.id());
        required.add(new Params.Param(array, null));
        Syntax binding = Rewrite.list(restParam.id(), restParam.id(),
            Rewrite.list(restParam.id(), x.core("vector->list", restParam.id()), array));
        List<Syntax> letForm = new ArrayList<>();
        letForm.add(Rewrite.list(member, binding));
        letForm.addAll(body);
        methodBody = isAbstractBody(body) ? body : List.of(Rewrite.list(member, x.core("let", member), letForm));
      }
      String[] declared = new String[required.size()];
      for (int p = 0; p < declared.length; p++) {
        Params.Param param = required.get(p);
        declared[p] = param.type() == null ? null : descriptor(param.type(), typeSyntax(header, param.id()), false);
      }
      if (restParam != null) {
        declared[declared.length - 1] = "[Ljava/lang/Object;";
      }
      Method inherited = isStatic ? null : inherited(name, declared);
      List<String> parameters = new ArrayList<>();
      for (int p = 0; p < declared.length; p++) {
        parameters.add(declared[p] != null ? declared[p]
            : inherited != null ? descriptorOf(inherited.getParameterTypes()[p]) : "Ljava/lang/Object;");
      }
      String returns = returnText != null ? descriptor(returnText, returnSyntax, true)
          : inherited != null ? descriptorOf(inherited.getReturnType()) : "Ljava/lang/Object;";
      String descriptor = "(" + String.join("", parameters) + ")";
      if (!signatures.add(name + descriptor)) {
        throw new ExpandError("expand.duplicate-definition", nameId, formName + ": duplicate method " + name
            + " with the same parameter types");
      }
      if (!isStatic) {
        checkOverride(nameId, returnSyntax, name, descriptor, returns);
      }
      List<Params.Param> finalParams = required;
      String declaredReturn = returnText;
      boolean staticMethod = isStatic;
      List<Syntax> finalBody = methodBody;
      int slot = isAbstract ? -1 : slot(() -> lambda(member, name, !staticMethod, finalParams, finalBody,
          declaredReturn == null || declaredReturn.equals("void") ? null : declaredReturn));
      methods.add(new ClassSpec.MethodSpec(name, List.copyOf(parameters), returns, isStatic, isPrivate, slot,
          member.start(), memberAnnotations, restParam != null));
      methodIds.add(new MethodSyntax(nameId, isStatic));
    }

    private static boolean isAbstractBody(List<Syntax> body) {
      return body.size() == 1 && Params.isMarker(body.get(0), "abstract");
    }

    /**
     * The supertype method of {@code name} with as many parameters as {@code declared} whose types
     * agree with the declared ones, preferring an abstract one; null when none.
     */
    private Method inherited(String name, String[] declared) {
      Method best = null;
      for (Method m : supertypeMethods()) {
        if (!m.getName().equals(name) || m.getParameterCount() != declared.length
            || Modifier.isStatic(m.getModifiers()) || Modifier.isPrivate(m.getModifiers())) {
          continue;
        }
        boolean agrees = true;
        for (int p = 0; p < declared.length; p++) {
          agrees &= declared[p] == null || declared[p].equals(descriptorOf(m.getParameterTypes()[p]));
        }
        if (agrees
            && (best == null || Modifier.isAbstract(m.getModifiers()) && !Modifier.isAbstract(best.getModifiers()))) {
          best = m;
        }
      }
      return best;
    }

    /** An override must keep the return type (or narrow a reference one) and not override a final method. */
    private void checkOverride(Syntax.Id nameId, Syntax returnSyntax, String name, String parameters, String returns) {
      for (Method m : supertypeMethods()) {
        if (!m.getName().equals(name) || Modifier.isStatic(m.getModifiers()) || Modifier.isPrivate(m.getModifiers())
            || !parameters.equals(parametersOf(m))) {
          continue;
        }
        if (Modifier.isFinal(m.getModifiers())) {
          throw new ExpandError("expand.class-override", nameId, formName + ": cannot override final method "
              + m.getDeclaringClass().getName() + "." + name);
        }
        String inheritedReturn = descriptorOf(m.getReturnType());
        if (!inheritedReturn.equals(returns) && !narrows(returns, m.getReturnType())) {
          throw new ExpandError("expand.class-return", returnSyntax != null ? returnSyntax : nameId,
              formName + ": " + name + " overrides " + m.getDeclaringClass().getName() + "." + name
                  + " and must return " + m.getReturnType().getTypeName() + ", got " + typeName(returns));
        }
        if (!Modifier.isAbstract(m.getModifiers()) && !m.getDeclaringClass().isInterface()
            && bridgeNames.add(name)) {
          bridges.add(new ClassSpec.SuperBridge(superClass.getName(), false, name, parameters + inheritedReturn));
        }
      }
    }

    /** True when a method returning {@code returns} may override one returning reference type {@code inherited}. */
    private boolean narrows(String returns, Class<?> inherited) {
      if (inherited.isPrimitive() || !(returns.startsWith("L") || returns.startsWith("["))) {
        return false;
      }
      Class<?> declared = classOf(returns);
      return declared != null && inherited.isAssignableFrom(declared);
    }

    /** Warns about an abstract method of a supertype the class leaves without a body. */
    void checkAbstractMethods(Syntax.Id nameId, ClassSpec spec) {
      Set<String> implemented = new HashSet<>();
      for (ClassSpec.MethodSpec m : spec.methods()) {
        implemented.add(m.name() + "(" + String.join("", m.parameters()) + ")");
      }
      Set<String> reported = new LinkedHashSet<>();
      for (Method m : supertypeMethods()) {
        if (Modifier.isAbstract(m.getModifiers()) && !implementedByObject(m)
            && !implemented.contains(m.getName() + parametersOf(m)) && !hasConcrete(m)) {
          reported.add(m.getDeclaringClass().getName() + "." + m.getName());
        }
      }
      for (String missing : reported) {
        x.warning(nameId, "expand.class-abstract", formName + ": " + className + " does not implement " + missing);
      }
    }

    private boolean hasConcrete(Method abstractMethod) {
      return kopi.expand.ModuleSupertypes.hasConcrete(abstractMethod, superClass, interfaces);
    }

    private boolean implementedByObject(Method m) {
      try {
        Object.class.getMethod(m.getName(), m.getParameterTypes());
        return true;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }

    /** The public methods the class inherits: its superclass's, and its interfaces' instance methods. */
    private List<Method> inheritedMethods() {
      List<Method> out = new ArrayList<>(List.of(superClass.getMethods()));
      for (Class<?> type : interfaces) {
        for (Method m : type.getMethods()) {
          if (!Modifier.isStatic(m.getModifiers())) {
            out.add(m);
          }
        }
      }
      return out;
    }

    private List<Method> supertypeMethods() {
      return kopi.expand.ModuleSupertypes.supertypeMethods(superClass, interfaces);
    }

    // ---------------------------------------------------------------------------- constructors

    private void constructor(Syntax.Id nameId, Syntax.SList header, List<Syntax> body, Syntax.SList member) {
      if (kind == ClassSpec.Kind.INTERFACE) {
        throw new ExpandError("expand.class-interface", nameId, formName + ": an interface has no constructors");
      }
      if (kind == ClassSpec.Kind.ENUM || kind == ClassSpec.Kind.OBJECT) {
        throw new ExpandError("expand.unsupported", header, formName + ": *init* in an " + (kind == ClassSpec.Kind.ENUM
            ? "enum" : "anonymous class") + " is not supported yet");
      }
      Params params = Params.parse(new Syntax.SList(header.from(1), header.tail(), header.start(), header.end()),
          formName);
      if (!params.isPositional() || params.rest() != null) {
        throw new ExpandError("expand.unsupported", header, formName + ": optional, key and rest parameters of *init*"
            + " are not supported yet");
      }
      List<String> parameters = new ArrayList<>();
      for (Params.Param param : params.required()) {
        parameters.add(param.type() == null ? "Ljava/lang/Object;"
            : descriptor(param.type(), typeSyntax(header, param.id()), false));
      }
      if (!signatures.add("*init*(" + String.join("", parameters) + ")")) {
        throw new ExpandError("expand.duplicate-definition", nameId, formName + ": duplicate *init* with the same"
            + " parameter types");
      }
      List<Syntax> rest = body;
      int superSlot = -1;
      String superDescriptor = "()V";
      if (!body.isEmpty() && body.get(0) instanceof Syntax.SList first && first.size() >= 4
          && x.headBinding(first) instanceof Binding.Form f && f.form() instanceof InvokeSpecialForm
          && "*init*".equals(InvokeSpecialForm.quotedName(first.get(3)))) {
        List<Syntax> superArguments = first.from(4);
        List<Class<?>> argumentTypes = new ArrayList<>();
        for (Syntax argument : superArguments) {
          argumentTypes.add(staticType(argument, params.required(), parameters));
        }
        Constructor<?> chosen = superConstructor(argumentTypes, first);
        superDescriptor = descriptorOf(chosen);
        List<Params.Param> required = params.required();
        superSlot = slot(() -> superArgumentsLambda(first, required, superArguments));
        rest = body.subList(1, body.size());
      } else {
        superConstructor(List.of(), nameId);
      }
      List<Syntax> finalRest = rest;
      List<Params.Param> required = params.required();
      int bodySlot = rest.isEmpty() ? -1
          : slot(() -> lambda(member, "*init*", true, required, finalRest, null));
      constructors.add(new ClassSpec.ConstructorSpec(List.copyOf(parameters), superSlot, superDescriptor, bodySlot,
          member.start()));
    }

    /**
     * The constructor of the superclass taking arguments of {@code argumentTypes} (an unknown type is
     * null), or an error on {@code at}: of those taking as many arguments, the one whose parameters
     * accept the known types, or the most specific of several, as javac chooses.
     */
    private Constructor<?> superConstructor(List<Class<?>> argumentTypes, Syntax at) {
      int count = argumentTypes.size();
      List<Constructor<?>> fits = new ArrayList<>();
      for (Constructor<?> c : superClass.getDeclaredConstructors()) {
        int modifiers = c.getModifiers();
        if ((Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers)) && c.getParameterCount() == count) {
          fits.add(c);
        }
      }
      if (fits.size() == 1) {
        return fits.get(0);
      }
      List<Constructor<?>> accepting = new ArrayList<>();
      for (Constructor<?> c : fits) {
        if (accepts(c.getParameterTypes(), argumentTypes)) {
          accepting.add(c);
        }
      }
      for (Constructor<?> c : accepting) {
        boolean mostSpecific = true;
        for (Constructor<?> other : accepting) {
          mostSpecific &= other == c || accepts(other.getParameterTypes(), List.of(c.getParameterTypes()));
        }
        if (mostSpecific) {
          return c;
        }
      }
      if (fits.isEmpty()) {
        throw new ExpandError("expand.class-constructor", at, formName + ": superclass " + superClass.getName()
            + " has no constructor taking " + count + (count == 1 ? " argument" : " arguments")
            + (count == 0 ? "; call one with (invoke-special Super (this) '*init* ...) in *init*" : ""));
      }
      throw new ExpandError("expand.class-constructor", at, formName + ": superclass " + superClass.getName()
          + " has several constructors taking " + count + (count == 1 ? " argument" : " arguments")
          + " that accept these; declare the types of the arguments (x ::String) to choose one");
    }

    private Core superArgumentsLambda(Syntax.SList call, List<Params.Param> params, List<Syntax> arguments) {
      int scope = x.freshScope();
      List<Local> locals = new ArrayList<>();
      for (Params.Param p : params) {
        locals.add(x.bindLocal((Syntax.Id) p.id().addScope(scope), p.type()));
      }
      List<Core> values = new ArrayList<>();
      for (Syntax argument : arguments) {
        values.add(x.expr(argument.addScope(scope)));
      }
      Core list = new Core.Call(call.start(), call.end(), x.builtin(Hooks.LIST, call), values);
      return new Core.Lambda(call.start(), call.end(), className + ".*init*$super", locals, List.of(), null, list);
    }

    // ---------------------------------------------------------------------------- Scheme code

    private int slot(Supplier<Core> producer) {
      slots.add(producer);
      return slots.size() - 1;
    }

    /**
     * The procedure behind a member: {@code (lambda (this arg ...) body ...)}, with {@code (this)}
     * and the field names bound around the body (only the static fields in a static method).
     */
    private Core.Lambda lambda(Syntax whole, String name, boolean withThis, List<Params.Param> params,
        List<Syntax> body, String returnType) {
      int fieldScope = x.freshScope();
      int parameterScope = x.freshScope();
      List<Local> required = new ArrayList<>();
      Local self = null;
      if (withThis) {
        self = new Local("this", whole.start(), whole.end(), null);
        x.declareReceiver(self, className);
        required.add(self);
        Syntax.Id thisId = new Syntax.Id("this", scopesOf(whole), whole.start(), whole.start());
        x.table().bind((Syntax.Id) thisId.addScope(fieldScope),
            new Binding.Form("this", new ThisForm(new ThisForm.Method(self, className, superClass.getName(),
                Set.copyOf(bridgeNames)))));
      }
      for (FieldSyntax field : fieldIds) {
        if (field.isStatic() || withThis) {
          x.table().bind((Syntax.Id) field.id().addScope(fieldScope),
              new Binding.Field(field.isStatic() ? null : self, className, field.id().name()));
        }
      }
      Set<String> fieldNames = new HashSet<>();
      fieldIds.forEach(f -> fieldNames.add(f.id().name()));
      Set<String> boundMethods = new HashSet<>();
      for (MethodSyntax method : methodIds) {
        if ((method.isStatic() || withThis) && !fieldNames.contains(method.id().name())
            && boundMethods.add(method.id().name())) {
          x.table().bind((Syntax.Id) method.id().addScope(fieldScope), new Binding.Form(method.id().name(),
              new MethodCallForm(method.isStatic() ? null : self, className, method.id().name())));
        }
      }
      // The supertypes' public methods too, as in Kawa: (size) in a subclass of ArrayList is
      // ((this):size), shadowing any outer binding of the name.
      for (Method inherited : inheritedMethods()) {
        String methodName = inherited.getName();
        boolean isStatic = Modifier.isStatic(inherited.getModifiers());
        if ((isStatic || withThis) && !fieldNames.contains(methodName) && boundMethods.add(methodName)) {
          Syntax.Id id = new Syntax.Id(methodName, scopesOf(whole), whole.start(), whole.start());
          x.table().bind((Syntax.Id) id.addScope(fieldScope), new Binding.Form(methodName, new MethodCallForm(
              isStatic ? null : self, isStatic ? inherited.getDeclaringClass().getName() : className, methodName)));
        }
      }
      for (Params.Param p : params) {
        required.add(x.bindLocal((Syntax.Id) p.id().addScope(fieldScope).addScope(parameterScope), p.type()));
      }
      List<Syntax> scoped = new ArrayList<>();
      for (Syntax form : body) {
        scoped.add(form.addScope(fieldScope).addScope(parameterScope));
      }
      Core expanded = x.body(scoped, whole, formName);
      Core.Lambda lambda = new Core.Lambda(whole.start(), whole.end(), className + "." + name, required, List.of(),
          null, expanded);
      if (returnType != null) {
        x.declareReturnType(lambda, returnType);
      }
      return lambda;
    }

    private kopi.expand.ScopeSet scopesOf(Syntax s) {
      if (s instanceof Syntax.Id id) {
        return id.scopes();
      }
      if (s instanceof Syntax.SList list && list.size() > 0) {
        return scopesOf(list.get(0));
      }
      return kopi.expand.ScopeSet.of(x.moduleScope());
    }

    // ---------------------------------------------------------------------------- types

    /** The JVM descriptor of a type specifier; {@code void} only where {@code allowVoid}. */
    private String descriptor(String text, Syntax at, boolean allowVoid) {
      if (text == null) {
        return "Ljava/lang/Object;";
      }
      switch (text) {
        case "int":
          return "I";
        case "long":
          return "J";
        case "short":
          return "S";
        case "byte":
          return "B";
        case "float":
          return "F";
        case "double":
          return "D";
        case "boolean":
          return "Z";
        case "char":
          return "C";
        case "void":
          if (allowVoid) {
            return "V";
          }
          throw new ExpandError("expand.class-type", at, formName + ": void is only a return type");
        case "integer", "number", "real", "rational", "string", "symbol", "list", "pair", "vector", "bytevector",
            "procedure", "character", "object", "Object":
          return "Ljava/lang/Object;";
        default:
          break;
      }
      int bracket = text.indexOf('[');
      if (bracket > 0 && !text.endsWith("[]")) {
        return "Ljava/lang/Object;";
      }
      if (text.endsWith("[]")) {
        return "[" + descriptor(text.substring(0, text.length() - 2), at, false);
      }
      if (text.equals(nameId.name())) {
        return "L" + className.replace('.', '/') + ";";
      }
      Class<?> type = at instanceof Syntax.Id id
          ? Interop.resolveClass(new Syntax.Id(text, id.scopes(), id.start(), id.end()), x)
          : x.findClass(text);
      if (type == null) {
        throw new ExpandError("expand.java-class", at, formName + ": unknown type " + text);
      }
      return descriptorOf(type);
    }

    private Class<?> classOf(String descriptor) {
      if (descriptor.startsWith("[")) {
        return null;
      }
      String name = descriptor.substring(1, descriptor.length() - 1).replace('/', '.');
      return x.findClass(name);
    }
  }

  // ------------------------------------------------------------------------------ helpers

  /** Names become JVM names as written, so the characters the JVM forbids in them are an error. */
  private void checkJvmName(Syntax.Id id, String forbidden, String what, Expansion x) {
    for (char c : id.name().toCharArray()) {
      if (forbidden.indexOf(c) >= 0) {
        throw new ExpandError("expand.class-name", id, formName + ": expected a " + what
            + " name the JVM accepts, got " + id.name() + " (it contains " + c + ")");
      }
    }
  }

  /** The type after {@code id ::} in a parameter list (flat or grouped), or {@code id} itself. */
  private static Syntax typeSyntax(Syntax.SList header, Syntax.Id id) {
    List<Syntax> elements = header.elements();
    for (int i = 0; i < elements.size(); i++) {
      Syntax e = elements.get(i);
      if (e == id && Params.isTypeMarker(elements, i + 1) && i + 2 < elements.size()) {
        return elements.get(i + 2);
      }
      if (e instanceof Syntax.SList group && group.size() >= 3 && group.get(0) == id
          && Params.isTypeMarker(group.elements(), 1)) {
        return group.get(2);
      }
    }
    return id;
  }

  private static String keyword(Syntax s) {
    return s instanceof Syntax.Atom atom && atom.value() instanceof Syntax.Keyword k ? k.name() : null;
  }

  /** {@code 'name}, {@code name} or {@code "name"} as a string, or null. */
  private static String symbol(Syntax s) {
    if (s instanceof Syntax.Id id) {
      return id.name();
    }
    return InvokeSpecialForm.quotedName(s);
  }

  /**
   * The Java type of a superclass constructor's argument as written: a literal's, or a typed
   * parameter's of the constructor ({@code descriptors} are those of {@code parameters}); null
   * when it is not known before run time.
   */
  private static Class<?> staticType(Syntax argument, List<Params.Param> parameters, List<String> descriptors) {
    if (argument instanceof Syntax.Atom atom) {
      Object value = atom.value();
      if (value instanceof String || value instanceof kopi.runtime.MString) {
        return String.class;
      }
      if (value instanceof kopi.syntax.NumberLiteral.Exact) {
        return long.class;
      }
      if (value instanceof kopi.syntax.NumberLiteral.Inexact) {
        return double.class;
      }
      if (value instanceof Boolean) {
        return boolean.class;
      }
      return null;
    }
    if (argument instanceof Syntax.Id id) {
      for (int i = 0; i < parameters.size(); i++) {
        Params.Param param = parameters.get(i);
        if (param.id().name().equals(id.name()) && param.type() != null) {
          return classOf(descriptors.get(i));
        }
      }
    }
    return null;
  }

  /** The class a field or parameter descriptor names, or null when it cannot be loaded here. */
  private static Class<?> classOf(String descriptor) {
    return switch (descriptor) {
      case "I" -> int.class;
      case "J" -> long.class;
      case "S" -> short.class;
      case "B" -> byte.class;
      case "F" -> float.class;
      case "D" -> double.class;
      case "Z" -> boolean.class;
      case "C" -> char.class;
      default -> kopi.runtime.JavaInterop.findClass(typeName(descriptor));
    };
  }

  /** True when each of {@code arguments} (null: unknown) may be passed to the parameter of its place. */
  private static boolean accepts(Class<?>[] parameters, List<Class<?>> arguments) {
    for (int i = 0; i < parameters.length; i++) {
      Class<?> parameter = parameters[i];
      Class<?> argument = arguments.get(i);
      if (argument == null || parameter == argument) {
        continue;
      }
      boolean numeric = argument.isPrimitive() && argument != boolean.class && argument != char.class;
      boolean fits = parameter.isPrimitive()
          ? numeric && parameter != boolean.class && parameter != char.class
          : numeric ? parameter.isAssignableFrom(Number.class) || Number.class.isAssignableFrom(parameter)
          : parameter.isAssignableFrom(java.lang.invoke.MethodType.methodType(argument).wrap().returnType());
      if (!fits) {
        return false;
      }
    }
    return true;
  }

  static String descriptorOf(Class<?> type) {
    if (type.isPrimitive()) {
      return switch (type.getName()) {
        case "int" -> "I";
        case "long" -> "J";
        case "short" -> "S";
        case "byte" -> "B";
        case "float" -> "F";
        case "double" -> "D";
        case "boolean" -> "Z";
        case "char" -> "C";
        default -> "V";
      };
    }
    if (type.isArray()) {
      return type.getName().replace('.', '/');
    }
    return "L" + type.getName().replace('.', '/') + ";";
  }

  private static String descriptorOf(Constructor<?> constructor) {
    StringBuilder out = new StringBuilder("(");
    for (Class<?> p : constructor.getParameterTypes()) {
      out.append(descriptorOf(p));
    }
    return out.append(")V").toString();
  }

  private static String parametersOf(Method m) {
    StringBuilder out = new StringBuilder("(");
    for (Class<?> p : m.getParameterTypes()) {
      out.append(descriptorOf(p));
    }
    return out.append(")").toString();
  }

  private static String typeName(String descriptor) {
    return switch (descriptor) {
      case "I" -> "int";
      case "J" -> "long";
      case "S" -> "short";
      case "B" -> "byte";
      case "F" -> "float";
      case "D" -> "double";
      case "Z" -> "boolean";
      case "C" -> "char";
      case "V" -> "void";
      default -> descriptor.startsWith("L") ? descriptor.substring(1, descriptor.length() - 1).replace('/', '.')
          : descriptor.replace('/', '.');
    };
  }
}
