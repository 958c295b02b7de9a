import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestartBackoff, supervise, type SupervisedService } from './supervisor.js';

describe('RestartBackoff', () => {
  it('waits 1 s, doubling to 30 s while the API keeps dying soon', () => {
    const backoff = new RestartBackoff();
    const waits = Array.from({ length: 8 }, () => backoff.delayAfter(500));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from 1 s after a run that stayed up a minute', () => {
    const backoff = new RestartBackoff();
    for (let i = 0; i < 5; i += 1) backoff.delayAfter(0);
    expect(backoff.delayAfter(59_999)).toBe(30_000);
    expect(backoff.delayAfter(60_000)).toBe(1_000);
    expect(backoff.delayAfter(10)).toBe(2_000);
  });
});

/** A fake process whose exit the test decides. */
function fakeService(): SupervisedService & { exit: (code: number | null) => void; stops: number } {
  let exit!: (code: number | null) => void;
  const exited = new Promise<number | null>((resolve) => (exit = resolve));
  const service = {
    exited,
    exit,
    stops: 0,
    async stop() {
      service.stops += 1;
      exit(null);
    },
  };
  return service;
}

/** Moves the fake clock on, running the timers and the promises they settle. */
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('supervise', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const fast = () => new RestartBackoff({ initialMs: 10, maxMs: 40, healthyAfterMs: 60_000 });

  it('restarts a crashed API after the back-off, says so in Japanese and English, and stops only when asked', async () => {
    const lines: string[] = [];
    const first = fakeService();
    const started: ReturnType<typeof fakeService>[] = [];
    const supervisor = supervise(
      first,
      async () => {
        const next = fakeService();
        started.push(next);
        return next;
      },
      { log: (line) => lines.push(line), backoff: fast() },
    );
    first.exit(1);
    await tick(9);
    expect(started).toHaveLength(0);
    await tick(1);
    expect(started).toHaveLength(1);
    expect(lines[0]).toMatch(/API が停止しました（終了コード 1）。0.01 秒後に再起動します。/);
    expect(lines[0]).toMatch(/The API stopped \(exit code 1\); restarting in 0.01 s/);

    started[0]!.exit(137);
    await tick(19);
    expect(started).toHaveLength(1);
    await tick(1);
    expect(started).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('API が停止しました'))).toHaveLength(2);
    expect(lines[2]).toMatch(/0.02 秒後/);

    await supervisor.stop();
    await supervisor.done;
    expect(started[1]!.stops).toBe(1);
    await tick(60_000);
    expect(started).toHaveLength(2);
  });

  it('keeps trying when a restart fails, and a stop during the wait cancels the next start', async () => {
    const lines: string[] = [];
    const first = fakeService();
    let attempts = 0;
    const supervisor = supervise(
      first,
      async () => {
        attempts += 1;
        throw new Error('API did not become ready');
      },
      { log: (line) => lines.push(line), backoff: fast() },
    );
    first.exit(1);
    // 10 ms, then 20 ms after the first failed start (a failed start counts as a run of 0 ms).
    await tick(30);
    expect(attempts).toBe(2);
    expect(lines).toContain('API の再起動に失敗しました (the restart failed): API did not become ready');
    await supervisor.stop();
    await tick(60_000);
    expect(attempts).toBe(2);
  });
});
