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
 */
package kopi.syntax;
