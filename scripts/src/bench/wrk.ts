import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  /** Requests completed during the run. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
}

export interface WrkTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /**
   * A realistic mix instead of one body: each request picks one of these at random (seeded in
   * the Lua script, so every round draws from the same mix).
   */
  bodies?: readonly string[];
  headers?: Record<string, string>;
}

function luaString(value: string): string {
  return JSON.stringify(value); // a JSON string literal is a valid Lua string literal for our ASCII/UTF-8 bodies
}

/** Runs wrk against one target; the request is described in a generated Lua script. */
export async function runWrk(target: WrkTarget, options: { connections: number; seconds: number; scriptDir: string }): Promise<WrkResult> {
  const script = path.join(options.scriptDir, `${target.name.replace(/\W+/g, '-')}.lua`);
  const hasBody = target.body !== undefined || target.bodies !== undefined;
  // Every request says what a browser's does about codings: the API compresses what it keeps cached (ADR 0018).
  const headers = Object.entries({
    'accept-encoding': 'gzip, deflate, br',
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...target.headers,
  })
    .map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`)
    .join('\n');
  const mix = target.bodies
    ? // Each wrk thread has its own Lua state: seed per thread, pick a body per request.
      `local bodies = {\n${target.bodies.map((b) => `  ${luaString(b)},`).join('\n')}\n}\n` +
      'local counter = 0\nsetup = function(thread) counter = counter + 1; thread:set("seed", counter) end\n' +
      'init = function(args) math.randomseed(7919 * (seed or 1)) end\n' +
      'request = function() return wrk.format(nil, nil, nil, bodies[math.random(#bodies)]) end\n'
    : '';
  await writeFile(
    script,
    `wrk.method = ${luaString(target.method)}\n${target.body ? `wrk.body = ${luaString(target.body)}\n` : ''}${headers}\n${mix}`,
  );
  const { stdout } = await run('wrk', ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', script, target.url], {
    maxBuffer: 1 << 20,
  });
  return parseWrk(stdout);
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

export function parseWrk(output: string): WrkResult {
  const total = /(\d+) requests in /.exec(output);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  if (!total || !rps || !p50 || !p99) throw new Error(`cannot read wrk output:\n${output}`);
  return {
    requests: Number(total[1]),
    requestsPerSecond: Number(rps[1]),
    p50Ms: toMs(p50[1]!),
    p99Ms: toMs(p99[1]!),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
  };
}
