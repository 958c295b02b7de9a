import { CarFront, Tent } from 'lucide-react';
import { srcSetOf, variantUrl } from '@/components/ui/image-variants';
import { cx } from '@/lib/cx';

interface Cover {
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

/** A listing's cover at 4:3 in a list row or the thread's header, or the kind's icon when it has no photo. */
export function ListingCover({ kind, cover, className }: { kind: 'Car' | 'Spot'; cover: Cover | null; className?: string }) {
  const Icon = kind === 'Car' ? CarFront : Tent;
  return (
    <div className={cx('aspect-[4/3] shrink-0 overflow-hidden rounded-lg border border-line bg-raised', className)}>
      {cover && cover.variants.length > 0 ? (
        <img
          src={variantUrl(cover.variants, 320)}
          srcSet={srcSetOf(cover.variants)}
          sizes="128px"
          alt=""
          width={cover.width}
          height={cover.height}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-ink-muted">
          <Icon className="size-6" aria-hidden />
        </div>
      )}
    </div>
  );
}
