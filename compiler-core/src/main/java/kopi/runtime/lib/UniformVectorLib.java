package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.UniformVector;
import kopi.runtime.UniformVector.Kind;
import kopi.runtime.Unspecified;

/**
 * SRFI 4 homogeneous numeric vectors ({@link UniformVector}) for the tags {@code s8 u16 s16 u32
 * s32 u64 s64 f32 f64}; the {@code u8vector} names are the bytevector builtins
 * ({@link BytevectorLib}). Each tag has the same eight procedures, so below each builtin is one
 * line naming its kind and calling the generic operation, which checks and reports with the
 * builtin's own name.
 */
public final class UniformVectorLib {
  private UniformVectorLib() {}

  // ------------------------------------------------------------------ the operations

  static Object isVector(Kind kind, Object x) {
    return x instanceof UniformVector v && v.kind() == kind;
  }

  static Object make(Kind kind, String who, Object k, Object fill) {
    UniformVector vector = UniformVector.make(kind, Args.index(who, k));
    if (fill != null) {
      checkElement(kind, who, fill);
      for (int i = 0; i < vector.length(); i++) {
        vector.set(i, fill);
      }
    }
    return vector;
  }

  static Object build(Kind kind, String who, Object[] elements) {
    for (Object element : elements) {
      checkElement(kind, who, element);
    }
    return UniformVector.of(kind.tag, elements);
  }

  static Object length(Kind kind, String who, Object v) {
    return (long) vector(kind, who, v).length();
  }

  static Object ref(Kind kind, String who, Object v, Object k) {
    UniformVector vector = vector(kind, who, v);
    return vector.get(Args.index(who, k, vector.length()));
  }

  static Object set(Kind kind, String who, Object v, Object k, Object value) {
    UniformVector vector = vector(kind, who, v);
    int i = Args.index(who, k, vector.length());
    checkElement(kind, who, value);
    vector.set(i, value);
    return Unspecified.VALUE;
  }

  static Object toList(Kind kind, String who, Object v) {
    UniformVector vector = vector(kind, who, v);
    Object list = Nil.NIL;
    for (int i = vector.length() - 1; i >= 0; i--) {
      list = new Pair(vector.get(i), list);
    }
    return list;
  }

  static Object fromList(Kind kind, String who, Object list) {
    java.util.List<Object> elements = new java.util.ArrayList<>();
    Object rest = list;
    while (rest instanceof Pair pair) {
      elements.add(pair.car);
      rest = pair.cdr;
    }
    if (rest != Nil.NIL) {
      throw Errors.wrongType(who, "a proper list", list);
    }
    return build(kind, who, elements.toArray());
  }

  private static UniformVector vector(Kind kind, String who, Object v) {
    if (v instanceof UniformVector vector && vector.kind() == kind) {
      return vector;
    }
    throw Errors.wrongType(who, kind.typeName(), v);
  }

  private static void checkElement(Kind kind, String who, Object value) {
    if (!kind.fits(value)) {
      throw Errors.wrongType(who, kind.tag.startsWith("f") ? "a real number" : "an exact integer that fits " + kind.tag,
          value);
    }
  }

  // ------------------------------------------------------------------ the builtins, by tag

  @Builtin("s8vector?")
  public static Object s8P(Object x) {
    return isVector(Kind.S8, x);
  }
  @Builtin("make-s8vector")
  public static Object makeS8(Object k) {
    return make(Kind.S8, "make-s8vector", k, null);
  }
  @Builtin("make-s8vector")
  public static Object makeS8(Object k, Object fill) {
    return make(Kind.S8, "make-s8vector", k, fill);
  }
  @Builtin("s8vector")
  public static Object s8(Object[] xs) {
    return build(Kind.S8, "s8vector", xs);
  }
  @Builtin("s8vector-length")
  public static Object s8Length(Object v) {
    return length(Kind.S8, "s8vector-length", v);
  }
  @Builtin("s8vector-ref")
  public static Object s8Ref(Object v, Object k) {
    return ref(Kind.S8, "s8vector-ref", v, k);
  }
  @Builtin("s8vector-set!")
  public static Object s8Set(Object v, Object k, Object x) {
    return set(Kind.S8, "s8vector-set!", v, k, x);
  }
  @Builtin("s8vector->list")
  public static Object s8ToList(Object v) {
    return toList(Kind.S8, "s8vector->list", v);
  }
  @Builtin("list->s8vector")
  public static Object listToS8(Object l) {
    return fromList(Kind.S8, "list->s8vector", l);
  }

  @Builtin("u16vector?")
  public static Object u16P(Object x) {
    return isVector(Kind.U16, x);
  }
  @Builtin("make-u16vector")
  public static Object makeU16(Object k) {
    return make(Kind.U16, "make-u16vector", k, null);
  }
  @Builtin("make-u16vector")
  public static Object makeU16(Object k, Object fill) {
    return make(Kind.U16, "make-u16vector", k, fill);
  }
  @Builtin("u16vector")
  public static Object u16(Object[] xs) {
    return build(Kind.U16, "u16vector", xs);
  }
  @Builtin("u16vector-length")
  public static Object u16Length(Object v) {
    return length(Kind.U16, "u16vector-length", v);
  }
  @Builtin("u16vector-ref")
  public static Object u16Ref(Object v, Object k) {
    return ref(Kind.U16, "u16vector-ref", v, k);
  }
  @Builtin("u16vector-set!")
  public static Object u16Set(Object v, Object k, Object x) {
    return set(Kind.U16, "u16vector-set!", v, k, x);
  }
  @Builtin("u16vector->list")
  public static Object u16ToList(Object v) {
    return toList(Kind.U16, "u16vector->list", v);
  }
  @Builtin("list->u16vector")
  public static Object listToU16(Object l) {
    return fromList(Kind.U16, "list->u16vector", l);
  }

  @Builtin("s16vector?")
  public static Object s16P(Object x) {
    return isVector(Kind.S16, x);
  }
  @Builtin("make-s16vector")
  public static Object makeS16(Object k) {
    return make(Kind.S16, "make-s16vector", k, null);
  }
  @Builtin("make-s16vector")
  public static Object makeS16(Object k, Object fill) {
    return make(Kind.S16, "make-s16vector", k, fill);
  }
  @Builtin("s16vector")
  public static Object s16(Object[] xs) {
    return build(Kind.S16, "s16vector", xs);
  }
  @Builtin("s16vector-length")
  public static Object s16Length(Object v) {
    return length(Kind.S16, "s16vector-length", v);
  }
  @Builtin("s16vector-ref")
  public static Object s16Ref(Object v, Object k) {
    return ref(Kind.S16, "s16vector-ref", v, k);
  }
  @Builtin("s16vector-set!")
  public static Object s16Set(Object v, Object k, Object x) {
    return set(Kind.S16, "s16vector-set!", v, k, x);
  }
  @Builtin("s16vector->list")
  public static Object s16ToList(Object v) {
    return toList(Kind.S16, "s16vector->list", v);
  }
  @Builtin("list->s16vector")
  public static Object listToS16(Object l) {
    return fromList(Kind.S16, "list->s16vector", l);
  }

  @Builtin("u32vector?")
  public static Object u32P(Object x) {
    return isVector(Kind.U32, x);
  }
  @Builtin("make-u32vector")
  public static Object makeU32(Object k) {
    return make(Kind.U32, "make-u32vector", k, null);
  }
  @Builtin("make-u32vector")
  public static Object makeU32(Object k, Object fill) {
    return make(Kind.U32, "make-u32vector", k, fill);
  }
  @Builtin("u32vector")
  public static Object u32(Object[] xs) {
    return build(Kind.U32, "u32vector", xs);
  }
  @Builtin("u32vector-length")
  public static Object u32Length(Object v) {
    return length(Kind.U32, "u32vector-length", v);
  }
  @Builtin("u32vector-ref")
  public static Object u32Ref(Object v, Object k) {
    return ref(Kind.U32, "u32vector-ref", v, k);
  }
  @Builtin("u32vector-set!")
  public static Object u32Set(Object v, Object k, Object x) {
    return set(Kind.U32, "u32vector-set!", v, k, x);
  }
  @Builtin("u32vector->list")
  public static Object u32ToList(Object v) {
    return toList(Kind.U32, "u32vector->list", v);
  }
  @Builtin("list->u32vector")
  public static Object listToU32(Object l) {
    return fromList(Kind.U32, "list->u32vector", l);
  }

  @Builtin("s32vector?")
  public static Object s32P(Object x) {
    return isVector(Kind.S32, x);
  }
  @Builtin("make-s32vector")
  public static Object makeS32(Object k) {
    return make(Kind.S32, "make-s32vector", k, null);
  }
  @Builtin("make-s32vector")
  public static Object makeS32(Object k, Object fill) {
    return make(Kind.S32, "make-s32vector", k, fill);
  }
  @Builtin("s32vector")
  public static Object s32(Object[] xs) {
    return build(Kind.S32, "s32vector", xs);
  }
  @Builtin("s32vector-length")
  public static Object s32Length(Object v) {
    return length(Kind.S32, "s32vector-length", v);
  }
  @Builtin("s32vector-ref")
  public static Object s32Ref(Object v, Object k) {
    return ref(Kind.S32, "s32vector-ref", v, k);
  }
  @Builtin("s32vector-set!")
  public static Object s32Set(Object v, Object k, Object x) {
    return set(Kind.S32, "s32vector-set!", v, k, x);
  }
  @Builtin("s32vector->list")
  public static Object s32ToList(Object v) {
    return toList(Kind.S32, "s32vector->list", v);
  }
  @Builtin("list->s32vector")
  public static Object listToS32(Object l) {
    return fromList(Kind.S32, "list->s32vector", l);
  }

  @Builtin("u64vector?")
  public static Object u64P(Object x) {
    return isVector(Kind.U64, x);
  }
  @Builtin("make-u64vector")
  public static Object makeU64(Object k) {
    return make(Kind.U64, "make-u64vector", k, null);
  }
  @Builtin("make-u64vector")
  public static Object makeU64(Object k, Object fill) {
    return make(Kind.U64, "make-u64vector", k, fill);
  }
  @Builtin("u64vector")
  public static Object u64(Object[] xs) {
    return build(Kind.U64, "u64vector", xs);
  }
  @Builtin("u64vector-length")
  public static Object u64Length(Object v) {
    return length(Kind.U64, "u64vector-length", v);
  }
  @Builtin("u64vector-ref")
  public static Object u64Ref(Object v, Object k) {
    return ref(Kind.U64, "u64vector-ref", v, k);
  }
  @Builtin("u64vector-set!")
  public static Object u64Set(Object v, Object k, Object x) {
    return set(Kind.U64, "u64vector-set!", v, k, x);
  }
  @Builtin("u64vector->list")
  public static Object u64ToList(Object v) {
    return toList(Kind.U64, "u64vector->list", v);
  }
  @Builtin("list->u64vector")
  public static Object listToU64(Object l) {
    return fromList(Kind.U64, "list->u64vector", l);
  }

  @Builtin("s64vector?")
  public static Object s64P(Object x) {
    return isVector(Kind.S64, x);
  }
  @Builtin("make-s64vector")
  public static Object makeS64(Object k) {
    return make(Kind.S64, "make-s64vector", k, null);
  }
  @Builtin("make-s64vector")
  public static Object makeS64(Object k, Object fill) {
    return make(Kind.S64, "make-s64vector", k, fill);
  }
  @Builtin("s64vector")
  public static Object s64(Object[] xs) {
    return build(Kind.S64, "s64vector", xs);
  }
  @Builtin("s64vector-length")
  public static Object s64Length(Object v) {
    return length(Kind.S64, "s64vector-length", v);
  }
  @Builtin("s64vector-ref")
  public static Object s64Ref(Object v, Object k) {
    return ref(Kind.S64, "s64vector-ref", v, k);
  }
  @Builtin("s64vector-set!")
  public static Object s64Set(Object v, Object k, Object x) {
    return set(Kind.S64, "s64vector-set!", v, k, x);
  }
  @Builtin("s64vector->list")
  public static Object s64ToList(Object v) {
    return toList(Kind.S64, "s64vector->list", v);
  }
  @Builtin("list->s64vector")
  public static Object listToS64(Object l) {
    return fromList(Kind.S64, "list->s64vector", l);
  }

  @Builtin("f32vector?")
  public static Object f32P(Object x) {
    return isVector(Kind.F32, x);
  }
  @Builtin("make-f32vector")
  public static Object makeF32(Object k) {
    return make(Kind.F32, "make-f32vector", k, null);
  }
  @Builtin("make-f32vector")
  public static Object makeF32(Object k, Object fill) {
    return make(Kind.F32, "make-f32vector", k, fill);
  }
  @Builtin("f32vector")
  public static Object f32(Object[] xs) {
    return build(Kind.F32, "f32vector", xs);
  }
  @Builtin("f32vector-length")
  public static Object f32Length(Object v) {
    return length(Kind.F32, "f32vector-length", v);
  }
  @Builtin("f32vector-ref")
  public static Object f32Ref(Object v, Object k) {
    return ref(Kind.F32, "f32vector-ref", v, k);
  }
  @Builtin("f32vector-set!")
  public static Object f32Set(Object v, Object k, Object x) {
    return set(Kind.F32, "f32vector-set!", v, k, x);
  }
  @Builtin("f32vector->list")
  public static Object f32ToList(Object v) {
    return toList(Kind.F32, "f32vector->list", v);
  }
  @Builtin("list->f32vector")
  public static Object listToF32(Object l) {
    return fromList(Kind.F32, "list->f32vector", l);
  }

  @Builtin("f64vector?")
  public static Object f64P(Object x) {
    return isVector(Kind.F64, x);
  }
  @Builtin("make-f64vector")
  public static Object makeF64(Object k) {
    return make(Kind.F64, "make-f64vector", k, null);
  }
  @Builtin("make-f64vector")
  public static Object makeF64(Object k, Object fill) {
    return make(Kind.F64, "make-f64vector", k, fill);
  }
  @Builtin("f64vector")
  public static Object f64(Object[] xs) {
    return build(Kind.F64, "f64vector", xs);
  }
  @Builtin("f64vector-length")
  public static Object f64Length(Object v) {
    return length(Kind.F64, "f64vector-length", v);
  }
  @Builtin("f64vector-ref")
  public static Object f64Ref(Object v, Object k) {
    return ref(Kind.F64, "f64vector-ref", v, k);
  }
  @Builtin("f64vector-set!")
  public static Object f64Set(Object v, Object k, Object x) {
    return set(Kind.F64, "f64vector-set!", v, k, x);
  }
  @Builtin("f64vector->list")
  public static Object f64ToList(Object v) {
    return toList(Kind.F64, "f64vector->list", v);
  }
  @Builtin("list->f64vector")
  public static Object listToF64(Object l) {
    return fromList(Kind.F64, "list->f64vector", l);
  }
}
