import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scopesAt, tokenize } from './grammarHarness';

/** Asserts that the token with this text carries the scope (among possibly others). */
async function assertScope(source: string, tokenText: string, scope: string): Promise<void> {
  const scopes = await scopesAt(source, tokenText);
  assert.ok(
    scopes.includes(scope),
    `${JSON.stringify(tokenText)} in ${JSON.stringify(source)}: expected scope ${scope}, got ${scopes.join(' ')}`,
  );
}

/** Asserts that no token with this text carries the scope. */
async function assertNoScope(source: string, tokenText: string, scope: string): Promise<void> {
  const scopes = await scopesAt(source, tokenText);
  assert.ok(
    !scopes.includes(scope),
    `${JSON.stringify(tokenText)} in ${JSON.stringify(source)}: expected no scope ${scope}, got ${scopes.join(' ')}`,
  );
}

describe('kopi.tmLanguage.json', () => {
  it('scopes type specifiers, including parameterised and array types', async () => {
    const line = '(define (f x ::int) ::vector[string] (g ::java.lang.String))';
    await assertScope(line, '::', 'punctuation.separator.type.kopi');
    await assertScope(line, 'int', 'storage.type.kopi');
    await assertScope(line, 'vector', 'storage.type.kopi');
    await assertScope(line, 'string', 'storage.type.kopi');
    await assertScope(line, 'java.lang.String', 'storage.type.kopi');
    await assertScope('(as <java.util.List> x)', '<java.util.List>', 'storage.type.kopi');
  });

  it('scopes Kawa keywords name: and tells them from colon notation', async () => {
    const line = '(make-point x: 1 y: 2 (java.lang.Math:abs -5) ("abc":toUpperCase))';
    await assertScope(line, 'x', 'constant.other.keyword.kopi');
    await assertScope(line, 'y', 'constant.other.keyword.kopi');
    await assertScope(line, 'java.lang.Math', 'variable.other.object.kopi');
    await assertScope(line, 'abs', 'entity.name.function.member.kopi');
    await assertScope(line, 'toUpperCase', 'entity.name.function.member.kopi');
    await assertNoScope(line, 'abs', 'constant.other.keyword.kopi');
  });

  it('scopes extended literals with embedded expressions and entities', async () => {
    const line = '(display &{Hello &[(name user)]! &lbrace;}) (after)';
    await assertScope(line, 'Hello ', 'string.quoted.other.extended.kopi');
    await assertScope(line, 'name', 'meta.embedded.expression.kopi');
    await assertScope(line, '&lbrace;', 'constant.character.entity.kopi');
    // The literal ends at its closing brace: what follows is code again.
    await assertNoScope(line, 'after', 'meta.extended-literal.kopi');
    await assertScope('&tag[1 2]{text}', 'text', 'string.quoted.other.extended.kopi');
    await assertScope('&tag[1 2]{text}', 'tag', 'entity.name.tag.extended-literal.kopi');
  });

  it('scopes the text of an embedded expression as code, not as literal text', async () => {
    const tokens = (await tokenize('&{a &["x"] b}'))[0] ?? [];
    const embeddedString = tokens.find((token) => token.text === 'x');
    assert.ok(embeddedString, 'the embedded string has a token');
    assert.ok(embeddedString.scopes.includes('string.quoted.double.kopi'), embeddedString.scopes.join(' '));
  });

  it('scopes process literals apart from other extended literals', async () => {
    await assertScope('(run &`{ls -l})', 'ls -l', 'string.interpolated.process.kopi');
    await assertScope('(run &sh{echo hi})', 'echo hi', 'string.interpolated.process.kopi');
    await assertNoScope('(run &sh{echo hi})', 'echo hi', 'string.quoted.other.extended.kopi');
  });

  it('scopes string escapes and flags unknown ones', async () => {
    const line = '"tab\\there \\x41; \\q"';
    await assertScope(line, '\\t', 'constant.character.escape.kopi');
    await assertScope(line, '\\x41;', 'constant.character.escape.kopi');
    await assertScope(line, '\\q', 'invalid.illegal.escape.kopi');
    await assertScope(line, 'here ', 'string.quoted.double.kopi');
  });

  it('scopes nested block comments across lines', async () => {
    const source = '#| outer\n#| inner |#\nstill comment |# (code)';
    await assertScope(source, ' inner ', 'comment.block.kopi');
    await assertScope(source, 'still comment ', 'comment.block.kopi');
    await assertNoScope(source, 'code', 'comment.block.kopi');
  });

  it('scopes a datum comment over the whole datum it hides', async () => {
    const source = '#;(hidden (deeper ")")) (shown)';
    await assertScope(source, 'deeper ', 'comment.block.datum.kopi');
    await assertNoScope(source, 'shown', 'comment.block.datum.kopi');
    await assertScope('#; hidden shown', ' hidden', 'comment.block.datum.kopi');
    await assertNoScope('#; hidden shown', 'shown', 'comment.block.datum.kopi');
    // With the datum on the next line only the marker is a comment, and it must not turn into
    // a line comment that swallows what follows it.
    await assertScope('(a) #;', '#;', 'comment.block.datum.kopi');
  });

  it('scopes line comments, special forms, builtins and definitions', async () => {
    await assertScope('(f) ; note', ' note', 'comment.line.semicolon.kopi');
    await assertScope('(let loop ((i 0)) i)', 'let', 'keyword.control.kopi');
    await assertScope('(car xs)', 'car', 'support.function.kopi');
    await assertScope('(caddr xs)', 'caddr', 'support.function.kopi');
    await assertScope('(define (square x) (* x x))', 'square', 'entity.name.function.kopi');
    await assertScope('(define-record-type point (make-point x y) point?)', 'point', 'entity.name.type.kopi');
    await assertNoScope('(cars xs)', 'cars', 'support.function.kopi');
  });

  it('scopes numbers, characters and booleans', async () => {
    const line = '(list 42 -3/4 2.5e10 #x1F #b101 +inf.0 1+2i #\\a #\\space #t #false)';
    for (const number of ['42', '-3/4', '2.5e10', '+inf.0', '1+2i']) {
      await assertScope(line, number, 'constant.numeric.kopi');
    }
    await assertScope(line, '#x1F', 'constant.numeric.hex.kopi');
    await assertScope(line, '#b101', 'constant.numeric.binary.kopi');
    await assertScope(line, 'space', 'constant.character.kopi');
    await assertScope(line, '#t', 'constant.language.boolean.kopi');
    await assertScope(line, '#false', 'constant.language.boolean.kopi');
    await assertNoScope('(x1 face)', 'face', 'constant.numeric.kopi');
  });

  it('scopes square and round brackets and parameter markers', async () => {
    await assertScope('[a]', '[', 'punctuation.section.brackets.begin.kopi');
    await assertScope('(a)', ')', 'punctuation.section.parens.end.kopi');
    await assertScope('(lambda (a #!optional b) a)', '#!optional', 'storage.modifier.parameter.kopi');
  });
});
