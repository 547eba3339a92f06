package kopi.runtime.process;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TypeCheck;

/**
 * The builtins behind string templates and named literal constructors.
 *
 * <p>The reader turns {@code &{Hello &[name]!}} into {@code ($string$ "Hello " $<<$ name $>>$ "!")}
 * and {@code &URI{...}} into {@code ($construct$:URI ...)}. The expander makes {@code $<<$} and
 * {@code $>>$} calls of {@code %template-start} and {@code %template-end}, since a constant would be
 * an interned empty string and the markers are recognised by identity, and it expands
 * {@code (define-simple-constructor name proc)} into a definition of {@code $construct$:name} as
 * {@code (%simple-constructor "name" proc)}.
 */
public final class LiteralLib {
  private LiteralLib() {}

  /** The value of {@code $<<$}. */
  @Builtin("%template-start")
  public static Object templateStart() {
    return Template.START;
  }

  /** The value of {@code $>>$}. */
  @Builtin("%template-end")
  public static Object templateEnd() {
    return Template.END;
  }

  /** {@code &{text &[value] ...}}: the text with every value inserted as {@code display} writes it. */
  @Builtin(value = "$string$", min = 0)
  public static Object stringTemplate(Object[] arguments) {
    StringBuilder out = new StringBuilder();
    for (Object argument : arguments) {
      if (argument != Template.START && argument != Template.END) {
        out.append(displayText(argument));
      }
    }
    return out.toString();
  }

  /** {@code &URI{http://host/&[path]}}: a {@code java.net.URI} of the body's text. */
  @Builtin(value = "$construct$:URI", min = 0)
  public static Object uri(Object[] arguments) {
    Template.Split split = Template.split("&URI", arguments);
    if (!split.prefix().isEmpty()) {
      throw Errors.error("&URI: expected no bracketed arguments, got " + split.prefix().size());
    }
    String text = body(split);
    try {
      return new URI(text);
    } catch (URISyntaxException e) {
      throw Errors.error("&URI: expected a URI, got " + Printer.writeString(text) + " (" + e.getReason() + ")");
    }
  }

  /**
   * The procedure a {@code define-simple-constructor} defines as {@code $construct$:name}: it calls
   * {@code constructor} with the bracketed arguments followed by the body as one string.
   */
  @Builtin("%simple-constructor")
  public static Object simpleConstructor(Object name, Object constructor) {
    Procedure.check(constructor);
    String who = "&" + name;
    return new NamedProcedure("$construct$:" + name, 0, -1) {
      @Override
      public Object applyN(Object[] arguments) {
        Template.Split split = Template.split(who, arguments);
        List<Object> call = new ArrayList<>(split.prefix());
        call.add(body(split));
        return Procedure.callN(constructor, call.toArray());
      }
    };
  }

  /**
   * A value stored in a variable (or returned from a procedure) declared with a type that converts,
   * {@code (let ((s ::string &`{pwd})) ...)}: see {@link TypeCheck#declared}. The expander inserts
   * the call; the analysis types it as its first argument.
   */
  @Builtin("%declared-value")
  public static Object declaredValue(Object value, Object type, Object message) {
    return TypeCheck.declared(value, type.toString(), message.toString());
  }

  /** The body of a construct as one string: literal text as it is, values as {@code display} writes them. */
  public static String body(Template.Split split) {
    StringBuilder out = new StringBuilder();
    for (Template.Part part : split.parts()) {
      if (part instanceof Template.Text text) {
        out.append(text.text());
      } else {
        out.append(displayText(((Template.Value) part).value()));
      }
    }
    return out.toString();
  }

  private static String displayText(Object value) {
    if (value instanceof ProcessValue process) {
      return process.outputString();
    }
    if (value instanceof CharSequence text) {
      return text.toString();
    }
    if (value instanceof Char c) {
      return c.toString();
    }
    return Printer.displayString(value);
  }
}
