import { useEffect, useRef, useState } from 'react';
import { FuelLevel, type Image, type ReserveDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, Save } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { PhotosField } from '@/components/ui/photos-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextAreaField } from '@/components/ui/textarea';
import { uploadPrivateImageFile } from '@/lib/upload-image';
import { useReserveCarToRenting } from '../../api/reserve-car-to-renting';
import { useReserveCarToReturned } from '../../api/reserve-car-to-returned';
import { useReserveSpotToRenting } from '../../api/reserve-spot-to-renting';
import { useReserveSpotToReturned } from '../../api/reserve-spot-to-returned';
import { periodLabel } from '../../format';
import {
  HANDOVER_FIELD_ORDER,
  handoverProblems,
  handoverProblemsFromDetails,
  parseOdometer,
  type HandoverField,
  type HandoverProblems,
  type HandoverValues,
} from '../../handover-form';
import { reserveMessages as m } from '../../messages';
import { actionErrorMessage } from '../detail/action-errors';
import { ListingSummary } from '../form/reserve-frame';

const MAX_PHOTOS = 10;
const fuelOptions = FuelLevel.values.map((value) => ({ value, label: FuelLevel.labels[value] }));

/** Which calls record a handover: cars and spots, check-in (rent) and check-out (return). */
function useHandoverCall(step: 'rent' | 'return') {
  const calls = {
    car: { rent: useReserveCarToRenting(), return: useReserveCarToReturned() },
    spot: { rent: useReserveSpotToRenting(), return: useReserveSpotToReturned() },
  };
  return { car: calls.car[step], spot: calls.spot[step] };
}

/**
 * reserves/:reserveId/rent and /return (the host): a car's odometer and fuel, photos of the
 * vehicle or the site (private images, uploaded at once with progress) and a note; then back to
 * the detail with a toast. Refused when the reservation is not in the state the step needs.
 * A field the API refuses (an odometer below the check-in's, a photo of another record) shows the
 * API's message under that field, marked invalid and focused, until the field is changed.
 */
export function HandoverForm({ reserve, step }: { reserve: ReserveDetail; step: 'rent' | 'return' }) {
  const car = reserve.targetKind !== 'Spot';
  const target = car ? 'car' : 'spot';
  const [values, setValues] = useState<HandoverValues>({ odometer: '', fuelLevel: null, note: '' });
  const [photos, setPhotos] = useState<Image[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  // The API's refusals by field: each stays until its field is changed.
  const [refused, setRefused] = useState<HandoverProblems>({});
  const [focusRequest, setFocusRequest] = useState<{ field: HandoverField } | null>(null);
  const odometerInput = useRef<HTMLInputElement>(null);
  const fuelGroup = useRef<HTMLDivElement>(null);
  const photosGroup = useRef<HTMLDivElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const calls = useHandoverCall(step);
  const navigate = useNavigate();
  const pending = calls.car.isPending || calls.spot.isPending;
  const problems: HandoverProblems = { ...refused, ...(showErrors ? handoverProblems(values, car) : {}) };
  const hasProblems = Object.keys(problems).length > 0;
  const detailHref = `/reserves/${reserve.id}`;
  const allowed = reserve.allowedActions.includes(step);

  // After the render that shows the problems, so the focused field already carries its message.
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    const fuel = fuelGroup.current;
    const target =
      field === 'odometer'
        ? odometerInput.current
        : field === 'note'
          ? noteInput.current
          : field === 'fuelLevel'
            ? (fuel?.querySelector<HTMLInputElement>('input:checked') ?? fuel?.querySelector<HTMLInputElement>('input'))
            : photosGroup.current;
    target?.focus();
  }, [focusRequest]);

  if (!allowed) {
    return (
      <Card className="space-y-4 p-6">
        <p className="text-ink">{m.handover.notAllowed}</p>
        <LinkButton to={detailHref} variant="outline" size="sm">
          {m.handover.notAllowedLink}
        </LinkButton>
      </Card>
    );
  }

  const fixed = (field: HandoverField) => setRefused(({ [field]: _fixed, ...rest }) => rest);
  const set = <K extends keyof HandoverValues>(key: K, value: HandoverValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    fixed(key);
  };
  /** Focuses the first field (in the form's order) that has a problem; false when none of this form's has one. */
  const focusFirst = (found: HandoverProblems): boolean => {
    const field = HANDOVER_FIELD_ORDER.find((f) => found[f] && (car || (f !== 'odometer' && f !== 'fuelLevel')));
    if (field) setFocusRequest({ field });
    return field !== undefined;
  };
  const done = {
    onSuccess: () => {
      toast.success(step === 'rent' ? m.handover.rented[target] : m.handover.returned[target]);
      void navigate(detailHref);
    },
    onError: (error: Error) => {
      const fields = error instanceof ApiError ? handoverProblemsFromDetails(error.details) : {};
      if (!focusFirst(fields)) {
        toast.error(actionErrorMessage(error));
        return;
      }
      setRefused(fields);
    },
  };

  const submit = () => {
    const local = handoverProblems(values, car);
    if (Object.keys(local).length > 0) {
      setShowErrors(true);
      focusFirst({ ...refused, ...local });
      return;
    }
    setRefused({});
    const common = { reserveId: reserve.id, photoIds: photos.map((photo) => photo.id), note: values.note.trim() };
    if (car) calls.car.mutate({ ...common, odometerKm: parseOdometer(values.odometer) ?? 0, fuelLevel: values.fuelLevel ?? 'Full' }, done);
    else calls.spot.mutate(common, done);
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-2 p-5">
        <ListingSummary target={target} title={reserve.listing.title} cover={reserve.listing.cover} meta={periodLabel(reserve)} />
        <p className="text-sm text-ink-soft">
          {m.detail.guest}: <span className="font-bold text-ink">{reserve.guest.name}</span>
        </p>
      </Card>
      <Card className="space-y-6 p-5 sm:p-6">
        {car && (
          <>
            <TextField
              ref={odometerInput}
              label={m.handover.odometer}
              inputMode="numeric"
              autoComplete="off"
              value={values.odometer}
              onChange={(event) => set('odometer', event.target.value)}
              hint={m.handover.odometerHint}
              error={problems.odometer}
              className="max-w-xs"
            />
            <div ref={fuelGroup}>
              <RadioGroup
                legend={m.handover.fuel}
                name="fuelLevel"
                options={fuelOptions}
                value={values.fuelLevel ?? undefined}
                onChange={(level) => set('fuelLevel', level)}
                error={problems.fuelLevel}
              />
            </div>
          </>
        )}
        <div ref={photosGroup} tabIndex={-1} role="group" aria-label={m.handover.photos} className="space-y-2 outline-none">
          <PhotosField<Image>
            label={m.handover.photos}
            value={photos}
            onChange={(next) => {
              setPhotos(next);
              fixed('photos');
            }}
            error={problems.photos}
            upload={uploadPrivateImageFile}
            max={MAX_PHOTOS}
            messages={m.photoOrder}
          />
          <p className="text-xs text-ink-muted">{m.handover.photosHint}</p>
        </div>
        <TextAreaField
          ref={noteInput}
          label={m.handover.note}
          placeholder={m.handover.notePlaceholder}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          error={problems.note}
          rows={3}
        />
      </Card>
      {hasProblems && (
        <p role="alert" className="text-sm font-bold text-danger sm:text-right">
          {m.handover.fixBelow}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <LinkButton to={detailHref} variant="ghost" icon={<ArrowLeft className="size-4" aria-hidden />}>
          {m.handover.backToDetail}
        </LinkButton>
        <Button size="lg" onClick={submit} loading={pending} icon={<Save className="size-4" aria-hidden />}>
          {step === 'rent' ? m.handover.submitRent[target] : m.handover.submitReturn[target]}
        </Button>
      </div>
    </div>
  );
}
