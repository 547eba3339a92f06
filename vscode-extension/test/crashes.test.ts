import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CrashPolicy } from '../src/crashes';

describe('CrashPolicy', () => {
  it('restarts three times within three minutes, then gives up', () => {
    let time = 0;
    const policy = new CrashPolicy(3, 180_000, () => time);
    const decisions = [];
    for (let crash = 0; crash < 4; crash++) {
      decisions.push(policy.crashed());
      time += 10_000;
    }
    assert.deepEqual(decisions, ['restart', 'restart', 'restart', 'give up']);
  });

  it('forgets crashes older than the window', () => {
    let time = 0;
    const policy = new CrashPolicy(1, 1000, () => time);
    assert.equal(policy.crashed(), 'restart');
    time = 5000;
    assert.equal(policy.crashed(), 'restart');
    assert.equal(policy.crashed(), 'give up');
  });

  it('starts afresh after reset', () => {
    const policy = new CrashPolicy(0, 1000, () => 0);
    assert.equal(policy.crashed(), 'give up');
    policy.reset();
    assert.equal(policy.crashed(), 'give up');
    assert.equal(new CrashPolicy(1, 1000, () => 0).crashed(), 'restart');
  });
});
