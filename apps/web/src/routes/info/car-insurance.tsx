import { carInsuranceContent } from '@/features/info/content/car-insurance';
import { InfoPageView } from '@/features/info/components/info-page-view';

export function Component() {
  return <InfoPageView content={carInsuranceContent} />;
}
