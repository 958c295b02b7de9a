/**
 * The API's entry point: built to apps/api/dist/server.js and run by `npm run serve` with plain Node
 * (ADR 0019); `npm start` and `npm run dev` run this source through tsx.
 * Reads the configuration from the environment, listens, and shuts down gracefully.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let app: FastifyInstance;
try {
  app = await buildApp(config, { logger: true });
} catch (error) {
  console.error('API を起動できませんでした (the API failed to start):', error);
  process.exit(1);
}

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    // A second Ctrl-C: stop waiting.
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info(`${signal} を受け取りました。停止しています… (shutting down)`);
  const timer = setTimeout(() => {
    app.log.error('停止がタイムアウトしました (shutdown timed out)');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    // Stops accepting connections, lets in-flight requests finish, then closes the pool.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, '停止中にエラーが発生しました (error during shutdown)');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    await app.close().catch(() => {});
    fail(
      `ポート ${config.port} は使用中です。そのポートを使っているプロセスを止めるか、PORT に別の番号を指定してください。\n` +
        `Port ${config.port} is already in use: stop the process using it, or set PORT to another port.`,
    );
  }
  app.log.error({ err: error }, 'API を起動できませんでした (the API failed to start)');
  await app.close().catch(() => {});
  process.exit(1);
}
