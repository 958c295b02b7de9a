import { IMAGE_MAX_BYTES, type Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { imageUploadMessages as m, precheckImage, previewUrlOf, uploadErrorMessage } from './image-upload-field';

describe('precheckImage', () => {
  it('lets JPEG, PNG and WebP up to the limit through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(precheckImage({ type, size: 1234 })).toBeNull();
    expect(precheckImage({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other declared types in Japanese', () => {
    expect(precheckImage({ type: 'image/heic', size: 1000 })).toBe('JPEG・PNG・WebP 形式の画像を選んでください。');
    expect(precheckImage({ type: 'application/pdf', size: 1000 })).toBe(m.unsupportedType);
  });

  it('leaves a file without a declared type to the API, which reads the bytes', () => {
    expect(precheckImage({ type: '', size: 1000 })).toBeNull();
  });

  it('refuses a file one byte above the limit, and an empty one', () => {
    expect(precheckImage({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'ファイルが大きすぎます。10MB 以下のファイルを選んでください。',
    );
    expect(precheckImage({ type: 'image/png', size: 0 })).toBe(m.empty);
  });

  it('uses the messages it is given', () => {
    expect(precheckImage({ type: 'text/html', size: 10 }, { ...m, unsupportedType: '画像を選んでください' })).toBe('画像を選んでください');
  });
});

describe('uploadErrorMessage', () => {
  const apiError = (code: ConstructorParameters<typeof ApiError>[0], status: number) => new ApiError(code, 'server text', status);

  it('says what the API refused, in Japanese', () => {
    // The 415 of an upload is about the image, not the generic "Content-Type は application/json" text.
    expect(uploadErrorMessage(apiError('UNSUPPORTED_MEDIA_TYPE', 415))).toBe(m.unsupportedType);
    expect(uploadErrorMessage(apiError('FILE_TOO_LARGE', 413))).toBe(m.tooLarge);
    expect(uploadErrorMessage(apiError('IMAGE_TOO_LARGE_PIXELS', 422))).toContain('4,000万画素');
    expect(uploadErrorMessage(apiError('IMAGE_UNREADABLE', 422))).toContain('読み取れません');
  });

  it('passes the network message on and falls back for anything else', () => {
    expect(uploadErrorMessage(new ApiError('NETWORK_ERROR', '通信に失敗しました。', 0))).toBe('通信に失敗しました。');
    expect(uploadErrorMessage(apiError('INTERNAL', 500))).toBe(m.failed);
    expect(uploadErrorMessage(new Error('boom'))).toBe(m.failed);
  });
});

describe('previewUrlOf', () => {
  const image = (widths: number[]): Image => ({
    id: '00000000-0000-4000-8000-000000000001',
    visibility: 'Private',
    width: widths.at(-1) ?? 0,
    height: 100,
    variants: widths.map((width) => ({ width, height: 100, url: `/images/private/x/${width}.webp` })),
    urlsExpireAt: null,
    createdAt: '2026-11-23T00:00:00.000Z',
  });

  it('takes the smallest variant at least as wide as asked, else the largest there is', () => {
    expect(previewUrlOf(image([1600, 320, 800]))).toBe('/images/private/x/800.webp');
    expect(previewUrlOf(image([320, 640]))).toBe('/images/private/x/640.webp');
    expect(previewUrlOf(image([320, 800, 1600]), 1200)).toBe('/images/private/x/1600.webp');
    expect(previewUrlOf(image([]))).toBeNull();
  });
});
