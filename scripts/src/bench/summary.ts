/**
 * The bench's budgets and its worst-of tables (ADR 0018): every target's throughput is a share of
 * the `node:http` baseline measured in the same round (the API's /healthz a share of the bare Fastify
 * baseline), and a run, or several (`--repeat`), is judged on its worst round.
 */
import type { WrkResult } from './wrk.js';

export type BaselineName = 'node-http' | 'fastify-hello';

export interface Budget {
  /** The lowest share of the baseline's req/s in the same round. */
  minShare: number;
  of: BaselineName;
  /** The highest p99 as a multiple of the same round's node:http p99 (issue 35: milliseconds follow the host's hour). */
  maxP99OfNodeHttp?: number;
}

/** Issue 11's targets (and the content reads' of ADR 0008), on shares of the same round's baselines (issue 35). */
export const budgets: Record<string, Budget> = {
  healthz: { minShare: 0.7, of: 'fastify-hello' },
  'show-terms': { minShare: 0.3, of: 'node-http', maxP99OfNodeHttp: 5 },
  'list-faq': { minShare: 0.25, of: 'node-http', maxP99OfNodeHttp: 5 },
  'show-current-user': { minShare: 0.05, of: 'node-http', maxP99OfNodeHttp: 20 },
  'show-car': { minShare: 0.3, of: 'node-http', maxP99OfNodeHttp: 5 },
  'list-car': { minShare: 0.1, of: 'node-http', maxP99OfNodeHttp: 20 },
  'show-spot': { minShare: 0.3, of: 'node-http', maxP99OfNodeHttp: 5 },
  'list-spot': { minShare: 0.1, of: 'node-http', maxP99OfNodeHttp: 20 },
};

/** A target's worst figures over rounds (and runs): lowest req/s and share, highest p99 and CPU, every error. */
export interface Worst {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Lowest share of the same round's node:http. */
  shareOfNodeHttp: number;
  /** Lowest share of the same round's budget baseline (node:http, or the bare Fastify for /healthz). */
  shareOfBudgetBaseline: number;
  /** Highest p99 as a multiple of the same round's node:http p99. */
  p99OfNodeHttp: number;
  errors: number;
  cpuUsPerRequest: number | null;
}

export function mergeWorst(previous: Worst | undefined, next: Worst): Worst {
  if (!previous) return next;
  const lower = next.requestsPerSecond < previous.requestsPerSecond ? next : previous;
  return {
    requestsPerSecond: lower.requestsPerSecond,
    p50Ms: Math.max(previous.p50Ms, next.p50Ms),
    p99Ms: Math.max(previous.p99Ms, next.p99Ms),
    shareOfNodeHttp: Math.min(previous.shareOfNodeHttp, next.shareOfNodeHttp),
    shareOfBudgetBaseline: Math.min(previous.shareOfBudgetBaseline, next.shareOfBudgetBaseline),
    p99OfNodeHttp: Math.max(previous.p99OfNodeHttp, next.p99OfNodeHttp),
    errors: previous.errors + next.errors,
    cpuUsPerRequest:
      previous.cpuUsPerRequest === null || next.cpuUsPerRequest === null
        ? (previous.cpuUsPerRequest ?? next.cpuUsPerRequest)
        : Math.max(previous.cpuUsPerRequest, next.cpuUsPerRequest),
  };
}

/** One round's figures of a target as a Worst, given the same round's baselines. */
export function roundFigures(
  name: string,
  result: WrkResult,
  baselines: Record<BaselineName, number>,
  cpuUsPerRequest: number | null,
  /** The same round's node:http p99 (ms). */
  nodeHttpP99Ms: number,
): Worst {
  const budget = budgets[name];
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    shareOfNodeHttp: result.requestsPerSecond / baselines['node-http'],
    shareOfBudgetBaseline: result.requestsPerSecond / baselines[budget?.of ?? 'node-http'],
    p99OfNodeHttp: result.p99Ms / nodeHttpP99Ms,
    errors: result.non2xx + result.socketErrors,
    cpuUsPerRequest,
  };
}

/** Whether the worst figures meet the target's budget (any error fails, baselines included). */
export function meetsBudget(name: string, worst: Worst): boolean {
  const budget = budgets[name];
  if (worst.errors > 0) return false;
  if (!budget) return true;
  return (
    worst.shareOfBudgetBaseline >= budget.minShare &&
    (budget.maxP99OfNodeHttp === undefined || worst.p99OfNodeHttp <= budget.maxP99OfNodeHttp)
  );
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function budgetText(name: string, ok: boolean): string {
  const budget = budgets[name];
  if (!budget) return `baseline${ok ? '' : ' (errors)'}`;
  const of = budget.of === 'node-http' ? 'node:http' : 'bare Fastify';
  const p99 = budget.maxP99OfNodeHttp === undefined ? '' : `, p99 ≤${budget.maxP99OfNodeHttp}× node:http's`;
  return `${ok ? 'ok' : 'OVER'} (≥${(budget.minShare * 100).toFixed(0)}% of ${of}${p99})`;
}

/** The table of worst figures; answers whether every target met its budget. */
export function printTable(names: readonly string[], worst: ReadonlyMap<string, Worst>, log: (line: string) => void): boolean {
  let allOk = true;
  log('target               req/s     p50 ms   p99 ms  p99 ×hello  vs node:http  vs budget base  errors  CPU µs/req  budget');
  for (const name of names) {
    const w = worst.get(name);
    if (!w) continue;
    const ok = meetsBudget(name, w);
    if (!ok) allOk = false;
    log(
      `${name.padEnd(18)} ${w.requestsPerSecond.toFixed(0).padStart(8)} ${w.p50Ms.toFixed(2).padStart(9)} ${w.p99Ms.toFixed(2).padStart(8)} ` +
        `${w.p99OfNodeHttp.toFixed(1).padStart(10)} ` +
        `${pct(w.shareOfNodeHttp).padStart(13)} ${pct(w.shareOfBudgetBaseline).padStart(15)} ${String(w.errors).padStart(7)} ` +
        `${(w.cpuUsPerRequest === null ? '-' : w.cpuUsPerRequest.toFixed(0)).padStart(11)}  ${budgetText(name, ok)}`,
    );
  }
  return allOk;
}
