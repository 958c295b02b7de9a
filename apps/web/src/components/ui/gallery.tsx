import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Car, ChevronLeft, ChevronRight, MapPin } from 'lucide-react';
import { cx } from '@/lib/cx';
import { srcSetOf, variantUrl, type GalleryImage } from './image-variants';

export type { GalleryImage } from './image-variants';

export const galleryMessages = {
  label: (title: string) => `${title}の写真`,
  alt: (title: string, position: number) => `${title}の写真（${position}枚目）`,
  counter: (position: number, total: number) => `${position} / ${total}`,
  previous: '前の写真',
  next: '次の写真',
  show: (position: number) => `${position}枚目の写真を表示`,
  thumbnails: '写真の一覧',
  empty: '写真はまだありません',
};
export type GalleryMessages = typeof galleryMessages;

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** The listing's name, for the alt texts (「…の写真（3枚目）」). */
  title: string;
  /** The main photo's `sizes`: full width on phones, at most 768 px wide from `lg` by default. */
  sizes?: string;
  /** The icon of the empty state: a car (cars, campervans) or a pin (spots). */
  placeholder?: 'car' | 'spot';
  initialIndex?: number;
  /**
   * The main photo is the page's largest paint (a listing's page): fetched first, at high
   * priority, never lazily (ADR 0030).
   */
  priority?: boolean;
  messages?: Partial<GalleryMessages>;
  className?: string;
}

const SWIPE_PX = 40;

/**
 * A listing's photos: a large 4:3 photo with previous / next buttons (and the arrow keys, and a
 * swipe on phones), a counter, and a strip of thumbnails that load lazily. With no photo, a quiet
 * placeholder says so.
 */
export function Gallery({
  images,
  title,
  sizes = '(min-width: 1024px) 768px, 100vw',
  placeholder = 'car',
  initialIndex = 0,
  priority = false,
  messages: overrides,
  className,
}: GalleryProps) {
  const messages = { ...galleryMessages, ...overrides };
  const [chosen, setChosen] = useState(initialIndex);
  const strip = useRef<HTMLUListElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const interacted = useRef(false);
  const total = images.length;
  // The list may shrink under the gallery (a photo removed): stay within it.
  const index = total === 0 ? 0 : Math.min(Math.max(chosen, 0), total - 1);

  useEffect(() => {
    if (!interacted.current) return; // Never scroll the page on first render.
    strip.current?.children[index]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [index]);

  if (total === 0) {
    const Icon = placeholder === 'spot' ? MapPin : Car;
    return (
      <div
        className={cx(
          'flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-(--radius-card) border border-dashed border-line-strong bg-surface text-ink-muted',
          className,
        )}
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-raised text-brown-light">
          <Icon className="size-8" strokeWidth={1.5} aria-hidden />
        </span>
        <p className="text-sm font-bold">{messages.empty}</p>
      </div>
    );
  }

  const go = (next: number) => {
    interacted.current = true;
    setChosen((next + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end || total < 2) return;
    const dx = end.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(end.clientY - start.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  const current = images[index] ?? images[0];
  const arrow =
    'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-canvas/75 text-ink backdrop-blur-sm transition-colors duration-150 hover:border-gold hover:text-gold-bright';

  return (
    <section
      aria-roledescription="ギャラリー"
      aria-label={messages.label(title)}
      onKeyDown={onKeyDown}
      className={cx('space-y-3', className)}
    >
      <div
        className="relative overflow-hidden rounded-(--radius-card) bg-raised"
        onTouchStart={(event) => {
          const point = event.touches[0];
          touch.current = point ? { x: point.clientX, y: point.clientY } : null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={index}
          src={current ? variantUrl(current.variants, 800) : undefined}
          srcSet={current ? srcSetOf(current.variants) : undefined}
          sizes={sizes}
          alt={messages.alt(title, index + 1)}
          tabIndex={total > 1 ? 0 : undefined}
          // The 4:3 box holds the place before the photo arrives (no layout shift); the first photo
          // of a listing's page is its LCP element.
          width={current?.width}
          height={current?.height}
          fetchPriority={priority && index === initialIndex ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
        {total > 1 && (
          <>
            <button type="button" aria-label={messages.previous} onClick={() => go(index - 1)} className={cx(arrow, 'left-2 sm:left-3')}>
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button type="button" aria-label={messages.next} onClick={() => go(index + 1)} className={cx(arrow, 'right-2 sm:right-3')}>
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <p
              aria-live="polite"
              className="tabular absolute right-3 bottom-3 rounded-full bg-canvas/75 px-2.5 py-0.5 text-xs font-bold text-ink backdrop-blur-sm"
            >
              {messages.counter(index + 1, total)}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul ref={strip} aria-label={messages.thumbnails} className="flex snap-x gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={i} className="shrink-0 snap-start">
              <button
                type="button"
                aria-label={messages.show(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className={cx(
                  'block w-20 overflow-hidden rounded-lg border-2 transition-[border-color,opacity] duration-150 sm:w-24',
                  i === index ? 'border-gold' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img
                  src={variantUrl(image.variants, 200)}
                  width={image.width}
                  height={image.height}
                  srcSet={srcSetOf(image.variants)}
                  sizes="96px"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
