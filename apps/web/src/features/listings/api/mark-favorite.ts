/**
 * A cached listing document (a detail, or a page with `items`) with one listing's heart set. Other
 * listings and other shapes come back as they were (the same object, so nothing re-renders).
 */
export function markFavorite<T>(data: T, id: string, isFavorite: boolean): T {
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.items)) {
    let changed = false;
    const items = record.items.map((item: unknown) => {
      const next = markOne(item, id, isFavorite);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? ({ ...record, items } as T) : data;
  }
  return markOne(data, id, isFavorite);
}

function markOne<T>(item: T, id: string, isFavorite: boolean): T {
  if (item === null || typeof item !== 'object') return item;
  const record = item as Record<string, unknown>;
  if (record.id !== id || record.isFavorite === isFavorite) return item;
  return { ...record, isFavorite } as T;
}
