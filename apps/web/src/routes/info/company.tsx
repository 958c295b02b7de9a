import { companyContent } from '@/features/info/content/company';
import { InfoPageView } from '@/features/info/components/info-page-view';

export function Component() {
  return <InfoPageView content={companyContent} />;
}
