package kopi.runtime.lib;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.StringLike;
import kopi.runtime.MString;
import kopi.runtime.Unspecified;

/** Bytevectors ({@code byte[]}, elements read as unsigned): (scheme base). */
public final class BytevectorLib {
  private BytevectorLib() {}

  @Builtin({"bytevector?", "u8vector?"})
  public static Object bytevectorP(Object x) {
    return x instanceof byte[] || x instanceof StringLike like && like.isStringAndBytevector();
  }

  @Builtin(value = {"make-bytevector", "make-u8vector"}, types = {"integer", "integer"})
  public static Object makeBytevector(Object k) {
    return new byte[Args.index("make-bytevector", k)];
  }

  @Builtin(value = {"make-bytevector", "make-u8vector"}, types = {"integer", "integer"})
  public static Object makeBytevector(Object k, Object fill) {
    byte[] result = new byte[Args.index("make-bytevector", k)];
    Arrays.fill(result, octet("make-bytevector", fill));
    return result;
  }

  @Builtin({"bytevector", "u8vector"})
  public static Object bytevector(Object[] octets) {
    byte[] result = new byte[octets.length];
    for (int i = 0; i < octets.length; i++) {
      result[i] = octet("bytevector", octets[i]);
    }
    return result;
  }

  @Builtin(value = {"bytevector-length", "u8vector-length"}, types = {"bytevector"})
  public static Object bytevectorLength(Object b) {
    return (long) Args.bytevector("bytevector-length", b).length;
  }

  @Builtin(value = {"bytevector-u8-ref", "u8vector-ref"}, types = {"bytevector", "integer"})
  public static Object bytevectorU8Ref(Object b, Object k) {
    byte[] bytes = Args.bytevector("bytevector-u8-ref", b);
    return (long) (bytes[Args.index("bytevector-u8-ref", k, bytes.length)] & 0xff);
  }

  @Builtin(value = {"bytevector-u8-set!", "u8vector-set!"}, types = {"bytevector", "integer", "integer"})
  public static Object bytevectorU8Set(Object b, Object k, Object value) {
    byte[] bytes = Args.bytevector("bytevector-u8-set!", b);
    bytes[Args.index("bytevector-u8-set!", k, bytes.length)] = octet("bytevector-u8-set!", value);
    return Unspecified.VALUE;
  }

  @Builtin("bytevector-copy")
  public static Object bytevectorCopy(Object b) {
    return Args.bytevector("bytevector-copy", b).clone();
  }

  @Builtin("bytevector-copy")
  public static Object bytevectorCopy(Object b, Object start) {
    return bytevectorCopy(b, start, null);
  }

  @Builtin("bytevector-copy")
  public static Object bytevectorCopy(Object b, Object start, Object end) {
    byte[] bytes = Args.bytevector("bytevector-copy", b);
    int from = Args.start("bytevector-copy", start, bytes.length);
    return Arrays.copyOfRange(bytes, from, Args.end("bytevector-copy", end, from, bytes.length));
  }

  @Builtin("bytevector-copy!")
  public static Object bytevectorCopyBang(Object to, Object at, Object from) {
    return bytevectorCopyBang(to, at, from, null, null);
  }

  @Builtin("bytevector-copy!")
  public static Object bytevectorCopyBang(Object to, Object at, Object from, Object start) {
    return bytevectorCopyBang(to, at, from, start, null);
  }

  @Builtin("bytevector-copy!")
  public static Object bytevectorCopyBang(Object to, Object at, Object from, Object start, Object end) {
    byte[] target = Args.bytevector("bytevector-copy!", to);
    byte[] source = Args.bytevector("bytevector-copy!", from);
    int position = Args.start("bytevector-copy!", at, target.length);
    int first = Args.start("bytevector-copy!", start, source.length);
    int last = Args.end("bytevector-copy!", end, first, source.length);
    if (position + last - first > target.length) {
      throw Errors.error("bytevector-copy!: " + (last - first) + " bytes do not fit at index " + position
          + " of a bytevector of length " + target.length);
    }
    System.arraycopy(source, first, target, position, last - first);
    return Unspecified.VALUE;
  }

  @Builtin("bytevector-append")
  public static Object bytevectorAppend(Object[] bytevectors) {
    byte[][] parts = new byte[bytevectors.length][];
    int total = 0;
    for (int i = 0; i < bytevectors.length; i++) {
      parts[i] = Args.bytevector("bytevector-append", bytevectors[i]);
      total += parts[i].length;
    }
    byte[] result = new byte[total];
    int position = 0;
    for (byte[] bytes : parts) {
      System.arraycopy(bytes, 0, result, position, bytes.length);
      position += bytes.length;
    }
    return result;
  }

  @Builtin("utf8->string")
  public static Object utf8ToString(Object b) {
    return new MString(new String(Args.bytevector("utf8->string", b), StandardCharsets.UTF_8));
  }

  @Builtin("utf8->string")
  public static Object utf8ToString(Object b, Object start) {
    return utf8ToString(bytevectorCopy(b, start));
  }

  @Builtin("utf8->string")
  public static Object utf8ToString(Object b, Object start, Object end) {
    return utf8ToString(bytevectorCopy(b, start, end));
  }

  @Builtin("string->utf8")
  public static Object stringToUtf8(Object s) {
    return Args.string("string->utf8", s).toString().getBytes(StandardCharsets.UTF_8);
  }

  @Builtin("string->utf8")
  public static Object stringToUtf8(Object s, Object start) {
    return StringLib.slice("string->utf8", s, start, null).getBytes(StandardCharsets.UTF_8);
  }

  @Builtin("string->utf8")
  public static Object stringToUtf8(Object s, Object start, Object end) {
    return StringLib.slice("string->utf8", s, start, end).getBytes(StandardCharsets.UTF_8);
  }

  static byte octet(String who, Object x) {
    if (x instanceof Long l && l >= 0 && l <= 255) {
      return (byte) (long) l;
    }
    throw Errors.wrongType(who, "byte (exact integer 0 to 255)", x);
  }

  /** SRFI 4's {@code u8vector->list}: the bytes as exact integers 0 to 255. */
  @Builtin("u8vector->list")
  public static Object u8vectorToList(Object b) {
    byte[] bytes = Args.bytevector("u8vector->list", b);
    Object list = kopi.runtime.Nil.NIL;
    for (int i = bytes.length - 1; i >= 0; i--) {
      list = new kopi.runtime.Pair((long) (bytes[i] & 0xff), list);
    }
    return list;
  }

  /** SRFI 4's {@code list->u8vector}: a bytevector of the list's bytes. */
  @Builtin("list->u8vector")
  public static Object listToU8vector(Object list) {
    java.util.List<Object> octets = new java.util.ArrayList<>();
    Object rest = list;
    while (rest instanceof kopi.runtime.Pair pair) {
      octets.add(pair.car);
      rest = pair.cdr;
    }
    if (rest != kopi.runtime.Nil.NIL) {
      throw Errors.wrongType("list->u8vector", "a proper list", list);
    }
    byte[] result = new byte[octets.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = octet("list->u8vector", octets.get(i));
    }
    return result;
  }
}
