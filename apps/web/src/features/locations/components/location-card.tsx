import type { UserLocation } from '@kurumatabi/contract';
import { Prefecture } from '@kurumatabi/contract/enums';
import { ExternalLink, MapPin, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { locationMessages as m } from '../messages';

/** One saved location: its name, address, optional map position and note, and the edit button. */
export function LocationCard({ location, onEdit }: { location: UserLocation; onEdit: () => void }) {
  const titleId = `location-${location.id}`;
  const hasPosition = location.latitude !== null && location.longitude !== null;
  return (
    <Card role="article" aria-labelledby={titleId} className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <MapPin className="mt-1 size-5 shrink-0 text-gold" aria-hidden />
        <h3 id={titleId} className="min-w-0 flex-1 self-center font-bold break-words text-ink">
          {location.name}
        </h3>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0"
          icon={<Pencil className="size-4" aria-hidden />}
          aria-label={m.editLabel(location.name)}
          onClick={onEdit}
        >
          {m.edit}
        </Button>
      </div>
      {/* Below the title, aligned with it, so the address has the card's full width on a phone. */}
      <div className="mt-2 pl-8">
        <address className="text-sm leading-relaxed break-words text-ink-soft not-italic">
          <span className="tabular">〒{location.postalCode}</span> {Prefecture.labels[location.prefecture]}
          {location.city}
          {location.addressLine}
        </address>
        {hasPosition && (
          <p className="mt-1 text-sm text-ink-muted">
            {m.coordinates}：
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${location.latitude},${location.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-gold tabular underline-offset-4 hover:text-gold-bright hover:underline"
            >
              {location.latitude}, {location.longitude}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          </p>
        )}
        {location.note && (
          <p className="mt-3 rounded-lg bg-canvas/60 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink-soft">
            <span className="sr-only">{m.noteLabel}：</span>
            {location.note}
          </p>
        )}
      </div>
    </Card>
  );
}
