// The `kopi.claimSchemeFiles` logic: which documents the extension takes, when it asks, and what
// an answer changes.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ANSWER_NEVER,
  ANSWER_SESSION,
  ANSWER_WORKSPACE,
  claimAction,
  claimDecision,
  claimMode,
  claimQuestion,
  isClaimable,
  withKopiAssociations,
} from '../src/claim';

const fresh = { asked: false, claimedForSession: false };

describe('claimMode', () => {
  it('reads the three values and falls back to ask', () => {
    assert.equal(claimMode('never'), 'never');
    assert.equal(claimMode('always'), 'always');
    assert.equal(claimMode('ask'), 'ask');
    assert.equal(claimMode(undefined), 'ask');
    assert.equal(claimMode('sometimes'), 'ask');
    assert.equal(claimMode(true), 'ask');
  });
});

describe('isClaimable', () => {
  it('takes .scm and .sld files in the scheme or plain text language', () => {
    assert.ok(isClaimable('/w/src/main.scm', 'scheme'));
    assert.ok(isClaimable('/w/lib/util.SLD', 'plaintext'));
    assert.ok(isClaimable('C:\\w\\a.scm', 'scheme'));
  });

  it('leaves other files, and Scheme files the user put in another language', () => {
    assert.ok(!isClaimable('/w/a.kawa', 'kopi'));
    assert.ok(!isClaimable('/w/a.scm', 'kopi'));
    assert.ok(!isClaimable('/w/a.scm', 'guile'));
    assert.ok(!isClaimable('/w/a.ss', 'scheme'));
    assert.ok(!isClaimable('/w/notes.txt', 'plaintext'));
    assert.ok(!isClaimable('/w/a.scm.txt', 'plaintext'));
  });
});

describe('claimAction', () => {
  it('never takes a file with never', () => {
    assert.equal(claimAction('never', '/w/a.scm', 'scheme', fresh), 'none');
    assert.equal(claimAction('never', '/w/a.scm', 'scheme', { asked: true, claimedForSession: true }), 'none');
  });

  it('switches every Scheme file with always, and nothing else', () => {
    assert.equal(claimAction('always', '/w/a.scm', 'scheme', fresh), 'switch');
    assert.equal(claimAction('always', '/w/a.sld', 'plaintext', fresh), 'switch');
    assert.equal(claimAction('always', '/w/a.rkt', 'racket', fresh), 'none');
  });

  it('asks once per window with ask, then follows the answer', () => {
    assert.equal(claimAction('ask', '/w/a.scm', 'scheme', fresh), 'ask');
    assert.equal(claimAction('ask', '/w/b.scm', 'scheme', { asked: true, claimedForSession: false }), 'none');
    assert.equal(claimAction('ask', '/w/b.scm', 'scheme', { asked: true, claimedForSession: true }), 'switch');
    assert.equal(claimAction('ask', '/w/a.kawa', 'kopi', fresh), 'none');
  });
});

describe('claimDecision', () => {
  it('maps each answer to what changes', () => {
    assert.deepEqual(claimDecision(ANSWER_WORKSPACE), { associate: true, switchOpen: true, mode: 'always' });
    assert.deepEqual(claimDecision(ANSWER_SESSION), { associate: false, switchOpen: true });
    assert.deepEqual(claimDecision(ANSWER_NEVER), { associate: false, switchOpen: false, mode: 'never' });
    assert.deepEqual(claimDecision(undefined), { associate: false, switchOpen: false });
  });

  it('names the file and the setting in the question', () => {
    const question = claimQuestion('/w/src/main.scm');
    assert.match(question, /main\.scm/);
    assert.match(question, /kopi\.claimSchemeFiles/);
  });
});

describe('withKopiAssociations', () => {
  it('adds the Scheme patterns and keeps the other entries', () => {
    assert.deepEqual(withKopiAssociations({ '*.h': 'c', '*.scm': 'scheme' }), {
      '*.h': 'c',
      '*.scm': 'kopi',
      '*.sld': 'kopi',
    });
  });

  it('starts from nothing when the setting is missing or malformed', () => {
    assert.deepEqual(withKopiAssociations(undefined), { '*.scm': 'kopi', '*.sld': 'kopi' });
    assert.deepEqual(withKopiAssociations(['*.scm']), { '*.scm': 'kopi', '*.sld': 'kopi' });
    assert.deepEqual(withKopiAssociations({ '*.x': 3 }), { '*.scm': 'kopi', '*.sld': 'kopi' });
  });
});
