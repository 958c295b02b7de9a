import { createHash } from 'node:crypto';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The reason the request's SigV4 signature is wrong, or null when aws4 computes the same one. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
): string | null {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return 'no SigV4 Authorization header';
  const [, accessKeyId, region, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'x-amz-content-sha256 is not the body’s hash';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) {
    if (name !== 'host') headers[name] = String(request.headers[name] ?? '');
  }
  // The body is not given to aws4: the signed payload hash above stands for it, as S3 checks it.
  const expected = aws4.sign(
    { host: request.headers.host, method: request.method, path: request.url, service: 's3', region, headers },
    credentials,
  ).headers?.Authorization as string | undefined;
  return expected?.endsWith(`SignedHeaders=${signedHeaders}, Signature=${signature}`) ? null : 'SignatureDoesNotMatch';
}

/**
 * A front for an S3-compatible test server that checks each request's SigV4 signature with a second,
 * independent implementation (the aws4 package) before passing it on: s3rver itself checks only the
 * access key of V4 requests. A bad signature gets S3's 403.
 */
export async function startSigV4CheckingProxy(
  target: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): Promise<{ endpoint: string; refused: string[]; close: () => Promise<void> }> {
  const refused: string[] = [];
  const targetUrl = new URL(target);
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const problem = signatureProblem(request, body, credentials);
      if (problem) {
        refused.push(`${request.method} ${request.url}: ${problem}`);
        response
          .writeHead(403, { 'content-type': 'application/xml' })
          .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const upstream = forward(
        { host: targetUrl.hostname, port: targetUrl.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
