import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is away, restarting or refusing connections', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // Drizzle's DrizzleQueryError and our AppError carry the driver's error as their cause.
      new Error('Failed query: select 1', { cause: withCode('the database system is shutting down', '57P03') }),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all addresses failed'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves a query of ours that failed to the 500 path', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      new Error('connect ECONNREFUSED 10.0.0.5:5432 in a message only'),
      new TypeError('Cannot read properties of undefined'),
      null,
      'a string',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
