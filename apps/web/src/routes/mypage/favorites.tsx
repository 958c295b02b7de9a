import { Heart } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { FavoriteLists } from '@/features/listings/components/favorites/favorite-lists';
import { listingMessages as m } from '@/features/listings/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/favorites`: the cars and spots the user hearted (the mypage layout gives the frame). */
export function Component() {
  useDocumentTitle(m.favorites.title);
  return (
    <>
      <PageHeading
        eyebrow={m.favorites.eyebrow}
        icon={<Heart className="size-4" aria-hidden />}
        title={m.favorites.title}
        lead={m.favorites.lead}
      />
      <div className="mt-8">
        <FavoriteLists />
      </div>
    </>
  );
}
