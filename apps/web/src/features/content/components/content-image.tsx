import type { Image } from '@kurumatabi/contract';
import { BookOpen, Caravan, ImageIcon, MapPinned, Route, Tent, type LucideIcon } from 'lucide-react';
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
  /**
   * Without a cover: the category's own panel (its colour, mark and name) for a card, so that a list keeps its rhythm;
   * nothing at all on a page (`hide`), where an empty box would only push the text down.
   */
  missing?: { category: { slug: string; name: string } } | 'hide';
}

/** Each article category's colour and mark, for a card without a cover (unknown categories get the house brown). */
const categoryArt: Record<string, { icon: LucideIcon; tone: string }> = {
  'shachuhaku-basics': { icon: Tent, tone: 'from-gold/35 via-brown/30 to-raised text-gold-bright' },
  'choosing-campervan': { icon: Caravan, tone: 'from-info/35 via-brown/25 to-raised text-info' },
  'rv-parks-spots': { icon: MapPinned, tone: 'from-success/35 via-brown/25 to-raised text-success' },
  'model-routes': { icon: Route, tone: 'from-danger/30 via-brown/30 to-raised text-brown-light' },
};
const houseArt = { icon: BookOpen, tone: 'from-brown/40 to-raised text-brown-light' };

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
  missing,
}: ContentImageProps) {
  const present = image !== null && image.variants.length > 0;
  if (!present && missing === 'hide') return null;
  return (
    <div className={cx('relative overflow-hidden rounded-(--radius-card) bg-raised', aspect, className)}>
      {present ? (
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
      ) : missing && missing !== 'hide' ? (
        <CategoryPanel category={missing.category} />
      ) : (
        <div className="flex size-full items-center justify-center bg-linear-to-br from-brown/30 to-raised text-brown-light">
          <ImageIcon className="size-10" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** A card's cover when the article has none: the category's colour and mark, its name as a quiet label (decorative). */
function CategoryPanel({ category }: { category: { slug: string; name: string } }) {
  const art = categoryArt[category.slug] ?? houseArt;
  const Icon = art.icon;
  return (
    <div
      data-testid="cover-fallback"
      data-category={category.slug}
      aria-hidden="true"
      className={cx('flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br', art.tone)}
    >
      <Icon className="size-12 opacity-90" strokeWidth={1.5} />
      <span className="text-xs font-bold tracking-[0.16em] opacity-80">{category.name}</span>
    </div>
  );
}
