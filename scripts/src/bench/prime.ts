import type { WrkTarget } from './wrk.js';

export interface ColdPass {
  requests: number;
  seconds: number;
  p99Ms: number;
  failures: number;
}

/**
 * Sends each body of a mix once, `connections` at a time, before the timed rounds: the API then
 * holds what a replica that has served this traffic for a while holds (every listing and filter
 * set of the mix asked for once), and the rounds measure that steady state rather than the first
 * minute after a start. The pass itself is the cold figure, printed beside the rounds (ADR 0018).
 */
export async function primeMix(target: WrkTarget, connections: number): Promise<ColdPass> {
  const bodies = target.bodies ?? [];
  const durations: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      const at = performance.now();
      const response = await fetch(target.url, {
        method: target.method,
        headers: { 'content-type': 'application/json', ...target.headers },
        body,
      });
      await response.arrayBuffer();
      durations.push(performance.now() - at);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, bodies.length) }, worker));
  durations.sort((a, b) => a - b);
  return {
    requests: bodies.length,
    seconds: (performance.now() - started) / 1000,
    p99Ms: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))] ?? 0,
    failures,
  };
}
