/**
 * pg-boss's SQL texts (pg-boss 10.4.2, pinned exactly). The mail engine compares its statements with
 * two of them to tell a job's completion apart from its other statements (ADR 0026).
 */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
