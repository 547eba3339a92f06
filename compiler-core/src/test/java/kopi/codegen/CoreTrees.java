package kopi.codegen;

import java.util.Arrays;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;

/**
 * Short constructors for hand-built Core trees, so tests read close to the Scheme they stand for.
 * Offsets are -1 (no source) unless a test gives them.
 */
final class CoreTrees {
  private CoreTrees() {}

  static Core.Const constant(Object value) {
    return new Core.Const(-1, -1, value);
  }

  static Core.Const num(long value) {
    return constant(value);
  }

  static Core.LocalRef ref(Local local) {
    return new Core.LocalRef(-1, -1, local);
  }

  static Core.GlobalRef builtin(String name) {
    return new Core.GlobalRef(-1, -1, new Global(Global.BUILTIN, name));
  }

  static Core.GlobalRef global(String owner, String name) {
    return new Core.GlobalRef(-1, -1, new Global(owner, name));
  }

  static Core.Call call(Core function, Core... arguments) {
    return new Core.Call(-1, -1, function, List.of(arguments));
  }

  static Core.Call callAt(int start, Core function, Core... arguments) {
    return new Core.Call(start, start + 1, function, List.of(arguments));
  }

  static Core.Call prim(String name, Core... arguments) {
    return call(builtin(name), arguments);
  }

  static Core.If iff(Core test, Core then, Core otherwise) {
    return new Core.If(-1, -1, test, then, otherwise);
  }

  static Core.Seq seq(Core... body) {
    return new Core.Seq(-1, -1, List.of(body));
  }

  static Core.Lambda lambda(String name, List<Local> required, Core body) {
    return new Core.Lambda(-1, -1, name, required, List.of(), null, body);
  }

  static Core.Lambda lambdaRest(String name, List<Local> required, Local rest, Core body) {
    return new Core.Lambda(-1, -1, name, required, List.of(), rest, body);
  }

  static Core.GlobalDefine define(String owner, String name, Core value) {
    return new Core.GlobalDefine(-1, -1, new Global(owner, name), value);
  }

  static Core.LocalSet set(Local local, Core value) {
    return new Core.LocalSet(-1, -1, local, value);
  }

  static Core.Let let(List<Local> locals, List<Core> inits, Core body) {
    return new Core.Let(-1, -1, locals, inits, body);
  }

  static Core.Letrec letrec(List<Local> locals, List<Core> inits, Core body) {
    return new Core.Letrec(-1, -1, locals, inits, body);
  }

  static List<Local> locals(String... names) {
    return Arrays.stream(names).map(Local::new).toList();
  }
}
