package kopi.runtime;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public static method as the implementation of a Scheme builtin. A name may have one
 * method per fixed arity and one variadic method taking {@code Object[]}; parameters and results
 * are {@code Object} so the code generator can call any of them with the same boxing.
 * {@link Builtins} finds them by reflection.
 *
 * <p>On a {@code public static final} field holding a {@link Procedure}, it names the object that
 * {@link Builtins#lookup} returns for the name, for builtins whose identity matters: the current
 * port parameters, which {@code parameterize} must receive as {@link Parameter}s. Such a name still
 * has static methods for direct calls.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD})
public @interface Builtin {
  /** The Scheme names bound to this method ({@code "call/cc"} and {@code "call-with-current-continuation"}). */
  String[] value();

  /**
   * True when the method may return a {@link TailCall} bounce ({@code apply}, {@code call-with-values},
   * the guard helper): a call in non-tail position must pass the result through {@link TailCall#resolve},
   * a call in tail position may return it as it is.
   */
  boolean tailCalls() default false;

  /** For the variadic {@code Object[]} method: the fewest arguments it accepts. */
  int min() default 0;

  /**
   * The Scheme types of the parameters ({@code "string"}, {@code "pair"}, {@code "integer"}, as type
   * specifiers name them; {@code "*"} for any), which the static checks hold arguments against and the
   * editor shows in signatures. For the variadic method the last one stands for every further argument.
   * Empty: not declared.
   */
  String[] types() default {};
}
