import type { ContentKind } from '@kurumatabi/contract';
import { articlePath, interviewPath, newsItemPath } from '../paths';

/** Where an item appears once published. */
export function publicPathOf(kind: ContentKind, slug: string): string {
  return kind === 'Article' ? articlePath(slug) : kind === 'News' ? newsItemPath(slug) : interviewPath(slug);
}
