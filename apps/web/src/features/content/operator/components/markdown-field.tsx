import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { ContentKind } from '@kurumatabi/contract';
import { ImagePlus } from 'lucide-react';
import { toast } from 'react-toastify';
import { ProgressBar } from '@/components/ui/progress-bar';
import { precheckImage, uploadErrorMessage } from '@/components/ui/image-upload-field';
import { cx } from '@/lib/cx';
import { ArticleBody } from '../../components/article-body';
import { uploadContentImageFile } from '../api/content-mutations';
import { useContentPreview } from '../api/preview-content';
import { editorMessages as m } from '../messages';
import { useDebounced } from '../use-debounced';

/** The Markdown of an image from the pipeline, as the renderer resolves it (`image:<id>`, ADR 0031). */
export const imageMarkdown = (imageId: string, alt: string) => `![${alt}](image:${imageId})`;

/**
 * The body: Markdown on the left, the API's rendering on the right (on a phone, tabs), refreshed
 * after a pause in typing; images uploaded through the pipeline and inserted at the cursor.
 */
export function MarkdownField({ kind, value, onChange }: { kind: ContentKind; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [progress, setProgress] = useState<number | null>(null);
  const settled = useDebounced(value, 600);
  const preview = useContentPreview(kind, settled, settled.trim().length > 0);

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const refused = precheckImage(chosen);
    if (refused) return void toast.error(refused);
    setProgress(0);
    try {
      const image = await uploadContentImageFile(chosen, setProgress);
      const at = textarea.current?.selectionStart ?? value.length;
      const snippet = `\n\n${imageMarkdown(image.id, m.editor.imageAlt)}\n\n`;
      onChange(value.slice(0, at) + snippet + value.slice(at));
      toast.success(m.editor.imageInserted);
    } catch (error) {
      toast.error(uploadErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const tabButton = (which: 'edit' | 'preview', label: string) => (
    <button
      type="button"
      aria-pressed={tab === which}
      onClick={() => setTab(which)}
      className={cx('h-9 rounded-full px-4 text-sm font-bold', tab === which ? 'bg-raised text-gold-bright' : 'text-ink-soft')}
    >
      {label}
    </button>
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-bold">
          {m.fields.body}
        </label>
        <div role="group" aria-label={m.editor.view} className="flex gap-1 lg:hidden">
          {tabButton('edit', m.editor.edit)}
          {tabButton('preview', m.editor.preview)}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {m.fields.bodyHint}
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className={cx(tab === 'preview' && 'max-lg:hidden')}>
          <textarea
            id={id}
            ref={textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={`${id}-hint`}
            rows={24}
            spellCheck={false}
            className="block min-h-[28rem] w-full resize-y rounded-[10px] border border-line-strong bg-canvas p-4 font-mono text-sm leading-relaxed text-ink focus:border-gold focus:ring-2 focus:ring-gold/30 focus:outline-none"
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <input
              ref={file}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              tabIndex={-1}
              onChange={(e) => void insertImage(e)}
              aria-label={m.editor.insertImage}
            />
            <button
              type="button"
              onClick={() => file.current?.click()}
              disabled={progress !== null}
              className="inline-flex h-9 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-bold text-ink-soft hover:border-gold hover:text-ink disabled:opacity-50"
            >
              <ImagePlus className="size-4" aria-hidden />
              {m.editor.insertImage}
            </button>
            {progress !== null && (
              <ProgressBar value={progress} label={m.editor.insertingImage(Math.round(progress * 100))} className="min-w-48 flex-1" />
            )}
          </div>
        </div>
        <section
          aria-label={m.editor.previewTitle}
          className={cx('min-h-[28rem] rounded-[10px] border border-line bg-surface p-5', tab === 'edit' && 'max-lg:hidden')}
        >
          <p className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 text-xs text-ink-soft">
            <span className="font-bold text-gold">{m.editor.previewTitle}</span>
            {preview.data && settled.trim() && (
              <span className="tabular">{m.editor.readingTime(preview.data.readingMinutes, preview.data.characterCount)}</span>
            )}
          </p>
          {!settled.trim() ? (
            <p className="text-sm text-ink-soft">{m.editor.previewEmpty}</p>
          ) : preview.data ? (
            <ArticleBody html={preview.data.html} className={cx(preview.isFetching && 'opacity-70')} />
          ) : (
            <p role="status" className="text-sm text-ink-soft">
              {m.editor.previewLoading}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
