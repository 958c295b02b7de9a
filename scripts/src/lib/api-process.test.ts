import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startApi } from './api-process.js';

/** Whether something still listens on the port (the child that never became ready). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startApi', () => {
  it('stops a process that never becomes ready instead of leaving it holding the port', async () => {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    // A stand-in that listens but answers every /readyz with 503 (`node -e` runs it; the API's entry becomes its argv).
    const notReady = `require('node:http').createServer((q, r) => { r.statusCode = 503; r.end(); }).listen(Number(process.env.PORT), '127.0.0.1')`;
    await expect(startApi({ port, env: {}, nodeArgs: ['-e', notReady], readyTimeoutMs: 1_500 })).rejects.toThrow();
    expect(await listening(port)).toBe(false);
  }, 20_000);
});
