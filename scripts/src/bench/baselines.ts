/**
 * The bench's two baselines (ADR 0018), each its own process beside the API, measured in every
 * round: plain `node:http` (what a Node process can answer at all on this machine; every target is
 * reported as a share of it) and a bare Fastify (what the API's /healthz is compared with: the cost
 * of the platform's per-request work). Both run as plain JavaScript with `node`, as the built API does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../lib/ports.js';
import { spawnService } from '../lib/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Baseline {
  name: 'node-http' | 'fastify-hello';
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

async function startOne(name: Baseline['name'], file: string, port: number, urlPath: string): Promise<Baseline> {
  const service = spawnService(process.execPath, [path.join(here, 'baselines', file), String(port)], { graceMs: 2_000 });
  const url = `http://127.0.0.1:${port}${urlPath}`;
  await waitFor(async () => (await fetch(url)).ok, { timeoutMs: 15_000, what: name });
  return { name, url, pid: service.child.pid, stop: service.stop };
}

export async function startBaselines(ports: { nodeHttp: number; fastify: number }): Promise<Baseline[]> {
  return Promise.all([
    startOne('node-http', 'node-http-hello.mjs', ports.nodeHttp, '/'),
    startOne('fastify-hello', 'fastify-hello.mjs', ports.fastify, '/healthz'),
  ]);
}
