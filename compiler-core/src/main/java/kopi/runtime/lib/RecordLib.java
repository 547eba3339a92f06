package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Procedure;
import kopi.runtime.Record;
import kopi.runtime.RecordType;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;

/**
 * The run-time half of {@code define-record-type}. The expander turns
 * <pre>(define-record-type &lt;point&gt; (make-point x y) point? (x point-x set-point-x!) (y point-y))</pre>
 * into
 * <pre>
 * (define &lt;point&gt; (%make-record-type '&lt;point&gt; '(x y)))
 * (define make-point (%record-constructor &lt;point&gt; '(x y)))
 * (define point? (%record-predicate &lt;point&gt;))
 * (define point-x (%record-accessor &lt;point&gt; 'x))
 * (define set-point-x! (%record-modifier &lt;point&gt; 'x))
 * </pre>
 * Fields not named by the constructor start as {@code #f}.
 */
public final class RecordLib {
  private RecordLib() {}

  @Builtin("%make-record-type")
  public static Object makeRecordType(Object name, Object fieldNames) {
    String typeName = name instanceof Symbol s ? s.name() : Args.string("%make-record-type", name).toString();
    List<Symbol> fields = new ArrayList<>();
    for (Object field : Args.listToArray("%make-record-type", fieldNames)) {
      fields.add(Args.symbol("%make-record-type", field));
    }
    return new RecordType(typeName, fields);
  }

  @Builtin("%record-constructor")
  public static Object recordConstructor(Object rtd, Object fieldNames) {
    RecordType type = type("%record-constructor", rtd);
    Object[] names = Args.listToArray("%record-constructor", fieldNames);
    int[] slots = new int[names.length];
    for (int i = 0; i < names.length; i++) {
      slots[i] = slot("%record-constructor", type, names[i]);
    }
    String name = "make-" + bare(type.name());
    return new Procedure(name, slots.length, slots.length) {
      @Override
      public Object applyN(Object[] args) {
        if (args.length != slots.length) {
          throw arityError(args.length);
        }
        Object[] values = new Object[type.fieldCount()];
        java.util.Arrays.fill(values, Boolean.FALSE);
        for (int i = 0; i < slots.length; i++) {
          values[slots[i]] = args[i];
        }
        return new Record(type, values);
      }
    };
  }

  @Builtin("%record-predicate")
  public static Object recordPredicate(Object rtd) {
    RecordType type = type("%record-predicate", rtd);
    return new Procedure(bare(type.name()) + "?", 1, 1) {
      @Override
      public Object apply1(Object x) {
        return x instanceof Record r && r.type() == type;
      }
    };
  }

  @Builtin("%record-accessor")
  public static Object recordAccessor(Object rtd, Object field) {
    RecordType type = type("%record-accessor", rtd);
    int slot = slot("%record-accessor", type, field);
    String name = bare(type.name()) + "-" + type.fieldName(slot).name();
    return new Procedure(name, 1, 1) {
      @Override
      public Object apply1(Object x) {
        return instance(name(), type, x).get(slot);
      }
    };
  }

  @Builtin("%record-modifier")
  public static Object recordModifier(Object rtd, Object field) {
    RecordType type = type("%record-modifier", rtd);
    int slot = slot("%record-modifier", type, field);
    String name = "set-" + bare(type.name()) + "-" + type.fieldName(slot).name() + "!";
    return new Procedure(name, 2, 2) {
      @Override
      public Object apply2(Object x, Object value) {
        instance(name(), type, x).set(slot, value);
        return Unspecified.VALUE;
      }
    };
  }

  @Builtin("record?")
  public static Object recordP(Object x) {
    return x instanceof Record;
  }

  private static Record instance(String who, RecordType type, Object x) {
    if (x instanceof Record r && r.type() == type) {
      return r;
    }
    throw Errors.wrongType(who, bare(type.name()), x);
  }

  private static RecordType type(String who, Object x) {
    if (x instanceof RecordType t) {
      return t;
    }
    throw Errors.wrongType(who, "record type", x);
  }

  private static int slot(String who, RecordType type, Object field) {
    int slot = type.indexOf(Args.symbol(who, field));
    if (slot < 0) {
      throw Errors.error(who + ": expected a field of " + type.name() + ", got " + field);
    }
    return slot;
  }

  /** {@code <point>} without its angle brackets, for procedure names and messages. */
  private static String bare(String name) {
    return name.length() > 2 && name.startsWith("<") && name.endsWith(">")
        ? name.substring(1, name.length() - 1) : name;
  }
}
