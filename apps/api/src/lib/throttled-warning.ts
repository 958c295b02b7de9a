/**
 * One log line per period for a condition that repeats on every request while it lasts (the
 * database down): the first occurrence is logged at once, later ones are counted and reported with
 * the next line, at most one line each `periodMs`. Without it a 10 s outage wrote 156 stack traces.
 */
export function createThrottledWarning(options: {
  periodMs: number;
  write: (line: { count: number; detail: string }) => void;
  now?: () => number;
}): (detail: string) => void {
  const now = options.now ?? Date.now;
  let lastWrite = -Infinity;
  let suppressed = 0;
  return (detail) => {
    const at = now();
    if (at - lastWrite < options.periodMs) {
      suppressed += 1;
      return;
    }
    lastWrite = at;
    options.write({ count: suppressed + 1, detail });
    suppressed = 0;
  };
}
