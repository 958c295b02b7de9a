/**
 * The API's Node arguments for one run of `npm run bench` (`BENCH_API_NODE_ARGS`). Variants separated by `|` take turns
 * over `--repeat`'s runs (run 1 the first, run 2 the second, …, then again from the first), so that two settings meet the
 * same scale database and the same hour of the host: `BENCH_API_NODE_ARGS="--trace-gc --heap-growing-percent=300|--trace-gc"`
 * with `--repeat 2` (ADR 0018, fourteenth pass). A run's figures are only comparable with another's taken beside it.
 */
export function apiNodeArgsForRun(raw: string | undefined, run: number): string[] {
  const variants = (raw ?? '').split('|');
  return variants[(run - 1) % variants.length]!.split(/\s+/).filter(Boolean);
}
