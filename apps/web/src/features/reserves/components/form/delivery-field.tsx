import { useState } from 'react';
import { deliveryRequestInput, type CarDetail, type DeliveryRequest } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/input';
import { formatDeliveryBands } from '@/lib/delivery-bands';
import { reserveMessages as m } from '../../messages';
import { FormSection } from './reserve-frame';

/**
 * The reservation form's delivery (issue 36, ADR 0058): a car whose host set delivery bands can be brought to the
 * guest and collected from the same place, both ways at the band of one distance. The distance is checked here by the
 * contract's rule and the car's farthest band before it is sent with the quote; the API's refusal at `delivery.km`
 * (bands changed meanwhile) is said at the field too.
 */
export interface DeliveryState {
  wanted: boolean;
  draft: string;
  /** What the quote and the request send: undefined without delivery or while the distance is not valid. */
  request: DeliveryRequest | undefined;
  /** The typed distance's own problem (not a whole number, past the farthest band); null while nothing is typed. */
  problem: string | null;
  setWanted: (wanted: boolean) => void;
  setDraft: (value: string) => void;
}

/** The API's reason a delivery was refused (its detail at `delivery.km`), or null for any other error. */
export function deliveryRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.details?.find((d) => d.path === 'delivery.km')?.message ?? null;
}

const farthestOf = (bands: CarDetail['deliveryBands']) => Math.max(0, ...bands.map((b) => b.upToKm));

/** The distance typed, checked: the request, or the problem in Japanese (null while nothing is typed). */
function checked(draft: string, maxKm: number): { request?: DeliveryRequest; problem: string | null } {
  if (draft.trim() === '') return { problem: null };
  const parsed = deliveryRequestInput.safeParse({ km: Number(draft.normalize('NFKC')) });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? m.delivery.hint(maxKm) };
  if (parsed.data.km > maxKm) return { problem: m.delivery.beyond(maxKm) };
  return { request: parsed.data, problem: null };
}

/** While the distance is not valid the quote is asked without delivery (and the form does not go on). */
export function useDeliveryRequest(bands: CarDetail['deliveryBands']): DeliveryState {
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState('');
  const { request, problem } = checked(draft, farthestOf(bands));
  return { wanted, draft, request: wanted ? request : undefined, problem: wanted ? problem : null, setWanted, setDraft };
}

/**
 * What the field says: the distance's own problem, else a missing distance once the guest pressed on
 * (`showMissing`), else the API's refusal at `delivery.km` from the quote.
 */
export function deliveryErrorOf(delivery: DeliveryState, quoteError: unknown, showMissing: boolean): string | null {
  if (!delivery.wanted) return null;
  if (delivery.problem) return delivery.problem;
  if (showMissing && delivery.request === undefined) return m.delivery.required;
  return deliveryRefusal(quoteError);
}

export function DeliveryField({
  bands,
  delivery,
  error,
}: {
  bands: CarDetail['deliveryBands'];
  delivery: DeliveryState;
  error: string | null;
}) {
  if (bands.length === 0) return null;
  return (
    <FormSection title={m.delivery.heading} lead={m.delivery.bands(formatDeliveryBands(bands))}>
      <Checkbox checked={delivery.wanted} onChange={(event) => delivery.setWanted(event.target.checked)}>
        {m.delivery.want}
      </Checkbox>
      {delivery.wanted && (
        <TextField
          className="max-w-xs"
          label={m.delivery.label}
          hint={m.delivery.hint(farthestOf(bands))}
          value={delivery.draft}
          onChange={(event) => delivery.setDraft(event.target.value)}
          error={error ?? undefined}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </FormSection>
  );
}
