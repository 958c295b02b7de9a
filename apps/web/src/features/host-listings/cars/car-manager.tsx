import { keepPreviousData } from '@tanstack/react-query';
import { Prefecture } from '@kurumatabi/contract/enums';
import type { OwnedCarSummary } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { CarFront } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatYen } from '@/lib/format-yen';
import { useUserQuery } from '@/lib/user-query';
import { CAR_PAGE_SIZE, ownedCarsQuery, useUpdateCar } from '../api/cars';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { ListingList } from '../shared/listing-list';
import { ListingRow } from '../shared/listing-row';
import { pageFromSearch } from '../shared/steps';
import { carEditPath } from './steps';

export const NEW_CAR_PATH = '/mypage/cars/new';

/** 車両の管理: the owner's cars, CAR_PAGE_SIZE a page (`?page=`), each with its state and actions. */
export function CarManager() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const query = useUserQuery({ ...ownedCarsQuery((page - 1) * CAR_PAGE_SIZE), placeholderData: keepPreviousData });
  const publication = useUpdateCar();

  const toggle = (car: OwnedCarSummary, publicationState: OwnedCarSummary['publicationState']) =>
    publication.mutate(
      { carId: car.id, publicationState },
      {
        onSuccess: () => toast.success(publicationState === 'Published' ? m.published(car.title) : m.unpublished(car.title)),
        onError: (error) => toast.error(error instanceof ApiError && error.code === 'CAR_NOT_FOUND' ? error.message : m.publishFailed),
      },
    );

  return (
    <ListingList
      query={query}
      page={page}
      pageSize={CAR_PAGE_SIZE}
      hrefForPage={(target) => (target > 1 ? `?page=${target}` : '?')}
      keyOf={(car) => car.id}
      newHref={NEW_CAR_PATH}
      newLabel={c.newCar}
      emptyIcon={<CarFront aria-hidden />}
      emptyTitle={c.emptyTitle}
      emptyBody={c.emptyBody}
      loadFailedToast={c.listLoadFailedToast}
      loadFailed={c.listLoadFailed}
      toastId="owned-cars-failed"
      renderRow={(car) => (
        <ListingRow
          title={car.title}
          cover={car.cover}
          facts={
            <>
              {car.modelName}
              <span aria-hidden="true"> ・ </span>
              {car.place ? `${Prefecture.labels[car.place.prefecture]} ${car.place.city}` : m.noPlace}
            </>
          }
          price={car.pricePerDay === null ? <span className="text-ink-muted">{m.noPrice}</span> : m.pricePerDay(formatYen(car.pricePerDay))}
          status={car.verificationStatus}
          rejectionReason={car.rejectionReason}
          revision={car.revision}
          publication={car.publicationState}
          listed={car.listed}
          updatedAt={car.updatedAt}
          editHref={carEditPath(car.id)}
          editLabel={c.editLabel(car.title)}
          previewHref={`/car/${car.id}`}
          previewLabel={c.previewLabel(car.title)}
          calendarHref={`/mypage/cars/calendar/${car.id}`}
          calendarLabel={m.calendarLabel(car.title)}
          onPublication={(state) => toggle(car, state)}
          publicationBusy={publication.isPending && publication.variables?.carId === car.id}
        />
      )}
    />
  );
}
