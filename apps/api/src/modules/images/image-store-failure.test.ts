import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadPrivateImage, uploadPublicImage, type ErrorEnvelope } from '@kurumatabi/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema/index.js';
import { buildTestApp, createRegisteredUser, injectUpload, type TestUser } from '../../../test/helpers.js';
import { jpeg } from '../../../test/images.js';

/**
 * The image store failing during an upload (issue 11, faults): a clear 503 in the envelope, and
 * nothing of the upload kept — no row, no object, no partly written file.
 */

/** An S3-compatible stub that takes the first object and then answers "insufficient storage". */
async function fullBucket(): Promise<{
  server: Server;
  endpoint: string;
  objects: Map<string, Buffer>;
  puts: () => number;
  keysPut: () => number;
}> {
  const objects = new Map<string, Buffer>();
  let puts = 0;
  const keysPut = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const key = request.url ?? '';
      if (request.method === 'PUT') {
        puts += 1;
        keysPut.add(key);
        if (puts > 1) {
          response.writeHead(507, { 'content-type': 'application/xml' });
          response.end('<Error><Code>InsufficientStorage</Code><Message>bucket full</Message></Error>');
          return;
        }
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        const object = objects.get(key);
        response.writeHead(object ? 200 : 404).end(object);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, puts: () => puts, keysPut: () => keysPut.size };
}

let bucket: Awaited<ReturnType<typeof fullBucket>>;
let s3App: FastifyInstance;
let brokenDiskApp: FastifyInstance;
let root: string;
let alice: TestUser;

beforeAll(async () => {
  bucket = await fullBucket();
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-store-failure-'));
  // A store folder below a regular file: every write fails (ENOTDIR), as a broken mount would.
  await writeFile(path.join(root, 'not-a-folder'), 'x');
  brokenDiskApp = await buildTestApp({ STORAGE_DIR: path.join(root, 'not-a-folder', 'storage') });
  s3App = await buildTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: bucket.endpoint,
    S3_BUCKET: 'photos',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  alice = await createRegisteredUser('保存 失敗');
});
afterAll(async () => {
  await Promise.all([s3App.close(), brokenDiskApp.close()]);
  await new Promise((resolve) => bucket.server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

async function imageRowsOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(images)
    .innerJoin(users, eq(users.id, images.ownerUserId))
    .where(eq(users.firebaseUid, user.uid));
  return row?.n ?? 0;
}

const expectStorageFailed = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode).toBe(503);
  expect((JSON.parse(response.body) as ErrorEnvelope).error).toEqual({
    code: 'IMAGE_STORAGE_FAILED',
    message: '画像を保存できませんでした。時間をおいてもう一度アップロードしてください。',
  });
};

describe('the image store failing during an upload', () => {
  it('answers 503 IMAGE_STORAGE_FAILED when the bucket fills up mid-upload, and removes the object already stored', async () => {
    // 2000 px wide: four variants, so the first is stored before the bucket refuses the second.
    const photo = { data: await jpeg(2000, 1000), filename: 'wide.jpg', contentType: 'image/jpeg' };
    const response = await injectUpload(alice, uploadPublicImage, photo, 'file', s3App);
    expectStorageFailed(response);
    // The second variant was refused (the S3 client retries a 5xx twice, aws4fetch's `retries`) and the others never sent.
    expect(bucket.keysPut()).toBe(2);
    expect(bucket.puts()).toBe(4);
    expect([...bucket.objects.keys()]).toEqual([]);
    expect(await imageRowsOf(s3App, alice)).toBe(0);
  });

  it('answers 503 IMAGE_STORAGE_FAILED when the disk refuses the write, with no row', async () => {
    const response = await injectUpload(
      alice,
      uploadPrivateImage,
      { data: await jpeg(400, 300), filename: 'a.jpg', contentType: 'image/jpeg' },
      'file',
      brokenDiskApp,
    );
    expectStorageFailed(response);
    expect(await imageRowsOf(brokenDiskApp, alice)).toBe(0);
  });
});
