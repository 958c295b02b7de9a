import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditableContent, Image } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { TextField } from '@/components/ui/input';
import { TextAreaField } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { useUpdateContent, uploadContentImageFile } from '../api/content-mutations';
import { useEditableContent } from '../api/show-content';
import { useContentTaxonomy } from '../api/show-content-taxonomy';
import { draftOf, fieldsOf, isDirty, type EditorDraft } from '../editor-draft';
import { editorMessages as m } from '../messages';
import { publicPathOf } from '../public-path';
import { MarkdownField } from './markdown-field';
import { PublicationPanel } from './publication-panel';
import { RevisionHistory } from './revision-history';
import { TagsField } from './tags-field';

/** A pause in typing this long saves a draft by itself. */
export const AUTOSAVE_DELAY_MS = 2500;

/**
 * The editor of one item: its fields, the Markdown with the API's live preview, the cover image,
 * an article's category and tags; drafts save themselves after a pause, published items on 保存.
 */
export function ContentEditor({ initial }: { initial: EditableContent }) {
  const item = useEditableContent(initial.id).data ?? initial;
  const taxonomy = useContentTaxonomy();
  const update = useUpdateContent();
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(initial));
  const [cover, setCover] = useState<Image | null>(initial.coverImage);
  const [autosaved, setAutosaved] = useState<string | null>(null);
  const [autosaveError, setAutosaveError] = useState<string | null>(null);
  const failedDraft = useRef<string | null>(null);
  const dirty = isDirty(draft, item);
  const set = <K extends keyof EditorDraft>(key: K, value: EditorDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useCallback(
    async (autosave: boolean): Promise<number> => {
      if (!isDirty(draft, item)) return item.revision;
      const saved = await update.mutateAsync({
        contentId: item.id,
        expectedRevision: item.revision,
        autosave,
        ...fieldsOf(item.kind, draft, item),
      });
      return saved.revision;
    },
    [draft, item, update],
  );

  // Drafts save themselves after a pause; a draft the API refused is not sent again until it changes.
  useEffect(() => {
    if (!dirty || item.status !== 'Draft' || update.isPending || failedDraft.current === JSON.stringify(draft)) return;
    const timer = setTimeout(() => {
      save(true).then(
        () => {
          failedDraft.current = null;
          setAutosaveError(null);
          setAutosaved(formatDateTime(new Date()));
        },
        (error: unknown) => {
          failedDraft.current = JSON.stringify(draft);
          setAutosaveError(error instanceof ApiError ? error.message : m.failed);
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, draft, item.status, update.isPending, save]);

  const saveState = update.isPending
    ? m.autosave.saving
    : autosaveError
      ? autosaveError
      : dirty
        ? m.autosave.dirty
        : autosaved
          ? m.autosave.saved(autosaved)
          : m.autosave.clean;

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <p role="status" aria-live="polite" className={autosaveError ? 'text-sm text-danger' : 'text-sm text-ink-soft'}>
          {saveState}
          {item.status !== 'Draft' && dirty && <span className="ml-2 text-ink-soft">{m.autosave.onlyDrafts}</span>}
        </p>
        <TextField label={m.fields.title} value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={120} />
        <TextField
          label={m.fields.slug}
          value={draft.slug}
          onChange={(e) => set('slug', e.target.value)}
          maxLength={80}
          hint={m.fields.slugHint(publicPathOf(item.kind, draft.slug || '…'))}
        />
        <TextAreaField
          label={m.fields.summary}
          value={draft.summary}
          onChange={(e) => set('summary', e.target.value)}
          maxLength={300}
          rows={3}
          hint={m.fields.summaryHint}
        />
        {item.kind === 'Article' && (
          <label className="block">
            <span className="mb-1.5 block font-bold">{m.fields.category}</span>
            <select
              value={draft.categorySlug ?? ''}
              onChange={(e) => set('categorySlug', e.target.value || null)}
              className="h-12 w-full rounded-[10px] border border-line-strong bg-canvas px-4 text-base text-ink focus:border-gold focus:outline-none"
            >
              <option value="">{m.fields.categoryPlaceholder}</option>
              {taxonomy.data?.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {item.kind === 'Article' && (
          <TagsField value={draft.tags} onChange={(tags) => set('tags', tags)} known={taxonomy.data?.tags ?? []} />
        )}
        {item.kind === 'Interview' && (
          <TextField
            label={m.fields.interviewee}
            value={draft.intervieweeName ?? ''}
            onChange={(e) => set('intervieweeName', e.target.value)}
            maxLength={80}
            hint={m.fields.intervieweeHint}
          />
        )}
        <ImageUploadField
          label={m.fields.cover}
          hint={m.fields.coverHint}
          aspect="16 / 9"
          value={cover}
          onChange={(image) => {
            setCover(image);
            set('coverImageId', image?.id ?? null);
          }}
          upload={uploadContentImageFile}
        />
        <MarkdownField kind={item.kind} value={draft.bodyMarkdown} onChange={(value) => set('bodyMarkdown', value)} />
      </div>
      <aside className="space-y-6 xl:sticky xl:top-24 xl:self-start">
        <PublicationPanel item={item} saving={update.isPending} save={() => save(false)} />
        <RevisionHistory contentId={item.id} />
      </aside>
    </div>
  );
}
