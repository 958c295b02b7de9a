import { keepPreviousData } from '@tanstack/react-query';
import { previewContent, type ContentKind } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { operatorContentKeys } from './keys';

/** The Markdown rendered by the API exactly as the public page will show it (sanitised), nothing saved. */
export function useContentPreview(kind: ContentKind, bodyMarkdown: string, enabled: boolean) {
  const input = { kind, bodyMarkdown };
  return useUserQuery({
    queryKey: operatorContentKeys.preview(input),
    queryFn: ({ signal }) => callApi(previewContent, input, { signal }),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
