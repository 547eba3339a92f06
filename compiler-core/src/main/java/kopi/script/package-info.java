/**
 * Kopi as a {@code javax.script} (JSR-223) engine: {@link kopi.script.KopiScriptEngineFactory} is
 * registered in {@code META-INF/services/javax.script.ScriptEngineFactory} under the names
 * {@code kopi} and {@code Kopi}, the extensions {@code scm} and {@code kawa} and the mime types
 * {@code application/x-kopi}, {@code text/x-scheme} and {@code application/x-scheme}.
 * {@link kopi.script.KopiScriptEngine} evaluates in one {@link kopi.api.KopiSession} per engine;
 * before each evaluation the context's bindings become Scheme variables, after it the variables
 * the code defined or assigned go back to the engine scope. It is {@code Compilable} (text
 * expanded and compiled once, run by each {@code CompiledScript.eval}) and {@code Invocable}.
 */
package kopi.script;
