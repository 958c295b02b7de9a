import type { ContentStatus } from '@kurumatabi/contract';
import { Tag, type TagTone } from '@/components/ui/tag';
import { editorMessages as m } from '../messages';

const tones: Record<ContentStatus, TagTone> = { Draft: 'neutral', Scheduled: 'info', Published: 'success', Unpublished: 'warning' };

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Tag tone={tones[status]}>{m.statuses[status]}</Tag>;
}
