// Decides what happens when the language server's connection closes without being asked to: a
// crash is restarted quietly a few times, and when it keeps crashing the user gets one message.
// No dependency on the `vscode` API, so that node's test runner checks it.

/** What to do after a crash: start the server again, or stop and tell the user once. */
export type CrashDecision = 'restart' | 'give up';

export class CrashPolicy {
  private readonly crashes: number[] = [];

  /**
   * @param maxRestarts restarts allowed within `windowMs`; one more crash in that time gives up
   * @param now the clock, in milliseconds
   */
  constructor(
    private readonly maxRestarts = 3,
    private readonly windowMs = 3 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a crash and decides. */
  crashed(): CrashDecision {
    const time = this.now();
    this.crashes.push(time);
    while (this.crashes.length > 0 && time - (this.crashes[0] ?? time) > this.windowMs) {
      this.crashes.shift();
    }
    return this.crashes.length > this.maxRestarts ? 'give up' : 'restart';
  }

  /** Forgets the crashes, after a restart the user asked for. */
  reset(): void {
    this.crashes.length = 0;
  }
}
