import { guideContent } from '@/features/info/content/guide';
import { InfoPageView } from '@/features/info/components/info-page-view';

export function Component() {
  return <InfoPageView content={guideContent} />;
}
