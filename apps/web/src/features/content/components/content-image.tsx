import type { Image } from '@kurumatabi/contract';
import { ImageIcon } from 'lucide-react';
import { cx } from '@/lib/cx';

interface ContentImageProps {
  image: Image | null;
  alt: string;
  /** The slot's width for `sizes` (a card on a grid by default). */
  sizes?: string;
  /** The first images of a page and an article's cover: no lazy loading, and high priority for the cover. */
  priority?: 'lcp' | 'eager' | 'lazy';
  aspect?: 'aspect-[16/9]' | 'aspect-[4/3]' | 'aspect-[3/2]';
  className?: string;
}

type Variant = Image['variants'][number];

/** `url 320w, url 800w, …` (kept here: the gallery's module is far larger than these two lines). */
const srcSetOf = (variants: Variant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** The smallest variant at least `width` wide, else the widest. */
const variantUrl = (variants: Variant[], width: number) => {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= width) ?? sorted.at(-1))?.url;
};

/** A content image with its variants in srcset at a fixed aspect (no layout shift), or a quiet placeholder. */
export function ContentImage({
  image,
  alt,
  sizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  priority = 'lazy',
  aspect = 'aspect-[16/9]',
  className,
}: ContentImageProps) {
  return (
    <div className={cx('relative overflow-hidden rounded-(--radius-card) bg-raised', aspect, className)}>
      {image && image.variants.length > 0 ? (
        <img
          src={variantUrl(image.variants, 800)}
          srcSet={srcSetOf(image.variants)}
          sizes={sizes}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          decoding={priority === 'lcp' ? 'auto' : 'async'}
          fetchPriority={priority === 'lcp' ? 'high' : undefined}
          className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-linear-to-br from-brown/30 to-raised text-brown-light">
          <ImageIcon className="size-10" aria-hidden />
        </div>
      )}
    </div>
  );
}
