import { useState, type FormEvent } from 'react';
import type { ContentKind } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { isContentSlug } from '../../paths';
import { useCreateContent } from '../api/content-mutations';
import { useContentTaxonomy } from '../api/show-content-taxonomy';
import { suggestedSlug } from '../editor-draft';
import { editorMessages as m } from '../messages';
import { publicPathOf } from '../public-path';
import { editorPath } from './content-list';

/** The first step of a new item: its title and slug (and an article's category); the body is written in the editor. */
export function NewContentForm({ kind }: { kind: ContentKind }) {
  const navigate = useNavigate();
  const create = useCreateContent();
  const taxonomy = useContentTaxonomy();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState(() => suggestedSlug(kind, new Date()));
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<{ title?: string; slug?: string; category?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : 'タイトルを入力してください。',
      slug: isContentSlug(slug.trim()) ? undefined : 'スラッグは半角英小文字・数字・ハイフンで入力してください（例: shachuhaku-kihon）。',
      category: kind === 'Article' && !category ? 'カテゴリを選んでください。' : undefined,
    };
    setErrors(found);
    if (found.title || found.slug || found.category) return;
    create.mutate(
      { kind, title: title.trim(), slug: slug.trim(), categorySlug: kind === 'Article' ? category : null },
      {
        onSuccess: (saved) => {
          toast.success(m.created);
          void navigate(editorPath(saved.id));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-5">
      <TextField
        label={m.fields.title}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={120}
        error={errors.title}
        required
      />
      <TextField
        label={m.fields.slug}
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        maxLength={80}
        hint={m.fields.slugHint(publicPathOf(kind, slug || '…'))}
        error={errors.slug}
        required
      />
      {kind === 'Article' && (
        <label className="block text-sm">
          <span className="mb-1.5 block font-bold">{m.fields.category}</span>
          <select
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            aria-invalid={errors.category ? true : undefined}
            className="h-12 w-full rounded-[10px] border border-line-strong bg-canvas px-4 text-base text-ink focus:border-gold focus:outline-none aria-invalid:border-danger"
          >
            <option value="">{m.fields.categoryPlaceholder}</option>
            {taxonomy.data?.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.category && <span className="mt-1 block text-danger">{errors.category}</span>}
        </label>
      )}
      {create.error && <Alert tone="error">{create.error instanceof ApiError ? create.error.message : m.failed}</Alert>}
      <Button type="submit" loading={create.isPending}>
        {m.createDraft}
      </Button>
    </form>
  );
}
