package kopi.syntax;

import java.util.List;

/**
 * Builds data as {@link DatumReader} walks a syntax tree, so that one reader serves both the
 * runtime's {@code read} (plain runtime values; positions ignored) and the expander (syntax objects
 * that carry their positions). Every method receives the UTF-16 range of the text it was read from.
 *
 * <p>The reader does all lexical work: quote forms arrive as {@code list(symbol("quote"), d)},
 * extended literals as the SRFI 108/109 lists they read as ({@code ($construct$:tag ...)}), and
 * datum labels ({@code #0=}, {@code #0#}) are resolved through {@link #placeholder} and
 * {@link #patch}, which only the runtime builder needs to support for circular data.
 *
 * @param <T> the datum type the builder produces
 */
public interface DatumBuilder<T> {

  /** An identifier, after {@code |...|} escapes and fold-case are applied; may contain colons ({@code obj:method}). */
  T symbol(String name, int start, int end);

  /** A keyword {@code name:}; {@code name} excludes the colon. */
  T keyword(String name, int start, int end);

  T string(String value, int start, int end);

  T character(int codePoint, int start, int end);

  T bool(boolean value, int start, int end);

  /** A number literal, already validated and evaluated by {@link NumberLiteral}. */
  T number(NumberLiteral value, int start, int end);

  /** A proper list when {@code tail} is null, else a dotted list ending in {@code tail}. */
  T list(List<T> elements, T tail, int start, int end);

  T vector(List<T> elements, int start, int end);

  T bytevector(byte[] bytes, int start, int end);

  /**
   * A SRFI 4 vector literal {@code #TAG(...)} other than a bytevector; the reader has checked that
   * each element fits the tag ({@code s8 u16 s16 u32 s32 u64 s64 f32 f64}).
   */
  T uniformVector(String tag, List<NumberLiteral> elements, int start, int end);

  /**
   * SRFI 163's {@code #RANKa contents}: an array whose elements are {@code contents} nested
   * {@code rank} levels deep, with the prefix's lower bounds (rank 1 from 0 is a vector, rank 0 the
   * element itself in a rank-0 array).
   */
  T array(ArrayPrefix prefix, T contents, int start, int end);

  /** {@code #!eof #!void #!default #!optional #!rest #!key}, named without the {@code #!}. */
  T special(String name, int start, int end);

  /** Kawa's {@code #/pattern/flags} (the whole token text, well formed; see {@link RegexLiteral}). */
  T regex(String token, int start, int end);

  /**
   * Called with the datum of every label definition ({@code #0=(x)}) that has no self-reference,
   * before any {@code #0#} can refer to it; returns the datum to use. A builder that normalises
   * data (flattening {@code (a . (b))}) can thus keep a labelled datum whole, so that its sharing
   * survives.
   */
  default T labelled(T datum) {
    return datum;
  }

  /** A stand-in for a labelled datum that refers to itself ({@code #0=(a . #0#)}). */
  default T placeholder(int label, int start, int end) {
    throw new UnsupportedOperationException("datum labels are not supported here");
  }

  /** Replaces every occurrence of {@code placeholder} inside {@code datum} with {@code datum} itself. */
  default T patch(T placeholder, T datum) {
    throw new UnsupportedOperationException("datum labels are not supported here");
  }
}
