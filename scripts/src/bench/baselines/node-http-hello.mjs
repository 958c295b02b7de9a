/**
 * The bench's first baseline (ADR 0018): the least a Node process can do per HTTP request on this
 * machine. Plain `node:http`, the same small JSON answer as the API's /healthz, no framework.
 * `node node-http-hello.mjs <port>`; plain JavaScript, so no loader sits in the process.
 */
import http from 'node:http';

const port = Number(process.argv[2]);
const body = Buffer.from('{"status":"ok"}');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
