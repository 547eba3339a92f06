package kopi.expand;

import java.util.List;

/**
 * The shape of a class that {@code define-simple-class} or {@code define-class} defines: everything
 * the JVM class needs, with no Scheme code in it. Names are binary names ({@code java.util.Comparator}),
 * types are JVM descriptors ({@code I}, {@code Ljava/lang/String;}). The Scheme parts (method bodies,
 * field initialisers, constructor bodies) are the {@code implementations} of the
 * {@link Core.DefineClass} node that carries this spec; each member refers to its implementation by
 * slot number. The generated class calls the procedure in a slot, so a body is ordinary Scheme code
 * that closes over whatever is in scope where the class is defined.
 *
 * @param name        the binary name of the class
 * @param superName   the binary name of the superclass ({@code java.lang.Object} when none is given)
 * @param interfaces  binary names of the interfaces it implements (or extends, for an interface)
 * @param kind        a concrete class, an abstract class or an interface
 * @param fields      fields, in declaration order
 * @param methods     methods, in declaration order; two may share a name with different parameters
 * @param constructors constructors; empty means one without parameters that calls the superclass's
 * @param superBridges methods of a supertype that a method here overrides, reachable from the body
 *                    through {@code (invoke-special Super (this) 'name ...)}
 * @param slotCount   how many implementation slots the members use
 * @param enumConstants the constants of a {@code define-enum}, in order (empty for other kinds)
 * @param annotations the class's JVM annotations ({@code (@java.lang.Deprecated)} among its options)
 */
public record ClassSpec(String name, String superName, List<String> interfaces, Kind kind,
    List<FieldSpec> fields, List<MethodSpec> methods, List<ConstructorSpec> constructors,
    List<SuperBridge> superBridges, int slotCount, List<String> enumConstants, List<Annotation> annotations) {

  public ClassSpec(String name, String superName, List<String> interfaces, Kind kind,
      List<FieldSpec> fields, List<MethodSpec> methods, List<ConstructorSpec> constructors,
      List<SuperBridge> superBridges, int slotCount, List<String> enumConstants) {
    this(name, superName, interfaces, kind, fields, methods, constructors, superBridges, slotCount, enumConstants,
        List.of());
  }

  /**
   * A JVM annotation of a class, field or method, as Kawa writes it: {@code (@Type value)} or
   * {@code (@Type name: value ...)}. {@code visible} for a {@code RUNTIME} retention (reflection sees
   * it), else {@code CLASS} (in the class file only); {@code SOURCE} annotations are not kept.
   * Each element's value is a boxed primitive of the element's type, a {@code String}, a
   * {@link ClassValue}, an {@link EnumValue}, a nested {@code Annotation} or a {@code List} of these.
   */
  public record Annotation(String descriptor, boolean visible, List<Element> elements) {}

  /** One {@code name = value} element of an {@link Annotation}. */
  public record Element(String name, Object value) {}

  /** A class literal element value, by descriptor. */
  public record ClassValue(String descriptor) {}

  /** An enum constant element value. */
  public record EnumValue(String descriptor, String name) {}

  /**
   * What {@code abstract: #t} and {@code interface: #t} make of the definition; {@code define-enum}
   * makes a final subclass of {@code java.lang.Enum} whose constants are created when the class is
   * initialised. {@code object} makes an anonymous concrete class whose implementations belong to
   * each instance (they close over the variables where the {@code object} expression is), so its
   * constructor takes them.
   */
  public enum Kind {
    CLASS, ABSTRACT_CLASS, INTERFACE, ENUM, OBJECT
  }

  /** How a field gets its first value. */
  public enum Init {
    /** The JVM default (0, false or null). */
    NONE,
    /** {@code init:} / {@code init-form:} on an instance field: the slot holds {@code (lambda (this) expr)}, run per instance. */
    PER_INSTANCE,
    /** {@code init-value:}, or any initialiser of a static field: the slot holds the value, computed once. */
    ONCE
  }

  /**
   * A field; {@code slot} is meaningful unless {@code init} is {@link Init#NONE}. {@code start}, here
   * and in the other members, is the source offset of the member (-1 when unknown), for line numbers.
   */
  public record FieldSpec(String name, String descriptor, boolean isStatic, boolean isPrivate, Init init, int slot,
      int start, List<Annotation> annotations) {

    public FieldSpec(String name, String descriptor, boolean isStatic, boolean isPrivate, Init init, int slot,
        int start) {
      this(name, descriptor, isStatic, isPrivate, init, slot, start, List.of());
    }
  }

  /**
   * A method; its slot holds a procedure taking the receiver (unless static) and then the
   * arguments, converted to Scheme values. An abstract method ({@code #!abstract} body) has slot -1.
   * A varargs method (a rest parameter) takes its last arguments as an {@code Object[]}.
   */
  public record MethodSpec(String name, List<String> parameters, String returnDescriptor, boolean isStatic,
      boolean isPrivate, int slot, int start, List<Annotation> annotations, boolean isVarargs) {

    public MethodSpec(String name, List<String> parameters, String returnDescriptor, boolean isStatic,
        boolean isPrivate, int slot, int start) {
      this(name, parameters, returnDescriptor, isStatic, isPrivate, slot, start, List.of(), false);
    }

    public boolean isAbstract() {
      return slot < 0;
    }

    public String descriptor() {
      return "(" + String.join("", parameters) + ")" + returnDescriptor;
    }
  }

  /**
   * A constructor ({@code *init*}). When {@code superArgumentsSlot} is not -1 the slot holds a
   * procedure of the constructor's arguments returning the list of superclass constructor
   * arguments, for the superclass constructor with descriptor {@code superDescriptor}; otherwise
   * the superclass constructor without arguments runs. {@code bodySlot} (-1 for none) holds the
   * procedure that runs after the fields are initialised, with the new object and the arguments.
   */
  public record ConstructorSpec(List<String> parameters, int superArgumentsSlot, String superDescriptor,
      int bodySlot, int start) {

    public String descriptor() {
      return "(" + String.join("", parameters) + ")V";
    }
  }

  /** {@code super$NAME} calls the supertype's {@code NAME} with {@code descriptor} non-virtually. */
  public record SuperBridge(String owner, boolean ownerIsInterface, String name, String descriptor) {

    public String bridgeName() {
      return "super$" + name;
    }
  }
}
