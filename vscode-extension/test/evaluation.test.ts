import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatForOutputChannel,
  formatInline,
  oneLine,
  parseEvaluationResult,
  parseFormAtResult,
  truncate,
} from '../src/evaluation';

describe('truncate', () => {
  it('keeps text that fits', () => {
    assert.equal(truncate('(1 2 3)', 7), '(1 2 3)');
  });

  it('cuts long text to the limit, ending in an ellipsis', () => {
    const cut = truncate('(1 2 3 4 5 6 7 8 9)', 10);
    assert.equal(cut, '(1 2 3 4 …');
    assert.equal(Array.from(cut).length, 10);
  });

  it('never splits a surrogate pair', () => {
    // Each emoji is two UTF-16 units; a cut by units would leave half of one behind.
    assert.equal(truncate('😀😀😀😀', 3), '😀😀…');
    assert.equal(truncate('😀😀😀', 3), '😀😀😀');
  });

  it('takes a limit below one as one', () => {
    assert.equal(truncate('abc', 0), '…');
  });
});

describe('oneLine', () => {
  it('shows line breaks of every kind as ⏎ and tabs as spaces', () => {
    assert.equal(oneLine('a\nb\r\nc\rd\te'), 'a ⏎ b ⏎ c ⏎ d e');
  });
});

describe('formatInline', () => {
  it('shows a value after an arrow', () => {
    assert.equal(formatInline({ value: '120' }, 80), '⇒ 120');
  });

  it('prefers the error over a value', () => {
    assert.equal(
      formatInline({ value: '1', error: { message: 'car: expected pair, got ()' } }, 80),
      '✖ car: expected pair, got ()',
    );
  });

  it('shows printed output when there is no value, without the final newline', () => {
    assert.equal(formatInline({ output: 'hello\nworld\n' }, 80), '✓ hello ⏎ world');
  });

  it('shows a check mark for a form without value or output', () => {
    assert.equal(formatInline({}, 80), '✓');
    assert.equal(formatInline({ output: '' }, 80), '✓');
  });

  it('truncates a long value to the limit', () => {
    const value = `(${Array.from({ length: 100 }, (_, index) => index).join(' ')})`;
    const shown = formatInline({ value }, 20);
    assert.equal(shown, '⇒ (0 1 2 3 4 5 6 7 …');
    assert.equal(Array.from(shown).length, 20);
  });
});

describe('parseEvaluationResult', () => {
  it('keeps the known fields and drops null ones', () => {
    assert.deepEqual(parseEvaluationResult({ value: '3', output: 'x', error: null, elapsedMs: 12, status: 'OK' }), {
      value: '3',
      output: 'x',
      elapsedMs: 12,
      status: 'OK',
    });
  });

  it('keeps the failed context forms and drops an empty list', () => {
    const range = { start: { line: 1, character: 0 }, end: { line: 1, character: 9 } };
    assert.deepEqual(
      parseEvaluationResult({ value: '1', context: { evaluated: 2, errors: [{ message: 'boom', range }] } }),
      { value: '1', contextErrors: [{ message: 'boom', range }] },
    );
    assert.deepEqual(parseEvaluationResult({ value: '1', context: { evaluated: 0, errors: [] } }), { value: '1' });
  });

  it('keeps an error with its range in the document', () => {
    const range = { start: { line: 2, character: 2 }, end: { line: 2, character: 16 } };
    assert.deepEqual(
      parseEvaluationResult({ output: '', error: { message: 'car: expected pair, got 1', range }, status: 'ERROR' }),
      { output: '', error: { message: 'car: expected pair, got 1', range }, status: 'ERROR' },
    );
    assert.deepEqual(parseEvaluationResult({ error: { message: 'interrupted' } }), {
      error: { message: 'interrupted' },
    });
  });

  it('turns a malformed answer into an error that says what was expected', () => {
    assert.deepEqual(parseEvaluationResult(null), {
      error: { message: 'kopi/evaluate: expected an object, got null' },
    });
    assert.deepEqual(parseEvaluationResult('3'), {
      error: { message: 'kopi/evaluate: expected an object, got "3"' },
    });
    assert.deepEqual(parseEvaluationResult({ value: 3 }), {
      error: { message: 'kopi/evaluate: expected value to be a string, got number' },
    });
    assert.deepEqual(parseEvaluationResult({ error: 'boom' }), {
      error: { message: 'kopi/evaluate: expected error to be {message, range?}, got "boom"' },
    });
    assert.deepEqual(parseEvaluationResult({ error: { message: 'boom', range: { start: 1 } } }), {
      error: { message: 'kopi/evaluate: expected error.range to be an LSP range, got object' },
    });
    assert.deepEqual(parseEvaluationResult({ context: { evaluated: 1, errors: [{ message: 'x' }] } }), {
      error: { message: 'kopi/evaluate: expected context to be {evaluated, errors: [{message, range}]}, got object' },
    });
    assert.deepEqual(parseEvaluationResult({ elapsedMs: '5' }), {
      error: { message: 'kopi/evaluate: expected elapsedMs to be a number, got "5"' },
    });
  });
});

describe('parseFormAtResult', () => {
  const range = { start: { line: 0, character: 0 }, end: { line: 1, character: 10 } };
  it('keeps a well-formed answer', () => {
    assert.deepEqual(parseFormAtResult({ range, complete: false }), { range, complete: false });
  });
  it('answers null when the server found no form', () => {
    assert.equal(parseFormAtResult(null), null);
  });
  it('answers undefined for a malformed answer, leaving the decision to kopi/evaluate', () => {
    assert.equal(parseFormAtResult({ range }), undefined);
    assert.equal(parseFormAtResult('(+ 1 2)'), undefined);
    assert.equal(parseFormAtResult({ range: { start: 0 }, complete: true }), undefined);
  });
});

describe('formatForOutputChannel', () => {
  it('echoes the code, then the output, then the value', () => {
    assert.equal(
      formatForOutputChannel('(begin\n(display "hi")\n42)', { output: 'hi\n', value: '42' }),
      '> (begin\n  (display "hi")\n  42)\nhi\n42',
    );
  });

  it('lists the definitions before the code that failed, with their lines', () => {
    const range = { start: { line: 3, character: 0 }, end: { line: 3, character: 20 } };
    assert.equal(
      formatForOutputChannel('(f 1)', {
        value: '2',
        contextErrors: [{ message: 'car: expected pair, got ()', range }],
      }),
      '> (f 1)\ncontext error (line 4): car: expected pair, got ()\n2',
    );
  });

  it('labels errors', () => {
    assert.equal(
      formatForOutputChannel('(car (quote ()))', { error: { message: 'car: expected pair, got ()' } }),
      '> (car (quote ()))\nerror: car: expected pair, got ()',
    );
  });
});
