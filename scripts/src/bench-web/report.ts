/** The figures of one Lighthouse run (or their medians) and issue 14's targets for them. */
export interface PageFigures {
  /** Lighthouse's performance score, 0–1. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed, as fetched). */
  jsBytes: number;
}

export const pageTargets = { score: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05, jsBytes: 120_000 } as const;

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (figure by figure, as Lighthouse's own guidance does). */
export function median(runs: readonly PageFigures[]): PageFigures {
  return {
    score: medianOf(runs.map((r) => r.score)),
    lcpMs: medianOf(runs.map((r) => r.lcpMs)),
    tbtMs: medianOf(runs.map((r) => r.tbtMs)),
    cls: medianOf(runs.map((r) => r.cls)),
    jsBytes: medianOf(runs.map((r) => r.jsBytes)),
  };
}

export function pageVerdicts(figures: PageFigures): { label: string; met: boolean }[] {
  return [
    { label: 'score', met: figures.score >= pageTargets.score },
    { label: 'LCP', met: figures.lcpMs <= pageTargets.lcpMs },
    { label: 'TBT', met: figures.tbtMs <= pageTargets.tbtMs },
    { label: 'CLS', met: figures.cls <= pageTargets.cls },
    { label: 'JS', met: figures.jsBytes <= pageTargets.jsBytes },
  ];
}

/** The table: the medians, each marked against its target. */
export function printPageTable(rows: readonly { name: string; median: PageFigures }[], log: (line: string) => void): void {
  const mark = (met: boolean) => (met ? '✔' : '✘');
  log(
    `\nLighthouse (mobile, median) — targets: score ≥ ${pageTargets.score}, LCP ≤ ${pageTargets.lcpMs / 1000} s, ` +
      `TBT ≤ ${pageTargets.tbtMs} ms, CLS ≤ ${pageTargets.cls}, JS ≤ ${pageTargets.jsBytes / 1000} KB`,
  );
  log('| page | score | LCP | TBT | CLS | JS transferred |');
  log('|---|---|---|---|---|---|');
  for (const { name, median: m } of rows) {
    const [score, lcp, tbt, cls, js] = pageVerdicts(m).map((v) => mark(v.met));
    log(
      `| \`${name}\` | ${m.score.toFixed(2)} ${score} | ${(m.lcpMs / 1000).toFixed(2)} s ${lcp} | ${m.tbtMs.toFixed(0)} ms ${tbt} | ` +
        `${m.cls.toFixed(3)} ${cls} | ${(m.jsBytes / 1000).toFixed(1)} KB ${js} |`,
    );
  }
}
