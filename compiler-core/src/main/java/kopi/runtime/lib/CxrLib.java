package kopi.runtime.lib;

import kopi.runtime.Builtin;

/** (scheme cxr): the compositions of three and four {@code car}s and {@code cdr}s. */
public final class CxrLib {
  private CxrLib() {}

  @Builtin("caaar")
  public static Object caaar(Object x) {
    return ListLib.cxr("caaar", x, "aaa");
  }

  @Builtin("caadr")
  public static Object caadr(Object x) {
    return ListLib.cxr("caadr", x, "aad");
  }

  @Builtin("cadar")
  public static Object cadar(Object x) {
    return ListLib.cxr("cadar", x, "ada");
  }

  @Builtin("caddr")
  public static Object caddr(Object x) {
    return ListLib.cxr("caddr", x, "add");
  }

  @Builtin("cdaar")
  public static Object cdaar(Object x) {
    return ListLib.cxr("cdaar", x, "daa");
  }

  @Builtin("cdadr")
  public static Object cdadr(Object x) {
    return ListLib.cxr("cdadr", x, "dad");
  }

  @Builtin("cddar")
  public static Object cddar(Object x) {
    return ListLib.cxr("cddar", x, "dda");
  }

  @Builtin("cdddr")
  public static Object cdddr(Object x) {
    return ListLib.cxr("cdddr", x, "ddd");
  }

  @Builtin("caaaar")
  public static Object caaaar(Object x) {
    return ListLib.cxr("caaaar", x, "aaaa");
  }

  @Builtin("caaadr")
  public static Object caaadr(Object x) {
    return ListLib.cxr("caaadr", x, "aaad");
  }

  @Builtin("caadar")
  public static Object caadar(Object x) {
    return ListLib.cxr("caadar", x, "aada");
  }

  @Builtin("caaddr")
  public static Object caaddr(Object x) {
    return ListLib.cxr("caaddr", x, "aadd");
  }

  @Builtin("cadaar")
  public static Object cadaar(Object x) {
    return ListLib.cxr("cadaar", x, "adaa");
  }

  @Builtin("cadadr")
  public static Object cadadr(Object x) {
    return ListLib.cxr("cadadr", x, "adad");
  }

  @Builtin("caddar")
  public static Object caddar(Object x) {
    return ListLib.cxr("caddar", x, "adda");
  }

  @Builtin("cadddr")
  public static Object cadddr(Object x) {
    return ListLib.cxr("cadddr", x, "addd");
  }

  @Builtin("cdaaar")
  public static Object cdaaar(Object x) {
    return ListLib.cxr("cdaaar", x, "daaa");
  }

  @Builtin("cdaadr")
  public static Object cdaadr(Object x) {
    return ListLib.cxr("cdaadr", x, "daad");
  }

  @Builtin("cdadar")
  public static Object cdadar(Object x) {
    return ListLib.cxr("cdadar", x, "dada");
  }

  @Builtin("cdaddr")
  public static Object cdaddr(Object x) {
    return ListLib.cxr("cdaddr", x, "dadd");
  }

  @Builtin("cddaar")
  public static Object cddaar(Object x) {
    return ListLib.cxr("cddaar", x, "ddaa");
  }

  @Builtin("cddadr")
  public static Object cddadr(Object x) {
    return ListLib.cxr("cddadr", x, "ddad");
  }

  @Builtin("cdddar")
  public static Object cdddar(Object x) {
    return ListLib.cxr("cdddar", x, "ddda");
  }

  @Builtin("cddddr")
  public static Object cddddr(Object x) {
    return ListLib.cxr("cddddr", x, "dddd");
  }
}
