/**
 * The bench's second baseline (ADR 0018): a bare Fastify (the API's own version, no plugin, no
 * logger) answering the API's /healthz body. The API's /healthz is measured against it: what the
 * platform adds per request. `node fastify-hello.mjs <port>`.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
