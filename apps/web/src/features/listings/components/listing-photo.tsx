import { Car, MapPin } from 'lucide-react';
import type { ListingPhoto as Photo } from '@kurumatabi/contract';
import { srcSetOf, variantUrl } from '@/components/ui/image-variants';
import { cx } from '@/lib/cx';
import { listingMessages as m } from '../messages';

interface ListingPhotoProps {
  photo: Photo | null;
  alt: string;
  /** The `sizes` of the card's column: a card is at most a third of the page on a desktop. */
  sizes?: string;
  placeholder: 'car' | 'spot';
  /** The first cards of a page are above the fold: load them at once. */
  eager?: boolean;
  className?: string;
}

/** A cover photo at 4:3 with its variants in srcset, or a quiet placeholder when there is none. */
export function ListingPhoto({
  photo,
  alt,
  sizes = '(min-width: 1280px) 360px, (min-width: 640px) 50vw, 100vw',
  placeholder,
  eager = false,
  className,
}: ListingPhotoProps) {
  const Icon = placeholder === 'car' ? Car : MapPin;
  return (
    <div className={cx('relative aspect-[4/3] overflow-hidden rounded-(--radius-card) bg-raised', className)}>
      {photo && photo.variants.length > 0 ? (
        <img
          src={variantUrl(photo.variants, 800)}
          srcSet={srcSetOf(photo.variants)}
          sizes={sizes}
          alt={alt}
          width={photo.width}
          height={photo.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-ink-muted">
          <Icon className="size-10" aria-hidden />
          <span className="text-xs">{m.card.noPhoto}</span>
        </div>
      )}
    </div>
  );
}
