/**
 * The cache keys of conversations. Reading or writing in a thread changes unread counts and the
 * order of every list, so everything under `inquiries` is named here and refreshed together.
 */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: ['inquiries', 'list'] as const,
  list: (input: object) => ['inquiries', 'list', input] as const,
  unread: ['inquiries', 'unread'] as const,
  detail: (inquiryId: string) => ['inquiries', 'detail', inquiryId] as const,
  messages: (inquiryId: string) => ['inquiries', 'messages', inquiryId] as const,
  ofReserve: (reserveId: string) => ['inquiries', 'list', 'of-reserve', reserveId] as const,
};
