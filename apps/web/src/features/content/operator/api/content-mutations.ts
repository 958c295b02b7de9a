import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createContent,
  publishContent,
  scheduleContent,
  unpublishContent,
  updateContent,
  uploadContentImage,
  type EditableContent,
  type Image,
  type Input,
} from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { operatorContentKeys } from './keys';

/**
 * The editor's writes. Each answers the item as saved: it replaces the editor's copy, and the list,
 * the history and the public pages' cached reads are asked again.
 */
function useContentWrite<T>(write: (input: T) => Promise<EditableContent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (saved) => {
      queryClient.setQueryData(operatorContentKeys.item(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['operator-content', 'list'] }),
        queryClient.invalidateQueries({ queryKey: operatorContentKeys.revisions(saved.id) }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]);
    },
  });
}

export const useCreateContent = () => useContentWrite((input: Input<typeof createContent>) => callApi(createContent, input));
export const useUpdateContent = () => useContentWrite((input: Input<typeof updateContent>) => callApi(updateContent, input));
export const usePublishContent = () => useContentWrite((input: Input<typeof publishContent>) => callApi(publishContent, input));
export const useScheduleContent = () => useContentWrite((input: Input<typeof scheduleContent>) => callApi(scheduleContent, input));
export const useUnpublishContent = () => useContentWrite((input: Input<typeof unpublishContent>) => callApi(unpublishContent, input));

/** For ImageUploadField: the content image pipeline (public, stable URLs), with upload progress. */
export function uploadContentImageFile(file: File, onProgress: (fraction: number) => void): Promise<Image> {
  return callApi(uploadContentImage, { file }, { onUploadProgress: onProgress });
}
