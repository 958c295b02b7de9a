import type { Config } from '../../config.js';
import { sha256Hex, signV4 } from './sigv4.js';
import { assertSafeKey, type ObjectStorage } from './storage.js';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

function amzDateOf(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style URLs, SigV4-signed with node:crypto. */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): ObjectStorage {
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${config.endpoint}/${config.bucket}/${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = amzDateOf(new Date());
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4(
      { method, url, headers, payloadHash },
      { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' },
      amzDate,
    );
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, { method, headers: { ...sent, authorization }, body });
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}
