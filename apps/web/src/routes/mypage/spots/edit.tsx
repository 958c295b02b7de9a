import { Tent } from 'lucide-react';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { SpotEditForm, spotListingMessages as c } from '@/features/host-listings';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/spots/edit/:spotId` (spec §2): the spot form's six steps, the current one in `?step=`. */
export function Component() {
  const { spotId = '' } = useParams();
  useDocumentTitle(c.editTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<Tent className="size-4" aria-hidden />} title={c.editTitle} lead={c.formLead} />
      <SpotEditForm key={spotId} spotId={spotId} />
    </div>
  );
}
