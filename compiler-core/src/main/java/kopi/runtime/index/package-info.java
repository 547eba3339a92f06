/**
 * The build step that indexes the builtins: {@link kopi.runtime.index.BuiltinIndex} lists every
 * library class of {@code kopi.runtime.lib}, {@code kopi.runtime.process} and
 * {@code kopi.runtime.sql}, finds their {@code @Builtin} members by reflection and writes the index
 * resources that {@link kopi.runtime.Builtins} reads at start-up. It is the only class that names
 * every library, so it sits above them; nothing at run time uses it.
 */
package kopi.runtime.index;
