import { keepPreviousData } from '@tanstack/react-query';
import { Prefecture } from '@kurumatabi/contract/enums';
import type { OwnedSpotSummary } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Tent } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useUserQuery } from '@/lib/user-query';
import { ownedSpotsQuery, SPOT_PAGE_SIZE, useUpdateSpot } from '../api/spots';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { ListingList } from '../shared/listing-list';
import { ListingRow } from '../shared/listing-row';
import { pageFromSearch } from '../shared/steps';
import { spotEditPath } from './steps';

export const NEW_SPOT_PATH = '/mypage/spots/new';

/** スポットの管理: the provider's spots, SPOT_PAGE_SIZE a page (`?page=`), each with its state and actions. */
export function SpotManager() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const query = useUserQuery({ ...ownedSpotsQuery((page - 1) * SPOT_PAGE_SIZE), placeholderData: keepPreviousData });
  const publication = useUpdateSpot();

  const toggle = (spot: OwnedSpotSummary, publicationState: OwnedSpotSummary['publicationState']) =>
    publication.mutate(
      { spotId: spot.id, publicationState },
      {
        onSuccess: () => toast.success(publicationState === 'Published' ? m.published(spot.title) : m.unpublished(spot.title)),
        onError: (error) => toast.error(error instanceof ApiError && error.code === 'SPOT_NOT_FOUND' ? error.message : m.publishFailed),
      },
    );

  return (
    <ListingList
      query={query}
      page={page}
      pageSize={SPOT_PAGE_SIZE}
      hrefForPage={(target) => (target > 1 ? `?page=${target}` : '?')}
      keyOf={(spot) => spot.id}
      newHref={NEW_SPOT_PATH}
      newLabel={s.newSpot}
      emptyIcon={<Tent aria-hidden />}
      emptyTitle={s.emptyTitle}
      emptyBody={s.emptyBody}
      loadFailedToast={s.listLoadFailedToast}
      loadFailed={s.listLoadFailed}
      toastId="owned-spots-failed"
      renderRow={(spot) => (
        <ListingRow
          title={spot.title}
          cover={spot.cover}
          facts={
            <>
              {spot.spotTypeName}
              <span aria-hidden="true"> ・ </span>
              {spot.place ? `${Prefecture.labels[spot.place.prefecture]} ${spot.place.city}` : m.noPlace}
            </>
          }
          price={s.planCount(spot.planCount)}
          status={spot.verificationStatus}
          rejectionReason={spot.rejectionReason}
          revision={spot.revision}
          publication={spot.publicationState}
          listed={spot.listed}
          updatedAt={spot.updatedAt}
          editHref={spotEditPath(spot.id)}
          editLabel={s.editLabel(spot.title)}
          previewHref={`/spot/${spot.id}`}
          previewLabel={s.previewLabel(spot.title)}
          calendarHref={`/mypage/spots/calendar/${spot.id}`}
          calendarLabel={m.calendarLabel(spot.title)}
          onPublication={(state) => toggle(spot, state)}
          publicationBusy={publication.isPending && publication.variables?.spotId === spot.id}
        />
      )}
    />
  );
}
