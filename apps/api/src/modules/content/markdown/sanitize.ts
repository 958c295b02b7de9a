import sanitizeHtml from 'sanitize-html';
import { linkToHeading } from './heading-ids.js';

/** Where the image pipeline serves public variants; the only images an article may show (ADR 0031). */
export const PUBLIC_IMAGE_PATH = /^\/images\/public\/[0-9a-f-]{36}\/\d+\.webp$/;

/**
 * A link target that a browser could still read as a script or data URL once percent escapes and the
 * white space and control characters it ignores are taken out (`java%09script:`, `%6Aavascript:`).
 */
export function isDisguisedScheme(href: string): boolean {
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // A malformed escape: judged as written.
  }
  return /^(?:javascript|vbscript|data|file):/i.test(decoded.replace(/[\s\p{Cc}]/gu, ''));
}

function isPipelineSrcset(srcset: string): boolean {
  return srcset.split(',').every((candidate) => PUBLIC_IMAGE_PATH.test(candidate.trim().split(/\s+/)[0] ?? ''));
}

/**
 * The allow-list every rendered body goes through, whatever the author typed (Markdown or raw HTML):
 * text structure, tables, code, links over http(s)/mailto/tel or within the site, and pipeline
 * images. Everything else is dropped — script and style with their content, every `on*` attribute,
 * `style`, `javascript:`/`data:`/`vbscript:` URLs, iframes, forms, SVG. `headingIds` are the anchors
 * the renderer made (all `h-…`, ADR 0044): an id an author wrote into raw HTML is dropped (it could
 * clobber the page's own), and an in-page link to a heading's text is pointed at its anchor.
 */
export function sanitizeBody(html: string, headingIds: ReadonlySet<string>): string {
  const headingWithOwnId = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    const { id, ...rest } = attribs;
    return { tagName, attribs: id !== undefined && headingIds.has(id) ? { ...rest, id } : rest };
  };
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'del',
      's',
      'code',
      'pre',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'sup',
      'sub',
      'mark',
      'kbd',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
    },
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The page's title is its only h1: an author's h1 becomes a section heading.
      h1: (_tag, attribs) => headingWithOwnId('h2', attribs),
      h2: (tag, attribs) => headingWithOwnId(tag, attribs),
      h3: (tag, attribs) => headingWithOwnId(tag, attribs),
      h4: (tag, attribs) => headingWithOwnId(tag, attribs),
      a: (tagName, attribs) => {
        if (attribs.href !== undefined && isDisguisedScheme(attribs.href)) {
          const { href: _dropped, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        const external = /^https?:/i.test(attribs.href ?? '');
        if (external) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } };
        const own: sanitizeHtml.Attributes = { ...attribs, rel: '', target: '' };
        if (attribs.href !== undefined) own.href = linkToHeading(attribs.href, headingIds);
        return { tagName, attribs: own };
      },
    },
    // Images only from the pipeline: an external or scripted src (or srcset) removes the image.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' &&
      (!PUBLIC_IMAGE_PATH.test(frame.attribs.src ?? '') || (frame.attribs.srcset !== undefined && !isPipelineSrcset(frame.attribs.srcset))),
  });
}
