import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { topLevelFormAt, topLevelForms } from '../src/topLevelForm';

/** The text of the form at the `$0` marker (the marker itself is removed first), or undefined. */
function formAtMarker(source: string): string | undefined {
  const offset = source.indexOf('$0');
  assert.ok(offset >= 0, 'the source has a $0 cursor marker');
  const text = source.slice(0, offset) + source.slice(offset + 2);
  const form = topLevelFormAt(text, offset);
  return form === undefined ? undefined : text.slice(form.start, form.end);
}

/** The text of every top-level form. */
function forms(text: string): string[] {
  return topLevelForms(text).map((form) => text.slice(form.start, form.end));
}

describe('topLevelForms', () => {
  it('splits a file into its top-level data, skipping comments', () => {
    const text = [
      '; a line comment (with a paren',
      '(define x 1)',
      '#| a block #| nested ) |# comment |#',
      "'sym  42 \"str\" #(1 2) #u8(1 2)",
      '(display x) ; trailing',
    ].join('\n');
    assert.deepEqual(forms(text), [
      '(define x 1)',
      "'sym",
      '42',
      '"str"',
      '#(1 2)',
      '#u8(1 2)',
      '(display x)',
    ]);
  });

  it('keeps parentheses inside strings, characters and bar symbols out of the balance', () => {
    const text = '(f ")" #\\( #\\) |a)b| "\\")") (g)';
    assert.deepEqual(forms(text), ['(f ")" #\\( #\\) |a)b| "\\")")', '(g)']);
  });

  it('leaves out a datum comment and the whole datum it hides', () => {
    assert.deepEqual(forms('#;(a (b) ")") (c) #; d e'), ['(c)', 'e']);
  });

  it('reads square brackets and Kawa type specifiers as parts of one form', () => {
    const text = '(define (f [x ::vector[string]]) ::int 0) (g)';
    assert.deepEqual(forms(text), ['(define (f [x ::vector[string]]) ::int 0)', '(g)']);
  });

  it('reads an extended literal whose text holds unbalanced parentheses', () => {
    const text = '(display &{a ( smiley :) &[(+ 1 2)] {nested}}) (next)';
    assert.deepEqual(forms(text), ['(display &{a ( smiley :) &[(+ 1 2)] {nested}})', '(next)']);
  });

  it('reads process literals and tagged literals with arguments', () => {
    const text = '(run &`{ls ) -l} &sh{echo &[x]}) &tag[1 2]{t(} rest';
    assert.deepEqual(forms(text), ['(run &`{ls ) -l} &sh{echo &[x]})', '&tag[1 2]{t(}', 'rest']);
  });

  it('treats a shebang line as a comment and keeps #!optional as an atom', () => {
    const text = '#!/usr/bin/env kopi\n(define (f #!optional x) x)';
    assert.deepEqual(forms(text), ['(define (f #!optional x) x)']);
  });

  it('reads quote, quasiquote, unquote and syntax prefixes with their datum', () => {
    assert.deepEqual(forms("' (a) `(b ,c ,@d) #'e #`(f) x"), ["' (a)", '`(b ,c ,@d)', "#'e", '#`(f)', 'x']);
  });

  it('marks a form that the text leaves open as incomplete', () => {
    const spans = topLevelForms('(ok) (define (f x)\n  (+ x 1)');
    assert.equal(spans.length, 2);
    assert.equal(spans[0]?.complete, true);
    assert.equal(spans[1]?.complete, false);
    assert.equal(spans[1]?.end, '(ok) (define (f x)\n  (+ x 1)'.length);
  });

  it('marks mismatched closers and unterminated strings as incomplete', () => {
    assert.deepEqual(
      topLevelForms('(a]').map((form) => form.complete),
      [false],
    );
    assert.deepEqual(
      topLevelForms('"abc').map((form) => form.complete),
      [false],
    );
  });

  it('skips a stray closer between forms', () => {
    assert.deepEqual(forms('(a)) (b)'), ['(a)', '(b)']);
  });

  it('reads a character outside the BMP as one character', () => {
    assert.deepEqual(forms('(list #\\😀) x'), ['(list #\\😀)', 'x']);
  });
});

describe('topLevelFormAt', () => {
  it('finds the enclosing top-level form from deep inside it', () => {
    assert.equal(
      formAtMarker('(define x 1)\n(define (f y)\n  (* y $0x))\n(f 2)'),
      '(define (f y)\n  (* y x))',
    );
  });

  it('takes the form that ends at the cursor', () => {
    assert.equal(formAtMarker('(a)\n(+ 1 2)$0\n(b)'), '(+ 1 2)');
  });

  it('prefers the form that starts at the cursor over the one that ends there', () => {
    assert.equal(formAtMarker('(a)$0(b)'), '(b)');
  });

  it('finds nothing in whitespace or comments between forms', () => {
    assert.equal(formAtMarker('(a)\n\n$0\n(b)'), undefined);
    assert.equal(formAtMarker('(a)\n; com$0ment\n(b)'), undefined);
    assert.equal(formAtMarker('(a) #;(hid$0den) (b)'), undefined);
  });

  it('finds a top-level atom', () => {
    assert.equal(formAtMarker('(define x 1)\nx$0\n'), 'x');
  });

  it('finds a form inside a string that looks like a closer', () => {
    assert.equal(formAtMarker('(display ")$0")'), '(display ")")');
  });
});
