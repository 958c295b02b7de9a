import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { IMAGE_MAX_BYTES, uploadPrivateImage, uploadPublicImage, type Endpoint, type ErrorEnvelope } from '@kurumatabi/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema/index.js';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, type TestUser } from '../../../test/helpers.js';
import { jpeg } from '../../../test/images.js';

/**
 * Defect 6 of issue 11: a file just above the limit was sometimes stored truncated (when the body's
 * chunk ended exactly at the limit, busboy marked the file truncated after its last chunk had been
 * read) or refused as IMAGE_UNREADABLE. Real HTTP, with the body written in the chunks a slow or
 * unlucky network would deliver, several times over.
 */

let app: FastifyInstance;
let origin: string;
let storageDir: string;
let alice: TestUser;

beforeAll(async () => {
  ({ app, storageDir } = await buildAccountsTestApp());
  alice = await createRegisteredUser('上限 アリス');
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** A JPEG that sharp decodes whatever follows it: a truncated copy would pass as an image. */
async function oversized(size: number): Promise<Buffer> {
  const big = Buffer.alloc(size, 0x41);
  (await jpeg(32, 32)).copy(big);
  return big;
}

type Delivery = 'whole' | 'split-at-limit' | 'slow';

/** Posts one file part; `split-at-limit` ends the first write exactly at the limit's byte, then waits. */
function post(endpoint: Endpoint, data: Buffer, delivery: Delivery): Promise<{ status: number; body: string }> {
  const boundary = `----kurumatabi-limit-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const body = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const chunks =
    delivery === 'whole'
      ? [body]
      : delivery === 'split-at-limit'
        ? [body.subarray(0, head.length + IMAGE_MAX_BYTES), body.subarray(head.length + IMAGE_MAX_BYTES)]
        : Array.from({ length: Math.ceil(body.length / 65_536) }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536));
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${endpoint.path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        authorization: `Bearer ${alice.idToken}`,
      },
    });
    req.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (c: Buffer) => parts.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    });
    // The server may answer 413 and stop reading before the whole body is written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    void (async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (req.destroyed) return;
        req.write(chunk);
        if (delivery !== 'whole' && i < chunks.length - 1) await new Promise((r) => setTimeout(r, delivery === 'slow' ? 1 : 50));
      }
      req.end();
    })();
  });
}

async function storedOf(user: TestUser): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(images)
    .innerJoin(users, eq(users.id, images.ownerUserId))
    .where(eq(users.firebaseUid, user.uid));
  return row?.n ?? 0;
}

const storedFiles = async () => (await readdir(storageDir, { recursive: true }).catch(() => [] as string[])).length;

describe('uploads above the limit', () => {
  it('are always refused with 413 FILE_TOO_LARGE naming the limit, and never stored', async () => {
    const rowsBefore = await storedOf(alice);
    const filesBefore = await storedFiles();
    const sizes = [IMAGE_MAX_BYTES + 1, IMAGE_MAX_BYTES + 1_000, IMAGE_MAX_BYTES + 65_536, 12 * 1024 * 1024];
    const deliveries: Delivery[] = ['whole', 'split-at-limit', 'slow'];
    const answers: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (const size of sizes) {
        const data = await oversized(size);
        for (const delivery of deliveries) {
          for (const endpoint of [uploadPublicImage, uploadPrivateImage]) {
            const { status, body } = await post(endpoint, data, delivery);
            const error = status === 200 ? null : (JSON.parse(body) as ErrorEnvelope).error;
            answers.push(`${size} ${delivery} ${endpoint.path}: ${status} ${error?.code ?? ''}`);
            if (status === 413) expect(error?.message).toContain('10MB');
          }
        }
      }
    }
    expect(answers.filter((a) => !a.endsWith(': 413 FILE_TOO_LARGE'))).toEqual([]);
    expect(answers).toHaveLength(2 * 4 * 3 * 2);
    expect(await storedOf(alice)).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('still accepts a file of exactly the limit', async () => {
    const { status } = await post(uploadPublicImage, await oversized(IMAGE_MAX_BYTES), 'split-at-limit');
    expect(status).toBe(200);
  });
});
