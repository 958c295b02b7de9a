import { ArticleCategory } from '@kurumatabi/contract';
import type { DbOrTx } from '../modules/listings/listings.repository.js';
import { contentCategories } from '../db/schema/index.js';

/**
 * The four article categories (ADR 0031), in their display order; missing ones are added, existing
 * ones are left as staff may have worded them. Returns how many were added.
 */
export async function seedContentCategories(db: DbOrTx): Promise<number> {
  const added = await db
    .insert(contentCategories)
    .values(ArticleCategory.values.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing({ target: contentCategories.slug })
    .returning({ slug: contentCategories.slug });
  return added.length;
}
