import { READING_CHARS_PER_MINUTE, type Image, type RenderedBody, type TocEntry } from '@kurumatabi/contract';
import { slug as githubSlug } from 'github-slugger';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type Token from 'markdown-it/lib/token.mjs';
import { HEADING_ID_PREFIX } from './heading-ids.js';
import { sanitizeBody } from './sanitize.js';

/** A body names a pipeline image as `![説明](image:<uuid>)`. */
const IMAGE_REF = /image:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** A table of contents is offered from this many h2/h3 headings on (a long article). */
export const TOC_MIN_HEADINGS = 3;

interface RenderEnv {
  images: ReadonlyMap<string, Image>;
}

/**
 * Headings get anchors from their text: github-slugger keeps Japanese (「車中泊の基本」 →
 * `h-車中泊の基本`, which browsers resolve in `#…` links), lower-cases Latin, turns spaces into
 * hyphens; a repeated heading gets `-1`, `-2`; a heading of punctuation only gets `h-section`.
 */
const md = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false }).use(anchor, {
  level: [2, 3, 4],
  slugify: (text: string) => `${HEADING_ID_PREFIX}${githubSlug(text) || 'section'}`,
  tabIndex: false,
});

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet('src') ?? '';
  const id = /^image:(.+)$/i.exec(src)?.[1]?.toLowerCase();
  const image = id ? env.images.get(id) : undefined;
  const alt = md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  if (!image) return id ? alt : defaultImage(tokens, idx, options, env, self);
  const variants = image.variants;
  const largest = variants[variants.length - 1]!;
  // The 800-wide variant (or the largest below it) as src; every width in srcset with the real sizes.
  const fallback = [...variants].reverse().find((v) => v.width <= 800) ?? variants[0]!;
  const srcset = variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return `<img src="${fallback.url}" srcset="${srcset}" sizes="(max-width: 800px) 100vw, 800px" width="${largest.width}" height="${largest.height}" alt="${alt}" loading="lazy" decoding="async">`;
};

/** The distinct pipeline image ids a Markdown body names. */
export function imageIdsIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(IMAGE_REF)].map((m) => m[1]!.toLowerCase()))];
}

function headingsOf(tokens: Token[]): TocEntry[] {
  const entries: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    const id = token.attrGet('id');
    const text =
      tokens[i + 1]?.children
        ?.filter((c) => c.type === 'text' || c.type === 'code_inline')
        .map((c) => c.content)
        .join('') ?? '';
    if (id && (level === 2 || level === 3)) entries.push({ id, text: text.trim(), level });
  });
  return entries;
}

/** The readable characters of sanitised HTML: tags, entities' markup and white space not counted. */
export function readableCharacterCount(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, 'x')
    .replace(/\s+/gu, '');
  return Array.from(text).length;
}

/**
 * Markdown as written → sanitised HTML with heading anchors, the table of contents of a long text,
 * pipeline images with their sizes, and the reading time (ADR 0031). Pure: the same input gives
 * the same output, so it runs for the preview exactly as for the public page.
 */
export function renderMarkdown(markdown: string, images: ReadonlyMap<string, Image> = new Map()): RenderedBody {
  const env: RenderEnv = { images };
  const tokens = md.parse(markdown, env);
  const headings = headingsOf(tokens);
  const raw = md.renderer.render(tokens, md.options, env);
  const headingIds = new Set(tokens.filter((t) => t.type === 'heading_open').map((t) => t.attrGet('id') ?? ''));
  const html = sanitizeBody(raw, headingIds);
  const characterCount = readableCharacterCount(html);
  return {
    html,
    toc: headings.length >= TOC_MIN_HEADINGS ? headings : [],
    characterCount,
    readingMinutes: Math.max(1, Math.ceil(characterCount / READING_CHARS_PER_MINUTE)),
  };
}
