import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSigV4CheckingProxy } from '../../../test/sigv4-checking-proxy.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

describe('the storage folder', () => {
  it('has no import circle: the adapters import the interface file, only the factory imports the adapters', async () => {
    for (const file of ['object-storage.ts', 'local-storage.ts', 's3-storage.ts']) {
      const text = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from '\.\/storage\.js'/);
    }
    const factory = await readFile(new URL('./storage.ts', import.meta.url), 'utf8');
    expect(factory).toMatch(/from '\.\/local-storage\.js'/);
    expect(factory).toMatch(/from '\.\/s3-storage\.js'/);
  });
});

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
    await rm(dir, { recursive: true, force: true });
  });
});

// A real S3-compatible server on the loopback (s3rver, key pair S3RVER / S3RVER) behind a front that
// checks every SigV4 signature with the aws4 package (s3rver checks only V4's access key), so the
// adapter's requests are proven by a server and an independent signer, not by a mock.
describe('S3-compatible storage against s3rver', () => {
  const bucket = 'kurumatabi-images';
  let server: S3rver;
  let proxy: Awaited<ReturnType<typeof startSigV4CheckingProxy>>;
  let dir: string;
  let endpoint: string;
  const configOf = (secretAccessKey: string) => ({
    driver: 's3' as const,
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    proxy = await startSigV4CheckingProxy(`http://127.0.0.1:${port}`, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    endpoint = proxy.endpoint;
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes, reads back and deletes an object with signed requests', async () => {
    const storage = createS3Storage(configOf('S3RVER'));
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57]);
    await storage.put('images/abc/800.webp', bytes, 'image/webp');
    expect(await storage.get('images/abc/800.webp')).toEqual(bytes);
    await storage.delete('images/abc/800.webp');
    expect(await storage.get('images/abc/800.webp')).toBeNull();
    // Deleting what is not there is not an error (a retried clean-up).
    await storage.delete('images/abc/800.webp');
    expect(proxy.refused).toEqual([]);
  });

  it('answers null for a missing object', async () => {
    expect(await createS3Storage(configOf('S3RVER')).get('images/none/320.webp')).toBeNull();
  });

  it('fails loudly when the server refuses the signature', async () => {
    const storage = createS3Storage(configOf('not-the-secret'));
    await expect(storage.put('images/x/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT images\/x\/320\.webp failed: 403/,
    );
    await expect(storage.get('images/x/320.webp')).rejects.toThrow(/403/);
    expect(proxy.refused).toEqual([
      'PUT /kurumatabi-images/images/x/320.webp: SignatureDoesNotMatch',
      'GET /kurumatabi-images/images/x/320.webp: SignatureDoesNotMatch',
    ]);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(createS3Storage(configOf('S3RVER')).get('../secrets')).rejects.toThrow(/unsafe/);
  });
});
