import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.js';
import { loadConfig } from './config.js';

describe('the API logger', () => {
  it('never writes licence or bank account numbers, nor bearer tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://x@localhost/db',
      FIREBASE_PROJECT_ID: 'demo-test',
      FIREBASE_API_KEY: 'k',
    });
    const options = loggerOptions(config) as pino.LoggerOptions;
    const log = pino({ ...options, level: 'info' }, sink);
    log.info({ body: { number: '123456789012', accountNumber: '1234567', name: '山田' } }, 'request');
    log.info({ license: { number: '123456789012' }, req: { headers: { authorization: 'Bearer secret-token' } } }, 'other');
    const written = lines.join('');
    expect(written).toContain('山田');
    expect(written).not.toContain('123456789012');
    expect(written).not.toContain('1234567');
    expect(written).not.toContain('secret-token');
    expect(written).toContain('[redacted]');
  });
});
