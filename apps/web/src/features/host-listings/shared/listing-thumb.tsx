import { ImageOff } from 'lucide-react';
import { cx } from '@/lib/cx';
import { listingMessages as m } from '../messages';

interface Photo {
  variants: readonly { width: number; url: string }[];
}

/** A listing's cover at 4:3 (the 320 px variant is enough for a row), or a quiet placeholder. */
export function ListingThumb({ photo, className }: { photo: Photo | null | undefined; className?: string }) {
  const sorted = photo ? [...photo.variants].sort((a, b) => a.width - b.width) : [];
  const url = (sorted.find((variant) => variant.width >= 320) ?? sorted.at(-1))?.url;
  return (
    <div className={cx('aspect-[4/3] overflow-hidden rounded-(--radius-card) border border-line bg-raised', className)}>
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-xs text-ink-muted">
          <ImageOff className="size-5" aria-hidden />
          {m.noCover}
        </div>
      )}
    </div>
  );
}
