package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Printer;
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
 * (define &lt;point&gt;$type &lt;point&gt;)
 * (define (make-point x y) (%record &lt;point&gt;$type x y))
 * (define (point? obj) (%record-instance? &lt;point&gt;$type obj))
 * (define (point-x record) (%record-ref &lt;point&gt;$type 0 record 'point-x))
 * (define (set-point-x! record x) (%record-set! &lt;point&gt;$type 0 record x 'set-point-x!))
 * </pre>
 * where {@code %record} takes a value for every field in field order (#f for fields the
 * constructor does not name) and the others a field's index, so each procedure is a direct call
 * of a small builtin that the JVM inlines. {@code <point>$type} is a name the user's code cannot
 * see, so assigning {@code <point>} leaves the procedures alone. {@code %record-constructor}, {@code %record-predicate},
 * {@code %record-accessor} and {@code %record-modifier} make the same procedures as values.
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
    return new NamedProcedure(name, slots.length, slots.length) {
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
    return new NamedProcedure(bare(type.name()) + "?", 1, 1) {
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
    return new NamedProcedure(name, 1, 1) {
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
    return new NamedProcedure(name, 2, 2) {
      @Override
      public Object apply2(Object x, Object value) {
        instance(name(), type, x).set(slot, value);
        return Unspecified.VALUE;
      }
    };
  }

  /** {@code (%record rtd value ...)}: a new record of {@code rtd} with a value for each field, in field order. */
  @Builtin(value = "%record", min = 1)
  public static Object record(Object[] args) {
    RecordType type = type("%record", args[0]);
    if (args.length - 1 != type.fieldCount()) {
      throw Errors.error("%record: expected " + type.fieldCount() + " field values for " + type.name() + ", got "
          + (args.length - 1));
    }
    return new Record(type, java.util.Arrays.copyOfRange(args, 1, args.length));
  }

  /** {@code (%record-instance? rtd obj)}: whether {@code obj} is a record of {@code rtd}. */
  @Builtin("%record-instance?")
  public static Object recordInstanceP(Object rtd, Object x) {
    return x instanceof Record r && r.type() == rtd;
  }

  /**
   * {@code (%record-ref rtd index record 'who)}: the field at {@code index} of a record of
   * {@code rtd}; {@code who} is the accessor's name, for the error when {@code record} is not one.
   */
  @Builtin("%record-ref")
  public static Object recordRef(Object rtd, Object index, Object x, Object who) {
    if (x instanceof Record r && r.type() == rtd) {
      return r.get(Args.index("%record-ref", index, r.type().fieldCount()));
    }
    RecordType type = type("%record-ref", rtd);
    Args.index("%record-ref", index, type.fieldCount());
    throw Errors.wrongType(Printer.displayString(who), bare(type.name()), x);
  }

  /**
   * {@code (%record-set! rtd index record value 'who)}: sets the field at {@code index} of a record
   * of {@code rtd}; {@code who} is the modifier's name, for the error when {@code record} is not one.
   */
  @Builtin("%record-set!")
  public static Object recordSet(Object rtd, Object index, Object x, Object value, Object who) {
    if (x instanceof Record r && r.type() == rtd) {
      r.set(Args.index("%record-set!", index, r.type().fieldCount()), value);
      return Unspecified.VALUE;
    }
    RecordType type = type("%record-set!", rtd);
    Args.index("%record-set!", index, type.fieldCount());
    throw Errors.wrongType(Printer.displayString(who), bare(type.name()), x);
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
