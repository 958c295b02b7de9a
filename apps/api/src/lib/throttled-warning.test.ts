import { describe, expect, it } from 'vitest';
import { createThrottledWarning } from './throttled-warning.js';

describe('createThrottledWarning', () => {
  it('writes the first occurrence at once, then at most one line per period carrying the count', () => {
    let now = 0;
    const lines: { count: number; detail: string }[] = [];
    const warn = createThrottledWarning({ periodMs: 10_000, write: (line) => lines.push(line), now: () => now });
    // 300 failures 64 ms apart (19.2 s): the first, then the one at 10,048 ms standing for the 156 before it too.
    for (let i = 0; i < 300; i++) {
      warn(`failure ${i}`);
      now += 64;
    }
    expect(lines).toEqual([
      { count: 1, detail: 'failure 0' },
      { count: 157, detail: 'failure 157' },
    ]);
  });
});
