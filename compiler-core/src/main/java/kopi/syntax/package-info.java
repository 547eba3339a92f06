/**
 * The reader: lexer, lossless syntax tree, parser with error recovery, incremental reparsing,
 * number literals and the datum reader.
 *
 * <p>{@link kopi.syntax.Parser#parse} turns text into a {@link kopi.syntax.ParseResult}: immutable
 * green nodes ({@link kopi.syntax.GreenNode}, {@link kopi.syntax.GreenToken}) whose tokens
 * concatenate back to the text, red cursors ({@link kopi.syntax.SyntaxNode}) made on demand, and
 * {@link kopi.syntax.Diagnostic}s. {@link kopi.syntax.ParseResult#edit} reparses only the top-level
 * forms an edit touches. {@link kopi.syntax.DatumReader} turns a tree into data through a
 * {@link kopi.syntax.DatumBuilder}. This package imports no other compiler package.
 *
 * <p><b>Colons.</b> {@code a:b} is one identifier (colon notation, resolved by the expander),
 * {@code name:} a keyword, and a double colon always splits ({@code x::int} is {@code x},
 * {@code ::}, {@code int}). Identifiers made only of colons are the exception: {@code :} and runs of
 * three or more ({@code :::}, R7RS's custom ellipsis example) are ordinary symbols, where Kawa
 * reads {@code :::} as a meaningless colon-notation form. {@code ::} alone stays the type marker
 * token, which as a datum is the symbol {@code ::}.
 */
package kopi.syntax;
