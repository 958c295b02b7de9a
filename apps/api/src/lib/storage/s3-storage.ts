import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../config.js';
import { assertSafeKey, type ObjectStorage } from './object-storage.js';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style URLs, requests signed with
 * SigV4 by aws4fetch (ADR 0019). A throttled or failing bucket (5xx, 429) is asked again twice with
 * a short back-off; anything else fails at once, so an upload never waits long on a broken store.
 */
export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });

  function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const url = `${config.endpoint}/${config.bucket}/${key}`;
    // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for S3), so a body
    // altered on the way is refused by the bucket.
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    return client.fetch(url, { method, headers, body });
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status} ${await response.text()}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}
