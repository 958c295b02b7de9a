import { randomUUID } from 'node:crypto';
import type { Image } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { basicsArticles } from '../../../seed/content/articles/basics.js';
import { choosingArticles } from '../../../seed/content/articles/choosing.js';
import { placeArticles } from '../../../seed/content/articles/places.js';
import { routeArticles } from '../../../seed/content/articles/routes.js';
import { imageIdsIn, readableCharacterCount, renderMarkdown } from './render-markdown.js';

/** Markdown and raw HTML an author (or a stolen operator session) might try, each with what must not survive. */
const hostile: readonly [string, RegExp][] = [
  ['<script>alert(1)</script>本文', /<script|alert\(1\)/i],
  ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', /<script/i],
  ['<img src=x onerror=alert(1)>', /onerror|<img/i],
  ['<img src="/images/public/00000000-0000-0000-0000-000000000000/800.webp" onerror="alert(1)">', /onerror/i],
  ['<a href="javascript:alert(1)">押して</a>', /javascript:/i],
  ['[押して](javascript:alert(1))', /href=/i],
  ['[押して](JaVaScRiPt:alert(1))', /href=/i],
  ['[押して](java&#x09;script:alert(1))', /href=/i],
  ['[押して](%6Aavascript:alert(1))', /href=/i],
  ['<a href="&#106;avascript:alert(1)">x</a>', /avascript|&#106;/i],
  ['[データ](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', /href=/i],
  ['<a href="vbscript:msgbox(1)">x</a>', /vbscript/i],
  ['![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', /<img|src=/i],
  ['<svg onload=alert(1)><circle/></svg>', /<svg|onload/i],
  ['<iframe src="https://evil.example"></iframe>', /<iframe/i],
  ['<div style="background:url(javascript:alert(1))">x</div>', /style=|javascript/i],
  ['<p onclick="alert(1)">押す</p>', /onclick/i],
  ['<scr<script>ipt>alert(1)</scr</script>ipt>', /<script/i],
  ['<<script>script>alert(1)<</script>/script>', /<script/i],
  ['<form action="https://evil.example"><input name=x></form>', /<form|<input/i],
  ['<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
  ['<style>body{display:none}</style>', /<style|display:none/i],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /javascript|xlink/i],
  ['<a href="https://example.com" onmouseover="alert(1)">外部</a>', /onmouseover/i],
  ['<h2 id="root" onfocus="alert(1)">見出し</h2>', /id="root"|onfocus/i],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta|refresh/i],
  ['<base href="https://evil.example/">', /<base/i],
  ['<img src="https://tracker.example/pixel.gif">', /<img|tracker/i],
  ['<details open ontoggle=alert(1)>x</details>', /ontoggle/i],
  ['```html\n<script>alert(1)</script>\n```', /<script/i],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /onerror/i],
];

/** Every href/src/srcset value that, decoded as a browser might, names a scripting or data scheme. */
function dangerousUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/gi)]
    .map((m) => m[1]!)
    .filter((url) => {
      let decoded = url.replace(/&#x?([0-9a-f]+);?/gi, (_, n: string) => String.fromCharCode(parseInt(n, /^\d+$/.test(n) ? 10 : 16)));
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        // Not percent-encoded text: judged as it is.
      }
      return /^(?:javascript|vbscript|data):/i.test(decoded.replace(/[\s\p{Cc}]/gu, ''));
    });
}

const image = (id: string): Image => ({
  id,
  visibility: 'Public',
  width: 1600,
  height: 1200,
  variants: [400, 800, 1600].map((width) => ({ width, height: (width * 3) / 4, url: `/images/public/${id}/${width}.webp` })),
  urlsExpireAt: null,
  createdAt: new Date().toISOString(),
});

describe('renderMarkdown: hostile Markdown and HTML', () => {
  it.each(hostile)('renders %j without what it smuggles', (markdown, forbidden) => {
    const { html } = renderMarkdown(markdown);
    expect(html).not.toMatch(forbidden);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(dangerousUrls(html)).toEqual([]);
  });

  it('keeps the text and the structure an author meant', () => {
    const { html } = renderMarkdown(
      '## 持ち物\n\n- 寝袋\n- **銀マット**\n\n[公式サイト](https://example.com) と [FAQ](/faq)\n\n| 季節 | 気温 |\n|---|---|\n| 冬 | 0℃ |',
    );
    expect(html).toContain('<h2 id="h-持ち物">持ち物</h2>');
    expect(html).toContain('<li><strong>銀マット</strong></li>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">公式サイト</a>');
    expect(html).toContain('<a href="/faq">FAQ</a>');
    expect(html).toContain('<td>0℃</td>');
  });

  it('shows code as text, never as markup', () => {
    const { html } = renderMarkdown('`<b>太字</b>` と\n\n```\n<img src=x onerror=alert(1)>\n```');
    expect(html).toContain('&lt;b&gt;太字&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('renderMarkdown: bold next to Japanese text', () => {
  const inline = (markdown: string) => renderMarkdown(markdown).html.replace(/^<p>|<\/p>\n?$/g, '');

  it('adds no space around bold: the space of 「一酸化炭素中毒 の危険」 was in the seed’s Markdown, not the renderer', () => {
    expect(inline('排気ガスが車内に入り、**一酸化炭素中毒**の危険があります。')).toBe(
      '排気ガスが車内に入り、<strong>一酸化炭素中毒</strong>の危険があります。',
    );
    expect(inline('「**強調**」')).toBe('「<strong>強調</strong>」');
    expect(inline('、**強調**。')).toBe('、<strong>強調</strong>。');
    expect(inline('車中泊が認められている**RVパーク**やオートキャンプ場')).toBe(
      '車中泊が認められている<strong>RVパーク</strong>やオートキャンプ場',
    );
    expect(inline('1. **LEDランタン**: 電池式')).toContain('<strong>LEDランタン</strong>: 電池式');
  });

  it('finds no demo article that puts a space between bold and the Japanese text beside it', () => {
    // Japanese script (kana, kanji, full-width forms) on either side of the space.
    const spaced = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef] \*\*[^*\n]+\*\*|\*\*[^*\n]+\*\* [\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/u;
    for (const article of [...basicsArticles, ...choosingArticles, ...placeArticles, ...routeArticles]) {
      expect(spaced.exec(article.body)?.[0] ?? null, article.slug).toBeNull();
      expect(renderMarkdown(article.body).html, article.slug).not.toMatch(/<\/strong> [\u3000-\u30ff\u4e00-\u9fff]/u);
    }
  });
});

describe('renderMarkdown: headings, contents, images, reading time', () => {
  it('gives Japanese headings working, unique anchors and a table of contents from three headings', () => {
    const body = '# 大見出し\n\n## 車中泊の基本\n\n本文\n\n### 冬の寒さ対策 (2026年版)\n\n## 車中泊の基本\n\n## !!!\n';
    const { html, toc } = renderMarkdown(body);
    expect(toc).toEqual([
      { id: 'h-車中泊の基本', text: '車中泊の基本', level: 2 },
      { id: 'h-冬の寒さ対策-2026年版', text: '冬の寒さ対策 (2026年版)', level: 3 },
      { id: 'h-車中泊の基本-1', text: '車中泊の基本', level: 2 },
      { id: 'h-section', text: '!!!', level: 2 },
    ]);
    for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
    // The author's h1 becomes a section heading: the page title is the only h1.
    expect(html).not.toContain('<h1');
    expect(renderMarkdown('## ひとつ\n\n## ふたつ').toc).toEqual([]);
  });

  it('renders pipeline images with their sizes and drops unknown or foreign ones', () => {
    const id = randomUUID();
    const missing = randomUUID();
    const body = `![夜のRVパーク](image:${id})\n\n![ない画像](image:${missing})\n\n![外部](https://example.com/a.jpg)`;
    expect(imageIdsIn(body).sort()).toEqual([id, missing].sort());
    const { html } = renderMarkdown(body, new Map([[id, image(id)]]));
    expect(html).toContain(`src="/images/public/${id}/800.webp"`);
    expect(html).toContain(`/images/public/${id}/1600.webp 1600w`);
    expect(html).toContain('width="1600" height="1200" alt="夜のRVパーク" loading="lazy"');
    expect(html).toContain('ない画像');
    expect(html).not.toContain('example.com/a.jpg');
  });

  it('counts readable characters at 500 a minute, at least one minute', () => {
    expect(readableCharacterCount('<p>車中 泊&amp;旅</p>')).toBe(5);
    const long = renderMarkdown(`## 見出し\n\n${'あ'.repeat(1200)}`);
    expect(long.characterCount).toBe(1203);
    expect(long.readingMinutes).toBe(3);
    expect(renderMarkdown('短い').readingMinutes).toBe(1);
  });
});
