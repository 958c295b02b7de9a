/**
 * The PostgreSQL schema of the job engine (pg-boss, ADR 0026). The migrations install it before our own
 * SQL files; the mail queues of modules/notifications live in it. Kept here so that the database layer
 * never imports a module above it (layers.test.ts).
 */
export const JOB_SCHEMA = 'pgboss';
