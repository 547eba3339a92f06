/**
 * The builtin procedures, one class per area of R7RS (lists, numbers, characters, strings,
 * vectors, bytevectors, control, input/output, records, process context). Each builtin is a public
 * static method with {@code Object} parameters and result, annotated {@link kopi.runtime.Builtin};
 * a name has at most one method per fixed arity plus one {@code Object[]} variadic method.
 */
package kopi.runtime.lib;
