import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2, TriangleAlert, X } from 'lucide-react';
import { cx } from '@/lib/cx';
import { ACCEPTED_IMAGE_TYPES, imageUploadMessages, precheckImage, uploadErrorMessage } from './image-upload-field';
import { ProgressBar } from './progress-bar';

/** A stored photo: its id and resized variants (the contract's `Image` and `ListingPhoto` fit). */
export interface PhotoItem {
  id: string;
  variants: readonly { width: number; url: string }[];
}

export const photosFieldMessages = {
  add: '写真を追加',
  addHint: (max: number) => `JPEG・PNG・WebP、1枚10MBまで。${max}枚まで選べます（まとめて選べます）。`,
  count: (count: number, max: number) => `${count} / ${max} 枚`,
  cover: 'カバー',
  makeCover: 'カバーにする',
  moveEarlier: '前へ移動',
  moveLater: '後ろへ移動',
  remove: '削除',
  photoAlt: (position: number) => `${position}枚目の写真`,
  uploading: (percent: number) => `アップロード中… ${percent}%`,
  processing: '処理中…',
  uploadingLabel: (name: string) => `${name}をアップロード中`,
  dismiss: 'このメッセージを閉じる',
  full: (max: number) => `写真は${max}枚までです。不要な写真を削除してから追加してください。`,
  skipped: (count: number, max: number) => `${max}枚を超えるため、${count}枚は追加しませんでした。`,
};
export type PhotosFieldMessages = typeof photosFieldMessages;

interface PendingUpload {
  key: number;
  name: string;
  url: string;
  progress: number;
  error: string | null;
}

export interface PhotosFieldProps<T extends PhotoItem> {
  label: string;
  value: readonly T[];
  onChange: (photos: T[]) => void;
  /** Sends one file at once; reports progress 0–1 and answers the stored image. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  max: number;
  error?: string;
  disabled?: boolean;
  messages?: Partial<PhotosFieldMessages>;
  /** The first photo is the cover (a listing's): the badge and カバーにする. Off for photos without one (a review's). */
  cover?: boolean;
}

/** The variant closest to (and not below) `width`, else the widest. */
function thumbnailUrl(photo: PhotoItem, width = 320): string | undefined {
  const sorted = [...photo.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= width) ?? sorted.at(-1))?.url;
}

/** Moves the item at `from` to `to` (both in range), as a new array. */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A listing's photos: several files at once, each uploading with its own progress, the ordered
 * grid (4:3) with the first as the cover, and for each photo 前へ / 後ろへ / カバーにする / 削除.
 * A refused file says why in Japanese and never touches the photos already there.
 */
export function PhotosField<T extends PhotoItem>({
  label,
  value,
  onChange,
  upload,
  max,
  error,
  disabled = false,
  messages: overrides,
  cover = true,
}: PhotosFieldProps<T>) {
  const messages = { ...photosFieldMessages, ...overrides };
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  // Uploads finish in any order: each adds itself to the latest list, not the one it started from.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const uploading = pending.filter((p) => p.error === null).length;
  const room = max - value.length - uploading;

  const startOne = async (file: File) => {
    const refused = precheckImage(file, imageUploadMessages);
    const key = ++counter.current;
    const entry: PendingUpload = { key, name: file.name, url: URL.createObjectURL(file), progress: 0, error: refused };
    setPending((list) => [...list, entry]);
    if (refused) return;
    const patch = (change: Partial<PendingUpload>) =>
      alive.current && setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
    try {
      const photo = await upload(file, (fraction) => patch({ progress: fraction }));
      if (!alive.current) return;
      const next = [...latest.current, photo];
      latest.current = next;
      onChange(next);
      URL.revokeObjectURL(entry.url);
      setPending((list) => list.filter((p) => p.key !== key));
    } catch (cause) {
      patch({ error: uploadErrorMessage(cause, imageUploadMessages) });
    }
  };

  const start = (files: File[]) => {
    if (files.length === 0) return;
    if (room <= 0) {
      setNotice(messages.full(max));
      return;
    }
    const chosen = files.slice(0, room);
    setNotice(files.length > chosen.length ? messages.skipped(files.length - chosen.length, max) : null);
    chosen.forEach((file) => void startOne(file));
  };

  const dismiss = (key: number) =>
    setPending((list) =>
      list.filter((p) => {
        if (p.key === key) URL.revokeObjectURL(p.url);
        return p.key !== key;
      }),
    );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) start([...event.dataTransfer.files]);
  };

  const tileButton =
    'inline-flex size-9 items-center justify-center rounded-full bg-canvas/85 text-ink backdrop-blur transition-colors hover:bg-raised hover:text-gold-bright disabled:opacity-40';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-bold text-ink-soft">
          {label}
        </p>
        <p className="tabular text-xs text-ink-muted">{messages.count(value.length, max)}</p>
      </div>
      <ul aria-labelledby={`${id}-label`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {value.map((photo, index) => (
          <li key={photo.id} className="relative overflow-hidden rounded-(--radius-card) border border-line bg-canvas">
            <img src={thumbnailUrl(photo)} alt={messages.photoAlt(index + 1)} loading="lazy" className="aspect-[4/3] w-full object-cover" />
            {cover && index === 0 && (
              <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-canvas">
                <Star className="size-3" aria-hidden />
                {messages.cover}
              </span>
            )}
            <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-canvas/90 to-transparent p-1.5 pt-6">
              <div className="flex gap-1">
                <button
                  type="button"
                  className={tileButton}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(movePhoto(value, index, index - 1))}
                  aria-label={`${messages.photoAlt(index + 1)}を${messages.moveEarlier}`}
                  title={messages.moveEarlier}
                >
                  <ArrowLeft className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={tileButton}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => onChange(movePhoto(value, index, index + 1))}
                  aria-label={`${messages.photoAlt(index + 1)}を${messages.moveLater}`}
                  title={messages.moveLater}
                >
                  <ArrowRight className="size-4" aria-hidden />
                </button>
                {cover && index > 0 && (
                  <button
                    type="button"
                    className={tileButton}
                    disabled={disabled}
                    onClick={() => onChange(movePhoto(value, index, 0))}
                    aria-label={`${messages.photoAlt(index + 1)}を${messages.makeCover}`}
                    title={messages.makeCover}
                  >
                    <Star className="size-4" aria-hidden />
                  </button>
                )}
              </div>
              <button
                type="button"
                className={cx(tileButton, 'hover:text-danger')}
                disabled={disabled}
                onClick={() => onChange(value.filter((p) => p.id !== photo.id))}
                aria-label={`${messages.photoAlt(index + 1)}を${messages.remove}`}
                title={messages.remove}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={p.key}
            className={cx('relative overflow-hidden rounded-(--radius-card) border bg-canvas', p.error ? 'border-danger' : 'border-line')}
          >
            <img src={p.url} alt="" className="aspect-[4/3] w-full object-cover opacity-40" />
            <div className="absolute inset-x-0 bottom-0 space-y-1.5 bg-canvas/90 px-3 py-2">
              {p.error ? (
                <div className="flex items-start gap-1.5">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
                  <p role="alert" className="min-w-0 flex-1 text-xs leading-snug text-danger">
                    {p.error}
                  </p>
                  <button
                    type="button"
                    onClick={() => dismiss(p.key)}
                    aria-label={messages.dismiss}
                    className="text-ink-muted hover:text-ink"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              ) : (
                <>
                  <p aria-live="polite" className="tabular text-xs font-bold text-ink">
                    {p.progress >= 1 ? messages.processing : messages.uploading(Math.round(p.progress * 100))}
                  </p>
                  <ProgressBar value={p.progress} label={messages.uploadingLabel(p.name)} />
                </>
              )}
            </div>
          </li>
        ))}
        {room > 0 && (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              disabled={disabled}
              onDragOver={(event) => {
                event.preventDefault();
                if (!disabled) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className={cx(
                'flex aspect-[4/3] w-full flex-col items-center justify-center gap-1.5 rounded-(--radius-card) border border-dashed px-3 text-center text-ink-soft transition-colors hover:bg-surface hover:text-ink disabled:opacity-50',
                error ? 'border-danger' : dragging ? 'border-gold bg-surface' : 'border-line-strong',
              )}
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-raised text-gold">
                <ImagePlus className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-bold">{messages.add}</span>
            </button>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-muted">
        {messages.addHint(max)}
      </p>
      {notice && (
        <p role="status" className="text-sm text-warning">
          {notice}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm leading-relaxed text-danger">
          {error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          start(files);
        }}
      />
    </div>
  );
}
