/** One fault's figures, one row of the table `npm run test:faults` prints. */
export interface Figures {
  fault: string;
  requests: number;
  ok: number;
  /** Rows the check counted (reservations, images, mails), or null where none apply. */
  rows: number | null;
  mismatches: number;
  unavailable: number;
  serverErrors: number;
  /** Warning and error lines the API logged during the fault (warn+ / error+). */
  logLines: { warn: number; error: number } | null;
  recoveryMs: number | null;
  violations: string[];
  notes: string[];
}

export function emptyFigures(fault: string): Figures {
  return {
    fault,
    requests: 0,
    ok: 0,
    rows: null,
    mismatches: 0,
    unavailable: 0,
    serverErrors: 0,
    logLines: null,
    recoveryMs: null,
    violations: [],
    notes: [],
  };
}

/** Adds a violation when `held` is false. */
export function expectThat(figures: Figures, held: boolean, violation: string): void {
  if (!held) figures.violations.push(violation);
}

export function table(rows: Figures[]): string {
  const header = ['fault', 'requests', '2xx', 'rows', 'mismatches', '503', '500', 'log warn/error', 'recovery', 'result'];
  const lines = rows.map((f) => [
    f.fault,
    String(f.requests),
    String(f.ok),
    f.rows === null ? '-' : String(f.rows),
    String(f.mismatches),
    String(f.unavailable),
    String(f.serverErrors),
    f.logLines === null ? '-' : `${f.logLines.warn}/${f.logLines.error}`,
    f.recoveryMs === null ? '-' : `${(f.recoveryMs / 1000).toFixed(1)} s`,
    f.violations.length === 0 ? 'ok' : 'FAILED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
