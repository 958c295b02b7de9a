import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for a single request (header signing), enough for S3-compatible PUT,
 * GET and DELETE without the AWS SDK. Tested against AWS's published examples (sigv4.test.ts).
 */
export interface SigV4Request {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the payload, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (`/` kept in paths). */
function encode(value: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `amzDate` is `YYYYMMDDTHHMMSSZ`. Returns the Authorization header value. */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, amzDate: string): string {
  const date = amzDate.slice(0, 8);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = [...request.url.searchParams]
    .map(([k, v]) => [encode(k, false), encode(v, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = request.url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment), false))
    .join('/');
  const canonical = [
    request.method,
    path || '/',
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${date}/${credentials.region}/${credentials.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
