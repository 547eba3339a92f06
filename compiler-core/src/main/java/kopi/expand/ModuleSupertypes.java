package kopi.expand;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java supertypes of a module's class, from Kawa's {@code (module-extends Class)} and
 * {@code (module-implements Interface ...)}: the module class extends and implements them, has a
 * public constructor without arguments (which runs the module's body once, if it has not run), and
 * for each method of the supertypes that a top-level procedure of the module implements (same name,
 * an arity that accepts the method's parameters) an instance method that calls the procedure with
 * the arguments as Scheme values and converts its result to the method's return type. So an
 * instance is a {@code Runnable}, a {@code Thread}..., from Java and from Scheme. The module's
 * variables stay the module's (shared by every instance), where Kawa gives each instance its own.
 *
 * <p>Checked once the module is expanded ({@link #finish}): an abstract method that no definition
 * implements is an error at the supertype's name, and a definition of such a method's name whose
 * arity does not accept its parameters is an error at the definition. The class is also loaded as a
 * shape ({@link ClassShapes}) so that a module requiring this one can write {@code (name)} and
 * {@code (obj:run)}. Code evaluated in a session has no module class: there the forms are checked
 * and have no other effect.
 *
 * @param superName  binary name of the superclass ({@code java.lang.Object} when only interfaces)
 * @param interfaces binary names of the interfaces
 * @param bridges    the instance methods that call the module's procedures
 */
public record ModuleSupertypes(String superName, List<String> interfaces, List<Bridge> bridges) {

  /**
   * An instance method of the module class: {@code name} with JVM parameter and return descriptors,
   * calling the procedure in module variable {@code variable}.
   */
  public record Bridge(String name, List<String> parameters, String returnDescriptor, String variable) {
    public String descriptor() {
      return "(" + String.join("", parameters) + ")" + returnDescriptor;
    }
  }

  /**
   * Checks the methods of the module's declared supertypes against its top-level definitions in
   * {@code body}, and records the result for the code generator ({@link DeclaredTypes#moduleSupertypes}).
   */
  static void finish(Expansion x, List<Core> body) {
    KawaModule module = x.kawaModule();
    if (module.superClass() == null && module.interfaces().isEmpty()) {
      return;
    }
    Map<String, Core> definitions = new LinkedHashMap<>();
    for (Core form : body) {
      if (form instanceof Core.GlobalDefine define && define.global().owner().equals(x.owner())) {
        definitions.put(define.global().name(), define);
      }
    }
    Class<?> superClass = module.superClass() == null ? Object.class : module.superClass();
    List<Bridge> bridges = new ArrayList<>();
    Map<String, Method> seen = new LinkedHashMap<>();
    for (Method m : supertypeMethods(superClass, module.interfaces())) {
      int modifiers = m.getModifiers();
      String key = m.getName() + parameters(m);
      if (Modifier.isStatic(modifiers) || Modifier.isPrivate(modifiers) || seen.containsKey(key)) {
        continue;
      }
      seen.put(key, m);
      Core.GlobalDefine define = (Core.GlobalDefine) definitions.get(m.getName());
      boolean mustImplement = Modifier.isAbstract(modifiers) && !hasConcrete(m, superClass, module.interfaces());
      if (define != null && !Modifier.isFinal(modifiers) && accepts(define.value(), m.getParameterCount())) {
        List<String> parameters = new ArrayList<>();
        for (Class<?> p : m.getParameterTypes()) {
          parameters.add(p.descriptorString());
        }
        bridges.add(new Bridge(m.getName(), parameters, m.getReturnType().descriptorString(), m.getName()));
      } else if (mustImplement && define != null) {
        x.report(new ExpandError("expand.module-supertype", define.start(), define.end(),
            m.getName() + ": " + shown(m) + " takes " + count(m.getParameterCount())
                + ", which this definition does not accept"));
      } else if (mustImplement) {
        Syntax at = module.superAt();
        int index = module.interfaces().indexOf(m.getDeclaringClass());
        if (index >= 0) {
          at = module.interfaceAts().get(index);
        } else if (m.getDeclaringClass().isInterface()) {
          for (int i = 0; i < module.interfaces().size(); i++) {
            if (m.getDeclaringClass().isAssignableFrom(module.interfaces().get(i))) {
              at = module.interfaceAts().get(i);
              break;
            }
          }
        }
        String form = m.getDeclaringClass().isInterface() && at != module.superAt() ? "module-implements"
            : "module-extends";
        x.report(new ExpandError("expand.module-supertype", at == null ? module.interfaceAts().get(0) : at,
            form + ": the module does not define " + m.getName() + ", which " + shown(m) + " needs (define ("
                + m.getName()
                + (m.getParameterCount() == 0 ? "" : " ...") + ") ...)"));
      }
    }
    if (x.mode() == Expansion.Mode.SESSION) {
      return;
    }
    List<String> interfaceNames = module.interfaces().stream().map(Class::getName).toList();
    ModuleSupertypes supertypes = new ModuleSupertypes(superClass.getName(), interfaceNames, List.copyOf(bridges));
    x.types().declareModuleSupertypes(x.owner(), supertypes);
    if (x.classShapes().find(x.owner()) == null) {
      x.classShapes().define(x.owner(), supertypes.shape(x.owner()));
    }
  }

  /** The class as the expander sees it: the supertypes, the no-argument constructor and the bridges. */
  ClassSpec shape(String className) {
    List<ClassSpec.MethodSpec> methods = new ArrayList<>();
    for (int i = 0; i < bridges.size(); i++) {
      Bridge b = bridges.get(i);
      methods.add(new ClassSpec.MethodSpec(b.name(), b.parameters(), b.returnDescriptor(), false, false, i, -1));
    }
    return new ClassSpec(className, superName, interfaces, ClassSpec.Kind.CLASS, List.of(), methods, List.of(),
        List.of(), methods.size(), List.of());
  }

  /** Whether a procedure defined as {@code value} can take {@code count} arguments (unknown: yes). */
  private static boolean accepts(Core value, int count) {
    if (value instanceof Core.Lambda lambda) {
      int required = lambda.required().size();
      return count >= required && (lambda.rest() != null || count <= required + lambda.optionals().size());
    }
    if (value instanceof Core.CaseLambda cases) {
      return cases.clauses().stream().anyMatch(clause -> accepts(clause, count));
    }
    return !(value instanceof Core.Const);
  }

  private static String shown(Method m) {
    StringBuilder out = new StringBuilder(m.getDeclaringClass().getName()).append('.').append(m.getName()).append('(');
    Class<?>[] types = m.getParameterTypes();
    for (int i = 0; i < types.length; i++) {
      out.append(i == 0 ? "" : ", ").append(types[i].getTypeName());
    }
    return out.append(')').toString();
  }

  private static String count(int n) {
    return n + (n == 1 ? " argument" : " arguments");
  }

  private static String parameters(Method m) {
    StringBuilder out = new StringBuilder("(");
    for (Class<?> p : m.getParameterTypes()) {
      out.append(p.descriptorString());
    }
    return out.append(')').toString();
  }

  /** Whether a concrete method of the supertypes implements abstract {@code m} (also for define-simple-class). */
  public static boolean hasConcrete(Method m, Class<?> superClass, List<Class<?>> interfaces) {
    for (Method other : supertypeMethods(superClass, interfaces)) {
      if (!Modifier.isAbstract(other.getModifiers()) && other.getName().equals(m.getName())
          && parameters(other).equals(parameters(m))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Public methods of the supertypes, plus the protected ones of the superclass chain: what a
   * module class or a {@code define-simple-class} may override.
   */
  public static List<Method> supertypeMethods(Class<?> superClass, List<Class<?>> interfaces) {
    List<Method> out = new ArrayList<>(List.of(superClass.getMethods()));
    for (Class<?> c = superClass; c != null; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        if (Modifier.isProtected(m.getModifiers())) {
          out.add(m);
        }
      }
    }
    for (Class<?> i : interfaces) {
      out.addAll(List.of(i.getMethods()));
    }
    return out;
  }
}
