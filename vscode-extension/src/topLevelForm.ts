// Finds the top-level forms of a Kopi source text, so that "evaluate top-level form" can pick
// the form under the cursor without asking the server. The scan knows just enough of the
// lexical syntax to keep parentheses balanced: strings, `|symbols|`, characters such as `#\(`,
// line, nested block and datum comments, and Kawa's extended literals `&tag{...&[expr]...}`
// whose text may hold unbalanced parentheses. It never throws: a text that ends inside a form
// yields a span marked incomplete.

/** A top-level datum, as UTF-16 offsets into the text (end exclusive). */
export interface FormSpan {
  readonly start: number;
  readonly end: number;
  /** False when the text ends before the form is closed or a closer does not match its opener. */
  readonly complete: boolean;
}

/** Every top-level datum of the text in order, leaving out comments and `#;` datum comments. */
export function topLevelForms(text: string): FormSpan[] {
  const scanner = new Scanner(text);
  const forms: FormSpan[] = [];
  scanner.skipShebang();
  for (;;) {
    scanner.skipAtmosphere();
    if (scanner.atEnd()) {
      return forms;
    }
    if (isCloser(scanner.peek())) {
      // A stray closer belongs to no form; the server reports it, here it is just skipped.
      scanner.advance(1);
      continue;
    }
    const start = scanner.position;
    const complete = scanner.readDatum();
    forms.push({ start, end: scanner.position, complete });
  }
}

/**
 * The top-level form that contains the offset, or that ends exactly at it (the cursor just
 * after a closing parenthesis is the usual place to evaluate from). When one form ends where
 * the next begins, the one that begins at the offset wins. Returns undefined in whitespace or
 * comments between forms.
 */
export function topLevelFormAt(text: string, offset: number): FormSpan | undefined {
  let endingHere: FormSpan | undefined;
  for (const form of topLevelForms(text)) {
    if (form.start <= offset && offset < form.end) {
      return form;
    }
    if (form.end === offset) {
      endingHere = form;
    }
    if (form.start > offset) {
      break;
    }
  }
  return endingHere;
}

const OPENERS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

function isCloser(character: string): boolean {
  return character === ')' || character === ']' || character === '}';
}

function isWhitespace(character: string): boolean {
  return /\s/.test(character);
}

/** Characters that end an atom, as in R7RS section 7.1.1, plus Kawa's brackets and braces. */
function isDelimiter(character: string): boolean {
  return isWhitespace(character) || '()[]{}";'.includes(character);
}

/** `&`, an optional tag (or the backquote of a process literal), then `[` or `{`. */
const EXTENDED_LITERAL_HEAD = /&(?:[A-Za-z][\w.:+-]*|`)?(?=[[{])/y;

class Scanner {
  position = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(ahead = 0): string {
    return this.text.charAt(this.position + ahead);
  }

  advance(count: number): void {
    this.position = Math.min(this.text.length, this.position + count);
  }

  /** A `#!/usr/bin/env kopi` first line is a comment, not the `#!` prefix of `#!optional`. */
  skipShebang(): void {
    if (this.text.startsWith('#!/') || this.text.startsWith('#! ')) {
      this.skipLine();
    }
  }

  /** Skips whitespace and comments, including a `#;` comment and the datum it comments out. */
  skipAtmosphere(): void {
    while (!this.atEnd()) {
      const character = this.peek();
      if (isWhitespace(character)) {
        this.advance(1);
      } else if (character === ';') {
        this.skipLine();
      } else if (character === '#' && this.peek(1) === '|') {
        this.skipBlockComment();
      } else if (character === '#' && this.peek(1) === ';') {
        this.advance(2);
        this.skipAtmosphere();
        if (!this.atEnd() && !isCloser(this.peek())) {
          this.readDatum();
        }
      } else {
        return;
      }
    }
  }

  /** Reads one datum starting at the current position; returns whether it is complete. */
  readDatum(): boolean {
    const character = this.peek();
    const opener = OPENERS[character];
    if (opener !== undefined) {
      this.advance(1);
      return this.readSequence(opener);
    }
    switch (character) {
      case '"':
        return this.readDelimited('"');
      case '|':
        return this.readDelimited('|');
      case "'":
      case '`':
        this.advance(1);
        return this.readPrefixed();
      case ',':
        this.advance(this.peek(1) === '@' ? 2 : 1);
        return this.readPrefixed();
      case '#':
        return this.readHash();
      case '&':
        return this.readExtendedLiteral() ?? this.readAtom();
      default:
        return this.readAtom();
    }
  }

  /** Reads data up to the closer; a different closer also ends the list but makes it incomplete. */
  private readSequence(closer: string): boolean {
    let complete = true;
    for (;;) {
      this.skipAtmosphere();
      if (this.atEnd()) {
        return false;
      }
      const character = this.peek();
      if (isCloser(character)) {
        this.advance(1);
        return complete && character === closer;
      }
      complete = this.readDatum() && complete;
    }
  }

  /** The datum after a quote, quasiquote or unquote prefix. */
  private readPrefixed(): boolean {
    this.skipAtmosphere();
    if (this.atEnd() || isCloser(this.peek())) {
      return false;
    }
    return this.readDatum();
  }

  /** A string or a `|symbol|`: backslash escapes the next character. */
  private readDelimited(quote: string): boolean {
    this.advance(1);
    while (!this.atEnd()) {
      const character = this.peek();
      if (character === '\\') {
        this.advance(2);
      } else {
        this.advance(1);
        if (character === quote) {
          return true;
        }
      }
    }
    return false;
  }

  private readHash(): boolean {
    const next = this.peek(1);
    if (next === '\\') {
      // A character: `#\(`, `#\x41`, `#\space`. The first character after the backslash is taken
      // whatever it is (a whole surrogate pair for characters outside the BMP), then the rest of
      // a name such as `space` up to a delimiter.
      this.advance(2);
      const code = this.text.codePointAt(this.position);
      if (code !== undefined) {
        this.advance(code > 0xffff ? 2 : 1);
      }
      this.skipAtomCharacters();
      return true;
    }
    if (next === "'" || next === '`' || next === ',') {
      // Syntax quotation: `#'x`, `` #`x ``, `#,x`, `#,@x`.
      this.advance(next === ',' && this.peek(2) === '@' ? 3 : 2);
      return this.readPrefixed();
    }
    // `#(...)`, `#u8(...)` and atoms such as `#t`, `#x1F`, `#!optional`.
    return this.readAtom();
  }

  /**
   * An extended literal `&tag[args]{text}`, a process literal `` &`{cmd} `` or `&sh{cmd}`, or an
   * embedded expression `&[expr]`. Returns undefined when the `&` starts an ordinary symbol.
   */
  private readExtendedLiteral(): boolean | undefined {
    EXTENDED_LITERAL_HEAD.lastIndex = this.position;
    const head = EXTENDED_LITERAL_HEAD.exec(this.text);
    if (head === null) {
      return undefined;
    }
    this.advance(head[0].length);
    let complete = true;
    if (this.peek() === '[') {
      this.advance(1);
      complete = this.readSequence(']');
    }
    if (this.peek() === '{') {
      complete = this.readLiteralText() && complete;
    }
    return complete;
  }

  /** Literal text in braces: nested braces balance, `&[...]` holds code, the rest is text. */
  private readLiteralText(): boolean {
    this.advance(1);
    let depth = 1;
    while (!this.atEnd()) {
      const character = this.peek();
      if (character === '&' && this.peek(1) === '[') {
        this.advance(2);
        if (!this.readSequence(']')) {
          return false;
        }
        continue;
      }
      this.advance(1);
      if (character === '{') {
        depth++;
      } else if (character === '}') {
        depth--;
        if (depth === 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** An atom up to a delimiter; an atom such as `#` or `#u8` directly before `(` prefixes a vector. */
  private readAtom(): boolean {
    const start = this.position;
    this.skipAtomCharacters();
    if (this.position === start) {
      // Not reachable from the callers (they never stop on a delimiter), but never loop forever.
      this.advance(1);
      return true;
    }
    if (this.text.charAt(start) === '#' && this.peek() === '(') {
      this.advance(1);
      return this.readSequence(')');
    }
    return true;
  }

  private skipAtomCharacters(): void {
    while (!this.atEnd()) {
      const character = this.peek();
      if (character === '|') {
        // `foo|bar baz|` is one symbol in R7RS; the bars quote their content.
        this.readDelimited('|');
      } else if (isDelimiter(character)) {
        return;
      } else {
        this.advance(1);
      }
    }
  }

  private skipLine(): void {
    while (!this.atEnd() && this.peek() !== '\n') {
      this.advance(1);
    }
  }

  /** `#| ... |#`, which nests. An unterminated comment runs to the end of the text. */
  private skipBlockComment(): void {
    this.advance(2);
    let depth = 1;
    while (!this.atEnd() && depth > 0) {
      if (this.peek() === '#' && this.peek(1) === '|') {
        depth++;
        this.advance(2);
      } else if (this.peek() === '|' && this.peek(1) === '#') {
        depth--;
        this.advance(2);
      } else {
        this.advance(1);
      }
    }
  }
}
