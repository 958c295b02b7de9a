import { image, uploadPrivateImage, uploadPublicImage, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, createTestUser, injectUpload, type TestUser } from '../../../test/helpers.js';
import { jpeg, png, pngBomb } from '../../../test/images.js';

let app: FastifyInstance;
let now = new Date();
let alice: TestUser;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp({ clock: () => now }));
  alice = await createRegisteredUser('画像 アリス');
});
afterAll(() => app.close());

const errorOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).error;
const part = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => ({ data, filename, contentType });

describe('image uploads', () => {
  it('serves the variant of an image narrower than ten pixels (its URL names a one-digit width)', async () => {
    for (const endpoint of [uploadPublicImage, uploadPrivateImage]) {
      const uploaded = image.parse((await injectUpload(alice, endpoint, part(await png(1, 1), 'dot.png', 'image/png'))).json());
      expect(uploaded.variants.map((v) => v.width)).toEqual([1]);
      expect((await app.inject({ method: 'GET', url: uploaded.variants[0]!.url })).statusCode).toBe(200);
    }
  });

  it('re-encodes a JPEG to WebP at the standard widths, applies the orientation and strips the metadata', async () => {
    const source = await jpeg(2000, 1000, { orientation: 6, artist: '撮影者の本名' });
    const response = await injectUpload(alice, uploadPublicImage, part(source));
    expect(response.statusCode).toBe(200);
    const uploaded = image.parse(response.json());
    expect(uploaded.visibility).toBe('Public');
    expect(uploaded.urlsExpireAt).toBeNull();
    // Orientation 6 turns the 2000×1000 landscape into a 1000×2000 portrait: widths 320, 480, 800 and the original 1000.
    expect(uploaded.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 640],
      [480, 960],
      [800, 1600],
      [1000, 2000],
    ]);
    const served = await app.inject({ method: 'GET', url: uploaded.variants[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('撮影者の本名'))).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const response = await injectUpload(alice, uploadPublicImage, part(await png(64, 48), 'small.png', 'image/png'));
    expect(response.json().variants.map((v: { width: number }) => v.width)).toEqual([64]);
  });

  it('takes a PNG named .jpg as a PNG, by its bytes', async () => {
    const response = await injectUpload(alice, uploadPublicImage, part(await png(), 'renamed.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    const [row] = await app.db.query.images.findMany({ where: (t, { eq }) => eq(t.id, response.json().id) });
    expect(row?.sourceFormat).toBe('png');
  });

  it('refuses an HTML file named .jpg with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const endpoint of [uploadPublicImage, uploadPrivateImage]) {
      const response = await injectUpload(alice, endpoint, part(html, 'evil.jpg', 'image/jpeg'));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response.body)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JPEG・PNG・WebP 形式の画像を選んでください。' });
    }
  });

  it('refuses a GIF, an SVG and a truncated JPEG', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await injectUpload(alice, uploadPublicImage, part(gif, 'a.gif', 'image/gif'))).statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await injectUpload(alice, uploadPublicImage, part(svg, 'a.jpg'))).statusCode).toBe(415);
    const truncated = (await jpeg(800, 600)).subarray(0, 40);
    const response = await injectUpload(alice, uploadPublicImage, part(truncated));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body).code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a 20 MB upload with 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0x41);
    (await jpeg(16, 16)).copy(big);
    const response = await injectUpload(alice, uploadPrivateImage, part(big));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a decompression bomb (400 MP in 48 KB) with 422 IMAGE_TOO_LARGE_PIXELS, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const response = await injectUpload(alice, uploadPublicImage, part(bomb, 'bomb.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body).code).toBe('IMAGE_TOO_LARGE_PIXELS');
  });

  it('refuses an empty file and an unregistered identity', async () => {
    const empty = await injectUpload(alice, uploadPublicImage, part(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty.body).code).toBe('FILE_REQUIRED');
    const stranger = await createTestUser();
    const response = await injectUpload(stranger, uploadPublicImage, part(await png()));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).code).toBe('USER_NOT_REGISTERED');
  });

  it('serves private images only through an unexpired signature', async () => {
    now = new Date();
    const response = await injectUpload(alice, uploadPrivateImage, part(await jpeg(900, 600)));
    expect(response.statusCode).toBe(200);
    const uploaded = image.parse(response.json());
    expect(uploaded.visibility).toBe('Private');
    const url = uploaded.variants.find((variant) => variant.width === 800)!.url;
    expect(url).toMatch(/^\/images\/private\/[0-9a-f-]{36}\/800\.webp\?exp=\d+&sig=[\w-]+$/);
    expect(new Date(uploaded.urlsExpireAt!).getTime() - now.getTime()).toBeLessThanOrEqual(300_000);

    const ok = await app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, max-age=300, no-transform');

    const [pathPart] = url.split('?');
    for (const bad of [pathPart!, url.replace(/sig=[\w-]+/, 'sig=forged'), url.replace('/800.webp', '/320.webp')]) {
      expect((await app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(403);
    }
    // Not reachable as a public image either.
    expect((await app.inject({ method: 'GET', url: `/images/public/${uploaded.id}/800.webp` })).statusCode).toBe(404);
    // Six minutes later the URL has expired.
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
    now = new Date();
  });

  it('answers 404 for unknown public images and widths', async () => {
    const response = await injectUpload(alice, uploadPublicImage, part(await png(64, 48), 'a.png', 'image/png'));
    const id = response.json().id as string;
    expect((await app.inject({ method: 'GET', url: `/images/public/${id}/800.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/images/public/00000000-0000-4000-8000-000000000000/320.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/images/public/..%2F..%2Fetc/320.webp' })).statusCode).toBe(404);
  });
});
