import type { Image } from '@kurumatabi/contract';
import { previewUrlOf } from '@/components/ui/image-upload-field';
import { reserveMessages as m } from '../../messages';

/** Photos of a handover or a report: private images, shown from their signed URLs (the query refreshes them). */
export function PrivatePhotos({ photos }: { photos: readonly Image[] }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={m.detail.photos} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, i) => {
        const url = previewUrlOf(photo, 320);
        return (
          <li key={photo.id} className="aspect-[4/3] overflow-hidden rounded-lg bg-raised">
            {url && (
              <a href={previewUrlOf(photo, 1600) ?? url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt={m.detail.photoAlt(i + 1)} loading="lazy" className="size-full object-cover" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
