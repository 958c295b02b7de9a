import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import { engineStatement } from './mail-jobs.js';

/** pg-boss's own statement texts (pinned exactly, 10.4.2), as its workers and maintenance send them. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  insertJob(schema: string): string;
  getVersion(schema: string): string;
  locked(schema: string, query: string | string[]): string;
};

describe("pg-boss's statements on our pool (ADR 0018, thirteenth pass)", () => {
  it('prepares a single statement with parameters once per connection, under a name of its text', () => {
    const complete = engineStatement(plans.completeJobs(JOB_SCHEMA), ['mail', ['id'], null]);
    expect(complete.name).toMatch(/^pgboss_[\w-]{20}$/);
    expect(engineStatement(plans.completeJobs(JOB_SCHEMA), ['other', [], null]).name).toBe(complete.name);
    expect(engineStatement(plans.insertJob(JOB_SCHEMA), ['x']).name).not.toBe(complete.name);
  });

  it('runs texts of several statements and texts without parameters as they are', () => {
    const maintenance = plans.locked(JOB_SCHEMA, [`select 1`, `select 2`]);
    expect(engineStatement(maintenance, ['x'])).toEqual({ text: maintenance, values: ['x'] });
    expect(engineStatement(plans.getVersion(JOB_SCHEMA), [])).toEqual({ text: plans.getVersion(JOB_SCHEMA), values: [] });
    expect(engineStatement(plans.getVersion(JOB_SCHEMA), undefined).name).toBeUndefined();
  });
});
