import { useState } from 'react';
import { IMAGE_MAX_BYTES, type Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUploadField, imageUploadMessages as m, precheckImage, previewUrlOf, uploadErrorMessage } from './image-upload-field';

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

describe('ImageUploadField', () => {
  const stored = (id: string): Image => ({
    id,
    visibility: 'Public',
    width: 800,
    height: 600,
    variants: [{ width: 800, height: 600, url: `/images/public/${id}/800.webp` }],
    urlsExpireAt: null,
    createdAt: '2026-11-23T00:00:00.000Z',
  });
  const previous = stored('00000000-0000-4000-8000-000000000001');

  beforeAll(() => {
    // jsdom has no object URLs; the field only needs a string to show.
    let next = 0;
    URL.createObjectURL = () => `blob:test/${++next}`;
    URL.revokeObjectURL = () => {};
  });
  afterEach(cleanup);

  function Harness({ upload }: { upload: (file: File, onProgress: (fraction: number) => void) => Promise<Image> }) {
    const [value, setValue] = useState<Image | null>(previous);
    return <ImageUploadField label="表面の写真" value={value} onChange={setValue} upload={upload} />;
  }

  const choose = (file: File) => fireEvent.change(screen.getByLabelText('表面の写真'), { target: { files: [file] } });
  const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });

  it('shows a determinate progress bar while uploading, then the new preview', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: (image: Image) => void = () => {};
    const upload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<Image>((resolve) => (finish = resolve));
    });
    render(<Harness upload={upload} />);
    choose(photo());
    const bar = screen.getByRole('progressbar', { name: '表面の写真をアップロード中' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => report(0.42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('アップロード中… 42%')).toBeTruthy();
    await act(async () => finish(stored('00000000-0000-4000-8000-000000000002')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The file just sent is shown from memory, with 変更 and 削除.
    expect(screen.getByRole('img', { name: '表面の写真のプレビュー' }).getAttribute('src')).toMatch(/^blob:test\//);
    expect(screen.getByRole('button', { name: /写真を変更/ })).toBeTruthy();
  });

  it('keeps the previous photo and says why in Japanese when the API refuses the file', async () => {
    const upload = vi.fn(() => Promise.reject(new ApiError('IMAGE_UNREADABLE', 'x', 422)));
    render(<Harness upload={upload} />);
    choose(photo());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '画像を読み取れませんでした。壊れていない画像を選んでください。',
    );
    expect(screen.getByRole('img', { name: '表面の写真のプレビュー' }).getAttribute('src')).toBe(previous.variants[0]?.url);
  });

  it('refuses a file before sending it when the browser can tell it is not an accepted image', () => {
    const upload = vi.fn();
    render(<Harness upload={upload} />);
    choose(new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(m.unsupportedType);
  });

  it('削除 clears the value', () => {
    render(<Harness upload={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /削除/ }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: '写真を選ぶ・撮影する（表面の写真）' })).toBeTruthy();
  });
});
