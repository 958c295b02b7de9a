import { LicenseColor, type DriverLicense, type Image } from '@kurumatabi/contract';
import { ImageOff } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { previewUrlOf } from '@/components/ui/image-upload-field';
import { formatDate } from '@/lib/format';
import { signedUrlsExpired } from '@/lib/upload-image';
import { driverLicenseMessages as m } from '../messages';
import { maskLicenseNumber } from '../schema';

/** What was sent for verification, read-only while the operator checks it (the number masked, as on any display). */
export function SubmittedLicense({ licence, onPhotosExpired }: { licence: DriverLicense; onPhotosExpired: () => void }) {
  const rows = [
    { label: m.number, value: maskLicenseNumber(licence.number) },
    { label: m.color, value: LicenseColor.labels[licence.color] },
    { label: m.expiresOn, value: formatDate(licence.expiresOn) },
  ];
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-lg font-bold">{m.requestSummary}</h2>
      <dl className="mt-4 divide-y divide-line">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-bold text-ink-muted">{row.label}</dt>
            <dd className="tabular">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Photo label={m.front} image={licence.frontImage} onExpired={onPhotosExpired} />
        <Photo label={m.back} image={licence.backImage} onExpired={onPhotosExpired} />
      </div>
    </Card>
  );
}

function Photo({ label, image, onExpired }: { label: string; image: Image | null; onExpired: () => void }) {
  const url = image ? previewUrlOf(image) : null;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-bold text-ink-soft">{label}</figcaption>
      <div className="aspect-[85.6/54] overflow-hidden rounded-(--radius-card) border border-line bg-canvas">
        {url ? (
          <img src={url} alt={label} onError={() => signedUrlsExpired(image) && onExpired()} className="size-full object-contain" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <ImageOff className="size-6" aria-hidden />
            {m.noPhoto}
          </div>
        )}
      </div>
    </figure>
  );
}
