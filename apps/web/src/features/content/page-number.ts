/** The 1-based page of a list from `?page=`; anything else (missing, 0, "abc", 2.5) is page 1. */
export function pageNumberOf(params: URLSearchParams): number {
  const raw = params.get('page');
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages `total` items make at `size` a page (at least 1). */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The URL of a page of a list: page 1 is the bare path (one canonical URL), the others `?page=N`, other parameters kept. */
export function pageHref(path: string, page: number, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
