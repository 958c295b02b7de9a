/**
 * Issue 34, defect 5: an article's heading anchors never take an element id of the page (ADR 0044).
 * The page's ids are read from the sources that write them (the shell, the server's page template,
 * every web component), so an id added later is covered without touching this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HEADING_ID_PREFIX } from './heading-ids.js';
import { renderMarkdown } from './render-markdown.js';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every literal element id the web app and the server's page template write or look up. */
function pageIds(): Set<string> {
  const sources = [
    path.join(root, 'apps/web/index.html'),
    ...filesUnder(path.join(root, 'apps/web/src'), /\.tsx?$/),
    ...filesUnder(path.join(root, 'apps/api/src/pages'), /\.ts$/),
  ];
  const ids = new Set<string>();
  const patterns = [
    /\bid=["']([^"'{}$\s]+)["']/g,
    /getElementById\(\s*["']([^"']+)["']/g,
    /querySelector(?:All)?\(\s*["'][^"']*#([\w-]+)/g,
    /\b[A-Z_]*(?:_ID|ANCHOR)\s*=\s*["']([^"']+)["']/g,
  ];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) ids.add(match[1]!);
  }
  return ids;
}

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);

describe('heading anchors and the page’s own ids', () => {
  const ids = pageIds();

  it('finds the ids the page depends on (the collection itself works)', () => {
    for (const id of ['root', 'ssr-state', 'runtime-config', 'main', 'site-menu', 'toc-aside']) expect(ids).toContain(id);
  });

  it('keeps the heading prefix for headings: no element id of the page starts with it', () => {
    expect([...ids].filter((id) => id.startsWith(HEADING_ID_PREFIX))).toEqual([]);
  });

  it('renders an article whose headings are every id of the page without giving any heading one of them', () => {
    const markdown = [...ids].map((id, i) => `${['##', '###', '####'][i % 3]} ${id}\n\n本文`).join('\n\n');
    const { html, toc } = renderMarkdown(`${markdown}\n\n<h2 id="ssr-state">生のHTML</h2>\n\n<div id="root">x</div>`);
    const rendered = idsIn(html);
    expect(rendered.length).toBeGreaterThanOrEqual(ids.size);
    expect(rendered.filter((id) => ids.has(id))).toEqual([]);
    expect(rendered.every((id) => id.startsWith(HEADING_ID_PREFIX))).toBe(true);
    expect(html).toMatch(/<h[234] id="h-ssr-state">ssr-state<\/h[234]>/);
    expect(html).toMatch(/<h[234] id="h-root">root<\/h[234]>/);
    // The table of contents links to the anchors the headings have.
    for (const entry of toc) expect(rendered).toContain(entry.id);
  });

  it('points an in-page link written to a heading’s text at the heading’s anchor', () => {
    const { html } = renderMarkdown('## 準備するもの\n\n本文\n\n[準備へ](#準備するもの) [外へ](#どこにもない) <a href="#root">root</a>');
    expect(html).toContain('<h2 id="h-準備するもの">');
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeURIComponent(m[1]!));
    expect(hrefs).toEqual(['#h-準備するもの', '#どこにもない', '#root']);
  });
});
