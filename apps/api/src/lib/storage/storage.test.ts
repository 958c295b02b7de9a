import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { sha256Hex } from './sigv4.js';

describe('local storage', () => {
  it('writes, reads and deletes objects under its folder, and refuses unsafe keys', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-storage-'));
    const storage = createLocalStorage(dir);
    await storage.put('images/abc/320.webp', Buffer.from('bytes'), 'image/webp');
    expect((await storage.get('images/abc/320.webp'))?.toString()).toBe('bytes');
    expect(await readdir(path.join(dir, 'images/abc'))).toEqual(['320.webp']);
    await storage.delete('images/abc/320.webp');
    expect(await storage.get('images/abc/320.webp')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('S3-compatible storage', () => {
  const config = {
    driver: 's3' as const,
    bucket: 'kurumatabi-images',
    endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
    region: 'ap-northeast-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  };

  it('sends signed path-style requests and maps 404 to null', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      requests.push({ url: String(url), init });
      if (init.method === 'GET') return new Response(null, { status: 404 });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const storage = createS3Storage(config, fakeFetch);
    await storage.put('images/abc/800.webp', Buffer.from('webp'), 'image/webp');
    expect(await storage.get('images/abc/800.webp')).toBeNull();
    const put = requests[0]!;
    expect(put.url).toBe('https://s3.ap-northeast-1.amazonaws.com/kurumatabi-images/images/abc/800.webp');
    const headers = put.init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex(Buffer.from('webp')));
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('fails loudly when the bucket refuses a write', async () => {
    const refusing = (async () => new Response('AccessDenied', { status: 403 })) as unknown as typeof fetch;
    await expect(createS3Storage(config, refusing).put('images/x/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});
