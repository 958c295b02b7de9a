import { useState } from 'react';
import { AccidentKind, type Image } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/input';
import { PhotosField } from '@/components/ui/photos-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextAreaField } from '@/components/ui/textarea';
import { uploadPrivateImageFile } from '@/lib/upload-image';
import { useCreateReserveAccidentOrDefect } from '../../api/create-reserve-accident-or-defect';
import { reserveMessages as m } from '../../messages';
import { defaultOccurredAt, occurredAtInstant, reportProblems, type ReportValues } from '../../report-form';
import { actionErrorMessage } from './action-errors';

const MAX_PHOTOS = 10;
const kindOptions = AccidentKind.values.map((value) => ({ value, label: AccidentKind.labels[value] }));

/** The report of an accident or a defect: kind, when, where, what, the police, private photos. */
export function ReportDialog({
  reserveId,
  returnedAt,
  open,
  onClose,
}: {
  reserveId: string;
  /** When the car or spot came back (null while it has not): the latest time a report may give. */
  returnedAt: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ReportValues>(() => ({
    kind: 'Defect',
    occurredAt: defaultOccurredAt(returnedAt),
    place: '',
    description: '',
    policeCalled: false,
    photos: [],
  }));
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateReserveAccidentOrDefect();
  const problems = showErrors ? reportProblems(values) : {};
  const set = <K extends keyof ReportValues>(key: K, value: ReportValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    if (Object.keys(reportProblems(values)).length > 0) {
      setShowErrors(true);
      return;
    }
    create.mutate(
      {
        reserveId,
        kind: values.kind,
        occurredAt: occurredAtInstant(values.occurredAt),
        place: values.place.trim(),
        description: values.description.trim(),
        policeCalled: values.policeCalled,
        photoIds: values.photos.map((photo) => photo.id),
      },
      {
        onSuccess: () => {
          toast.success(m.report.sent);
          onClose();
        },
        onError: (error) => toast.error(actionErrorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} label={m.report.title} className="w-[min(100%-1.5rem,40rem)]">
      <h2 className="pr-8 text-xl font-bold text-ink">{m.report.title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{m.report.lead}</p>
      <div className="mt-5 space-y-5">
        <RadioGroup
          legend={m.report.kind}
          name="report-kind"
          options={kindOptions}
          value={values.kind}
          onChange={(kind) => set('kind', kind)}
        />
        <TextField
          label={m.report.occurredAt}
          type="datetime-local"
          value={values.occurredAt}
          onChange={(event) => set('occurredAt', event.target.value)}
          error={problems.occurredAt}
        />
        <TextField
          label={m.report.place}
          placeholder={m.report.placePlaceholder}
          value={values.place}
          onChange={(event) => set('place', event.target.value)}
          error={problems.place}
        />
        <TextAreaField
          label={m.report.description}
          placeholder={m.report.descriptionPlaceholder}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={problems.description}
          rows={4}
        />
        <Checkbox checked={values.policeCalled} onChange={(event) => set('policeCalled', event.target.checked)}>
          {m.report.police}
        </Checkbox>
        <PhotosField<Image>
          label={m.report.photos}
          value={values.photos}
          onChange={(photos) => set('photos', photos)}
          upload={uploadPrivateImageFile}
          max={MAX_PHOTOS}
          messages={m.photoOrder}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
          {m.report.cancel}
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {m.report.submit}
        </Button>
      </div>
    </Dialog>
  );
}
