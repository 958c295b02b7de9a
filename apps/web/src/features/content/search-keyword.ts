/** The most a keyword may have, as the API's searchKeyword takes it (50 characters, 5 words). */
const MAX_CHARS = 50;
const MAX_WORDS = 5;

/**
 * The keyword of an article search from `?q=`: spaces (the ideographic one too) folded and trimmed,
 * cut to what the API accepts, so a long address is searched rather than refused.
 */
export function keywordOf(params: URLSearchParams): string {
  const words = (params.get('q') ?? '')
    .replace(/[\s\u3000]+/gu, ' ')
    .trim()
    .split(' ')
    .slice(0, MAX_WORDS)
    .join(' ');
  return [...words].slice(0, MAX_CHARS).join('').trim();
}
