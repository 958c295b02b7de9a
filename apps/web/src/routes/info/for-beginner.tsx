import { forBeginnerContent } from '@/features/info/content/for-beginner';
import { InfoPageView } from '@/features/info/components/info-page-view';

export function Component() {
  return <InfoPageView content={forBeginnerContent} />;
}
