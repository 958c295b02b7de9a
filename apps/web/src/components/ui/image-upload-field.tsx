import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IMAGE_MAX_BYTES, UNSUPPORTED_IMAGE_MESSAGE, type Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { errorTable } from '@kurumatabi/contract/errors';
import { Camera, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { cx } from '@/lib/cx';
import { signedUrlsExpired } from '@/lib/upload-image';
import { Button } from './button';
import { ProgressBar } from './progress-bar';

/** What the picker offers (the API sniffs the bytes anyway: these are only the types it accepts). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const imageUploadMessages = {
  choose: '写真を選ぶ・撮影する',
  chooseHint: 'JPEG・PNG・WebP、10MB まで',
  replace: '写真を変更',
  remove: '削除',
  uploading: (percent: number) => `アップロード中… ${percent}%`,
  uploadingLabel: (label: string) => `${label}をアップロード中`,
  processing: '画像を処理しています…',
  previewAlt: (label: string) => `${label}のプレビュー`,
  empty: '空のファイルはアップロードできません。別の画像を選んでください。',
  unsupportedType: UNSUPPORTED_IMAGE_MESSAGE,
  tooLarge: errorTable.FILE_TOO_LARGE.message,
  failed: '画像をアップロードできませんでした。しばらくしてから、もう一度お試しください。',
};
export type ImageUploadMessages = typeof imageUploadMessages;

/**
 * The checks the browser can make before sending anything: an empty file, a declared type that is
 * not JPEG, PNG or WebP, a size above the API's limit. A file without a declared type is let
 * through: the API reads the type from the bytes and answers 415 if it is not an image.
 */
export function precheckImage(file: { type: string; size: number }, messages: ImageUploadMessages = imageUploadMessages): string | null {
  if (file.size === 0) return messages.empty;
  if (file.type !== '' && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.unsupportedType;
  if (file.size > IMAGE_MAX_BYTES) return messages.tooLarge;
  return null;
}

/** The Japanese message for a failed upload (415 / 413 / 422 and the network), never the raw error. */
export function uploadErrorMessage(error: unknown, messages: ImageUploadMessages = imageUploadMessages): string {
  if (!(error instanceof ApiError)) return messages.failed;
  switch (error.code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
      return messages.unsupportedType;
    case 'FILE_TOO_LARGE':
      return messages.tooLarge;
    case 'IMAGE_TOO_LARGE_PIXELS':
    case 'IMAGE_UNREADABLE':
    case 'FILE_REQUIRED':
    case 'RATE_LIMITED':
      return errorTable[error.code].message;
    case 'NETWORK_ERROR':
      return error.message;
    default:
      return messages.failed;
  }
}

/** The variant closest to (and preferably not below) the width a preview needs. */
export function previewUrlOf(image: Image, width = 800): string | null {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= width) ?? sorted.at(-1))?.url ?? null;
}

export interface ImageUploadFieldProps {
  label: string;
  hint?: ReactNode;
  /** CSS aspect ratio of the preview box, e.g. `4 / 3` for listing photos, `85.6 / 54` for a card. */
  aspect?: string;
  /** `contain` shows the whole photo (documents); `cover` fills the box (listing photos). */
  fit?: 'cover' | 'contain';
  value: Image | null;
  onChange: (image: Image | null) => void;
  /** Sends the file at once; reports progress 0–1 and answers the stored image. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Image>;
  /** The form's message for this field (e.g. a required photo). */
  error?: string;
  disabled?: boolean;
  /** The preview failed to load because the private image's signed URLs expired: ask for fresh ones. */
  onPreviewExpired?: () => void;
  messages?: Partial<ImageUploadMessages>;
}

interface LocalPreview {
  imageId: string;
  url: string;
}

/**
 * An image picker that uploads at once: choose a file (phones offer the camera too), checks in the
 * browser, a determinate progress bar, then the preview with 変更 and 削除. A failed upload keeps
 * what was there before and says why in Japanese.
 */
export function ImageUploadField({
  label,
  hint,
  aspect = '4 / 3',
  fit = 'cover',
  value,
  onChange,
  upload,
  error,
  disabled = false,
  onPreviewExpired,
  messages: overrides,
}: ImageUploadFieldProps) {
  const messages = { ...imageUploadMessages, ...overrides };
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingUrl, setUploadingUrl] = useState<string | null>(null);
  // The file just uploaded is shown from memory: no signed URL to wait for or to expire.
  const [local, setLocal] = useState<LocalPreview | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const attempt = useRef(0);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);
  useEffect(() => () => (uploadingUrl ? URL.revokeObjectURL(uploadingUrl) : undefined), [uploadingUrl]);
  // Forget an answer that arrives after the field has gone.
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const uploading = progress !== null;
  const previewUrl = uploadingUrl ?? (value ? (local?.imageId === value.id ? local.url : previewUrlOf(value)) : null);

  const start = async (file: File) => {
    const refused = precheckImage(file, messages);
    if (refused) {
      setUploadError(refused);
      return;
    }
    const current = ++attempt.current;
    setUploadError(null);
    setProgress(0);
    setUploadingUrl(URL.createObjectURL(file));
    try {
      const image = await upload(file, (fraction) => {
        if (attempt.current === current) setProgress(fraction);
      });
      if (attempt.current !== current) return;
      setLocal({ imageId: image.id, url: URL.createObjectURL(file) });
      onChange(image);
    } catch (cause) {
      if (attempt.current === current) setUploadError(uploadErrorMessage(cause, messages));
    } finally {
      if (attempt.current === current) {
        setProgress(null);
        setUploadingUrl(null);
      }
    }
  };

  const pick = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !uploading) void start(file);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownError = uploadError ?? error;
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-input`} className="block text-sm font-bold text-ink-soft">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ aspectRatio: aspect }}
        className={cx(
          'relative w-full overflow-hidden rounded-(--radius-card) border bg-canvas transition-colors duration-150',
          shownError ? 'border-danger' : dragging ? 'border-gold' : previewUrl ? 'border-line' : 'border-dashed border-line-strong',
        )}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={messages.previewAlt(label)}
            onError={() => (!uploadingUrl && signedUrlsExpired(value) ? onPreviewExpired?.() : undefined)}
            className={cx('size-full', fit === 'contain' ? 'object-contain' : 'object-cover', uploading && 'opacity-40')}
          />
        ) : (
          <button
            type="button"
            onClick={pick}
            disabled={disabled || uploading}
            aria-label={`${messages.choose}（${label}）`}
            aria-describedby={describedBy}
            className="flex size-full flex-col items-center justify-center gap-2 px-4 text-center text-ink-soft transition-colors hover:bg-surface hover:text-ink disabled:opacity-60"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-raised text-gold">
              <ImagePlus className="size-6" aria-hidden />
            </span>
            <span className="font-bold">{messages.choose}</span>
            <span className="text-xs text-ink-muted">{messages.chooseHint}</span>
          </button>
        )}
        {uploading && (
          <div className="absolute inset-x-0 bottom-0 space-y-1.5 bg-canvas/85 px-4 py-3">
            <p aria-live="polite" className="tabular text-sm font-bold text-ink">
              {progress >= 1 ? messages.processing : messages.uploading(percent)}
            </p>
            <ProgressBar value={progress} label={messages.uploadingLabel(label)} />
          </div>
        )}
      </div>
      {value && !uploading && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={pick} disabled={disabled} icon={<RefreshCw className="size-4" aria-hidden />}>
            {messages.replace}
            <span className="sr-only">（{label}）</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setUploadError(null);
              onChange(null);
            }}
            disabled={disabled}
            icon={<Trash2 className="size-4" aria-hidden />}
          >
            {messages.remove}
            <span className="sr-only">（{label}）</span>
          </Button>
        </div>
      )}
      {hint && (
        <p id={hintId} className="flex items-start gap-1.5 text-xs leading-relaxed text-ink-muted">
          <Camera className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>{hint}</span>
        </p>
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-sm leading-relaxed text-danger">
          {shownError}
        </p>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        tabIndex={-1}
        disabled={disabled || uploading}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after an error) fires a change.
          event.target.value = '';
          if (file) void start(file);
        }}
      />
    </div>
  );
}
