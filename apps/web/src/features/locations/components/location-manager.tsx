import { useState } from 'react';
import { MAX_USER_LOCATIONS, type UserLocation } from '@kurumatabi/contract';
import { MapPinned, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/lib/user-query';
import { userLocationsQuery } from '../api/user-locations';
import { locationMessages as m } from '../messages';
import { LocationCard } from './location-card';
import { LocationForm } from './location-form';

/** Which form is open: none, a new location, or the one with this id. */
type Editing = null | 'new' | string;

/**
 * The owner's pickup locations (show-user-locations): the list, the empty state, add and edit.
 * `onChanged` runs after each save, for what else on the site counts the locations.
 */
export function LocationManager({ onChanged }: { onChanged?: () => void }) {
  const query = useUserQuery(userLocationsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  if (query.isPending) return <LocationsSkeleton />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  }

  const locations = query.data.items;
  const full = query.data.total >= MAX_USER_LOCATIONS;
  return (
    <section aria-labelledby="locations-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="locations-title" className="text-lg font-bold">
          {m.listTitle}
          <span className="ml-2 text-sm font-normal text-ink-muted tabular">{m.count(query.data.total, MAX_USER_LOCATIONS)}</span>
        </h2>
        {locations.length > 0 && editing === null && !full && (
          <Button size="sm" icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing('new')}>
            {m.add}
          </Button>
        )}
      </div>
      {full && editing === null && <Alert tone="info">{m.limitReached(MAX_USER_LOCATIONS)}</Alert>}
      {editing === 'new' && <LocationForm location={null} onClose={close} onSaved={onChanged} />}
      {locations.length === 0 && editing === null && <EmptyState onAdd={() => setEditing('new')} />}
      {locations.length > 0 && (
        <ul className="space-y-3">
          {locations.map((location: UserLocation) => (
            <li key={location.id}>
              {editing === location.id ? (
                <LocationForm location={location} onClose={close} onSaved={onChanged} />
              ) : (
                <LocationCard location={location} onEdit={() => setEditing(location.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brown/30 text-gold">
        <MapPinned className="size-7" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold">{m.emptyTitle}</p>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-soft">{m.emptyBody}</p>
      <Button className="mt-6" icon={<Plus className="size-4" aria-hidden />} onClick={onAdd}>
        {m.add}
      </Button>
    </Card>
  );
}

function LocationsSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      <Skeleton className="h-7 w-56" />
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-2.5 p-5 sm:p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}
