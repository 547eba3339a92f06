/**
 * One class per special form, registered in {@link kopi.expand.forms.Forms}, whose
 * {@code LIBRARY} is the {@link kopi.expand.FormLibrary} every {@link kopi.expand.Expander} is given.
 * A form either builds {@link kopi.expand.Core} directly from its expanded parts (most forms:
 * {@code if}, {@code let}, {@code cond}, {@code do}, ...) or, when it only introduces definitions
 * ({@code define-record-type}), writes new syntax with core-scoped identifiers and hands it back to
 * the definition context. Forms that may appear where definitions may implement
 * {@link kopi.expand.DefinitionForm}. The runtime builtins the output calls are listed in
 * {@code Hooks}.
 *
 * <p><b>Kawa modules.</b> {@code module-name}, {@code module-export}/{@code export},
 * {@code module-static}, {@code module-compile-options}, {@code module-extends},
 * {@code module-implements}, {@code provide} and {@code require} are top-level declarations that
 * produce no code;
 * they record what they declare in the expansion's {@link kopi.expand.KawaModule}, which decides
 * what a module that is {@code require}d exports and (through {@link kopi.expand.ModuleSupertypes},
 * once the module is expanded) the supertypes and bridge methods of the module's class. {@code LoadForm} is not in the table: the top
 * level asks it (through {@link kopi.expand.FormLibrary#topLevelLoad}) whether a form is a {@code (load "file")} of the
 * builtin {@code load}, which it expands in place.
 *
 * <p><b>Classes</b> ({@code DefineClassForm}). {@code define-simple-class} and
 * {@code define-class} make a real JVM class whose members run Scheme code:
 * <ul>
 *   <li>The first pass (definition head) resolves every type to a JVM descriptor and builds a
 *       {@link kopi.expand.ClassSpec}; untyped method parameters and results take the types of the
 *       supertype method of the same name and arity they override, so {@code ((compare a b) ...)}
 *       implements {@code Comparator.compare(Object, Object)int} and {@code ((actionPerformed e) ...)}
 *       gets an {@code ActionEvent}. The spec's class file is loaded at once into
 *       {@link kopi.expand.ClassShapes}, a throwaway loader, so every later use goes through the
 *       ordinary reflective interop checks ({@code (Name args)}, {@code Name:member},
 *       {@code instance?}, a later class extending it). The name is bound as a class
 *       ({@code Binding.JavaClass}) to its binary name, which is the name as written (Kawa does the
 *       same). A JVM loader cannot define a name twice: defining a class twice in a program is an
 *       error, and a session that defines one again gives the new class the next free binary name
 *       ({@code Point$2}), binding the name as written to it, while older objects keep their class.</li>
 *   <li>The second pass expands each member's Scheme code to a procedure: a method becomes
 *       {@code (lambda (this arg ...) body)} with {@code (this)} ({@code ThisForm}), the field
 *       names ({@code Binding.Field}: reads and {@code set!} go to the object through the interop
 *       builtins) and the class's other methods ({@code MethodCallForm}) bound around the body;
 *       {@code this} is declared the receiver of the class ({@code DeclaredTypes.receiverClass}),
 *       so the code generator reaches those fields and methods directly.
 *       These procedures are the implementations of one {@link kopi.expand.Core.DefineClass}
 *       node; running it hands them to the class, so a body closes over module variables and over
 *       the locals of a procedure that defines a class inside it.</li>
 *   <li>Static checks at expansion: unknown supertype or type, a final superclass, more than one
 *       superclass, an override of a final method, an override whose return type differs (the
 *       error is on the return type), a superclass without a matching constructor; a warning for
 *       an abstract method left without a body. A method that overrides nothing is a new method.
 *       Declared return types also go through the ordinary return-type check of analysis.</li>
 *   <li>{@code *init*} constructors: when the body starts with
 *       {@code (invoke-special Super (this) '*init* e ...)}, the arguments become a procedure of the
 *       constructor's parameters (it cannot see {@code this}, which does not exist yet on the JVM)
 *       whose result list feeds the superclass constructor of that arity. Elsewhere,
 *       {@code (invoke-special Super (this) 'm ...)} calls the superclass's {@code m} through a
 *       {@code super$m} bridge the class has for each method it overrides.</li>
 * </ul>
 * Class options {@code interface: #t} (a Java interface; every method's body is {@code #!abstract},
 * no fields or constructors) and {@code abstract: #t} (an abstract class, which may have
 * {@code #!abstract} methods) are supported. Differences from Kawa, on purpose or not yet:
 * {@code define-class} makes one class, not an interface plus an implementation;
 * {@code access: 'private} is recorded but fields stay public in the class file (Scheme reaches
 * fields reflectively); other class options, optional and rest method parameters, and choosing
 * among several superclass constructors of the same arity are not supported and say so;
 * {@code (this):field} written with the colon after a parenthesised expression is not read as a
 * field access outside a call's head (use the plain field name, or {@code ((this):method)});
 * {@code ::Name} of a class the program defines is accepted statically but not checked at run
 * time (the run-time check resolves type names with the runtime's own loader). Annotations
 * {@code (@Type name: value ...)} on the class, its fields and methods ({@code Annotations}) are
 * checked against the annotation type and written to the class file.
 *
 * <p><b>Patterns</b> ({@code Patterns}): Kawa's {@code match}, {@code (? pattern value)} tests of
 * {@code if}/{@code when}/{@code cond}/{@code and}, and sequence patterns {@code [a b @rest]} as
 * parameters and in {@code let}, {@code let*} and {@code !} are rewritten into tests and
 * {@code let}s, a failing clause calling the next clause's thunk.
 */
package kopi.expand.forms;
