import type {
  ContentKind,
  ContentRevision,
  ContentRevisionAction,
  ContentStatus,
  EditableContent,
  Image,
  RenderedBody,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ContentRow, ImageRow } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.repository.js';
import { AppError } from '../../http/app-error.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';
import { createContentEditorRepository, type ContentValues } from './content-editor.repository.js';
import {
  assertComplete,
  checkFields,
  columnsOf,
  editableOf,
  isLive,
  snapshotOf,
  summaryOf,
  type ContentFieldsInput,
} from './content-fields.js';
import { createContentPublicRepository } from './content-public.repository.js';
import { imageIdsIn, renderMarkdown } from './markdown/render-markdown.js';

const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;

/** Why, when the operator wrote nothing: what the act was for (the audit log's `reason`, ADR 0025). */
const defaultReasons: Record<ContentRevisionAction, string> = {
  Create: '新規作成',
  Update: '編集内容の保存',
  Autosave: '編集中の下書きの自動保存',
  Publish: '公開',
  Schedule: '公開日時の予約',
  Unpublish: '非公開',
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The operators' content desk (ADR 0031). Every write is one transaction that saves the row, appends
 * a revision, writes one audit row (who, what, when, why) and notifies every replica to drop its
 * cached content; the local cache is dropped as well once it commits.
 */
export function createContentEditorService(deps: {
  db: Db;
  now: () => Date;
  toImage: (row: ImageRow) => Image;
  /** Drops this process's cached public content (the listener does the same on every replica). */
  onChanged: () => void;
}) {
  const publicRepo = createContentPublicRepository(deps.db);

  async function toEditable(row: ContentRow, tx: Db | Tx = deps.db): Promise<EditableContent> {
    const repo = createContentEditorRepository(tx);
    const [tags, names, cover] = await Promise.all([
      repo.tagsOf(row.id),
      repo.userNames([row.authorUserId]),
      row.coverImageId ? publicRepo.publicImages([row.coverImageId]) : Promise.resolve([]),
    ]);
    return editableOf(row, {
      authorName: names.get(row.authorUserId) ?? '',
      coverImage: cover[0] ? deps.toImage(cover[0]) : null,
      tags,
      now: deps.now(),
    });
  }

  /** One audited, revisioned, notified write; a taken slug is a 409. */
  async function write(
    operator: UserRow,
    action: ContentRevisionAction,
    reason: string | undefined,
    change: (tx: Tx, at: Date) => Promise<{ row: ContentRow; tags: { slug: string; name: string }[] }>,
  ): Promise<EditableContent> {
    const at = deps.now();
    try {
      const result = await deps.db.transaction(async (tx) => {
        const { row, tags } = await change(tx, at);
        const repo = createContentEditorRepository(tx);
        await repo.insertRevision({
          contentId: row.id,
          revision: row.revision,
          action,
          status: row.status,
          publishAt: row.publishAt,
          savedByUserId: operator.id,
          savedAt: at,
          snapshot: snapshotOf(row, tags),
        });
        await createOperatorAuditRepository(tx).record({
          operatorUserId: operator.id,
          action: `content.${action.toLowerCase()}`,
          targetKind: 'content',
          targetId: row.id,
          details: { reason: reason ?? defaultReasons[action], kind: row.kind, slug: row.slug, revision: row.revision, status: row.status },
          at,
        });
        await repo.notifyChanged(row.id);
        return toEditable(row, tx);
      });
      deps.onChanged();
      return result;
    } catch (error) {
      if (sqlStateOf(error) === '23505') throw new AppError('CONTENT_SLUG_TAKEN', { cause: error });
      throw error;
    }
  }

  /** The locked row at the revision the editor loaded. */
  async function current(tx: Tx, contentId: string, expectedRevision: number | null): Promise<ContentRow> {
    const row = await createContentEditorRepository(tx).lock(contentId);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    if (expectedRevision !== null && row.revision !== expectedRevision) throw new AppError('CONTENT_REVISION_CONFLICT');
    return row;
  }

  async function create(operator: UserRow, input: ContentFieldsInput & { kind: ContentKind; reason?: string }) {
    return write(operator, 'Create', input.reason, async (tx, at) => {
      const repo = createContentEditorRepository(tx);
      await checkFields(repo, input.kind, input);
      await repo.upsertTags(input.tags);
      const values = {
        ...columnsOf(input),
        kind: input.kind,
        status: 'Draft',
        authorUserId: operator.id,
        revision: 1,
        createdAt: at,
        updatedAt: at,
      };
      const row = await repo.insert(values as ContentValues);
      await repo.replaceTags(
        row.id,
        input.tags.map((t) => t.slug),
      );
      return { row, tags: input.tags };
    });
  }

  async function update(
    operator: UserRow,
    input: ContentFieldsInput & { contentId: string; expectedRevision: number; autosave: boolean; reason?: string },
  ) {
    return write(operator, input.autosave ? 'Autosave' : 'Update', input.reason, async (tx, at) => {
      const row = await current(tx, input.contentId, input.expectedRevision);
      // A published item changes only when someone means it (ADR 0031): no half-typed text goes out.
      if (input.autosave && (row.status === 'Published' || row.status === 'Scheduled')) throw new AppError('CONTENT_AUTOSAVE_PUBLISHED');
      const repo = createContentEditorRepository(tx);
      await checkFields(repo, row.kind, input);
      await repo.upsertTags(input.tags);
      const updated = await repo.update(row.id, { ...columnsOf(input), revision: row.revision + 1, updatedAt: at });
      await repo.replaceTags(
        row.id,
        input.tags.map((t) => t.slug),
      );
      return { row: updated, tags: input.tags };
    });
  }

  /** Moves to a status, checking where it may come from; `complete` when the public will see it. */
  function transition(
    action: ContentRevisionAction,
    from: readonly ContentStatus[],
    decide: (row: ContentRow, at: Date) => Partial<ContentValues>,
  ) {
    return (operator: UserRow, input: { contentId: string; expectedRevision?: number; reason?: string }) =>
      write(operator, action, input.reason, async (tx, at) => {
        const row = await current(tx, input.contentId, input.expectedRevision ?? null);
        if (!from.includes(row.status)) throw new AppError('CONTENT_STATUS_CONFLICT');
        const repo = createContentEditorRepository(tx);
        const updated = await repo.update(row.id, { ...decide(row, at), revision: row.revision + 1, updatedAt: at });
        return { row: updated, tags: await repo.tagsOf(row.id) };
      });
  }

  /** When the item first went out: kept across unpublishing and publishing again (its public date). */
  const firstLive = (row: ContentRow, at: Date) => row.firstPublishedAt ?? (isLive(row, at) ? row.publishAt : null);

  const publish = transition('Publish', ['Draft', 'Scheduled', 'Unpublished'], (row, at) => {
    assertComplete(row);
    const since = firstLive(row, at) ?? at;
    return { status: 'Published', publishAt: since, firstPublishedAt: since };
  });

  function schedule(operator: UserRow, input: { contentId: string; expectedRevision: number; publishAt: string; reason?: string }) {
    const when = new Date(input.publishAt);
    const now = deps.now();
    if (!(when.getTime() > now.getTime() && when.getTime() <= now.getTime() + MAX_SCHEDULE_AHEAD_MS))
      throw new AppError('CONTENT_SCHEDULE_INVALID');
    return transition('Schedule', ['Draft', 'Scheduled', 'Unpublished'], (row, at) => {
      assertComplete(row);
      return { status: 'Scheduled', publishAt: when, firstPublishedAt: firstLive(row, at) };
    })(operator, input);
  }

  const unpublish = transition('Unpublish', ['Published', 'Scheduled'], (row, at) => ({
    status: 'Unpublished',
    firstPublishedAt: firstLive(row, at),
  }));

  async function list(input: { kind?: ContentKind; status?: ContentStatus; keyword?: string; limit: number; offset: number }) {
    const { rows, total } = await createContentEditorRepository(deps.db).list(input);
    const now = deps.now();
    return { items: rows.map((r) => summaryOf(r.row, r.authorName, now)), total, limit: input.limit, offset: input.offset };
  }

  async function show(contentId: string): Promise<EditableContent> {
    const row = await createContentEditorRepository(deps.db).findById(contentId);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    return toEditable(row);
  }

  async function revisions(input: { contentId: string; limit: number; offset: number }) {
    const repo = createContentEditorRepository(deps.db);
    if (!(await repo.findById(input.contentId))) throw new AppError('CONTENT_NOT_FOUND');
    const { rows, total } = await repo.revisions(input.contentId, input.limit, input.offset);
    const items: ContentRevision[] = rows.map(({ revision: r, savedByName }) => ({
      revision: r.revision,
      action: r.action,
      savedAt: r.savedAt.toISOString(),
      savedBy: { id: r.savedByUserId, name: savedByName },
      status: r.status,
      publishAt: r.publishAt?.toISOString() ?? null,
      slug: r.snapshot.slug,
      title: r.snapshot.title,
      summary: r.snapshot.summary,
      bodyMarkdown: r.snapshot.bodyMarkdown,
    }));
    return { items, total, limit: input.limit, offset: input.offset };
  }

  /** The public rendering of unsaved text, with the pipeline images it names. */
  async function preview(input: { bodyMarkdown: string }): Promise<RenderedBody> {
    const rows = await publicRepo.publicImages(imageIdsIn(input.bodyMarkdown));
    return renderMarkdown(input.bodyMarkdown, new Map(rows.map((row) => [row.id, deps.toImage(row)])));
  }

  async function taxonomy() {
    return createContentEditorRepository(deps.db).taxonomy();
  }

  /** An uploaded content image's audit row (the upload itself is the image pipeline's). */
  async function recordImageUpload(operator: UserRow, image: Image): Promise<Image> {
    await createOperatorAuditRepository(deps.db).record({
      operatorUserId: operator.id,
      action: 'content-image.upload',
      targetKind: 'image',
      targetId: image.id,
      details: { reason: '記事・お知らせ・インタビュー用の画像', width: image.width, height: image.height },
      at: deps.now(),
    });
    return image;
  }

  return { create, update, publish, schedule, unpublish, list, show, revisions, preview, taxonomy, recordImageUpload };
}

export type ContentEditorService = ReturnType<typeof createContentEditorService>;
