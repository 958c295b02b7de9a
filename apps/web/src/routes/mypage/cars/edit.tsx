import { CarFront, SlidersHorizontal } from 'lucide-react';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { CarEditForm, carListingMessages as c } from '@/features/host-listings';
import { hostRulesMessages, hostRulesPaths } from '@/features/host-rules';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/cars/edit/:carId` (spec §2): the car form's six steps, the current one in `?step=`. */
export function Component() {
  const { carId = '' } = useParams();
  useDocumentTitle(c.editTitle);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={c.eyebrow} icon={<CarFront className="size-4" aria-hidden />} title={c.editTitle} lead={c.formLead} />
      <LinkButton to={hostRulesPaths.car(carId)} size="sm" variant="outline" icon={<SlidersHorizontal className="size-4" aria-hidden />}>
        {hostRulesMessages.openLink}
      </LinkButton>
      <CarEditForm key={carId} carId={carId} />
    </div>
  );
}
