/** The operators' content queries (never shared with the public ones: drafts live here). */
export const operatorContentKeys = {
  all: ['operator-content'] as const,
  list: (input: object) => ['operator-content', 'list', input] as const,
  item: (contentId: string) => ['operator-content', 'item', contentId] as const,
  revisions: (contentId: string) => ['operator-content', 'revisions', contentId] as const,
  taxonomy: ['operator-content', 'taxonomy'] as const,
  preview: (input: object) => ['operator-content', 'preview', input] as const,
};

export const CONTENT_LIST_PAGE_SIZE = 20;
