/**
 * The lowered form of a module that the code generator follows: closure conversion decides, for
 * every lambda, the static method that holds its code, the environment passed to it, and whether
 * it needs a procedure object (a closure class). {@link kopi.ir.IrDumper} prints a plan with the
 * code it belongs to, for {@code .ir.txt} snapshots.
 */
package kopi.ir;
