import type { LicenseColor } from '@kurumatabi/contract';
import sharp from 'sharp';

/**
 * The demo guest's licence photos, drawn by the project itself like the listings' photos: a plain card in the
 * layout of a Japanese licence (portrait, lines of text, the colour band, the number), marked SAMPLE, never a
 * copy of a real one. Text is drawn as bars (the seed's machine may have no Japanese font); only the digits are
 * letters, as the number is what an operator checks against the form.
 */

const W = 1200;
const H = 760;
const bands: Record<LicenseColor, string> = { Green: '#3f8f5a', Blue: '#3d6fb0', Gold: '#c9a13b' };

const bar = (x: number, y: number, w: number, h = 18, fill = '#9aa3a8') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;

const watermark = `<text x="${W / 2}" y="${H / 2 + 60}" font-family="sans-serif" font-size="190" font-weight="700" fill="#c0392b" fill-opacity="0.16" text-anchor="middle" transform="rotate(-18 ${W / 2} ${H / 2})">SAMPLE</text>`;

function card(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#5b5f63"/>
<rect x="40" y="40" width="${W - 80}" height="${H - 80}" rx="36" fill="#eef3ee" stroke="#c9d3cc" stroke-width="4"/>
${inner}${watermark}</svg>`;
}

export function licenceFrontSvg(facts: { number: string; color: LicenseColor; expiresOn: string }): string {
  const lines = [0, 1, 2, 3].map((i) => bar(100, 150 + i * 56, 560 - i * 70)).join('');
  return card(`
${bar(100, 80, 260, 34, '#7d8a84')}
${lines}
<rect x="100" y="380" width="660" height="64" rx="8" fill="${bands[facts.color]}"/>
<text x="120" y="425" font-family="monospace" font-size="34" font-weight="700" fill="#ffffff">${facts.expiresOn.replaceAll('-', '.')}</text>
${bar(100, 480, 300)}${bar(100, 530, 380)}
<text x="100" y="640" font-family="monospace" font-size="56" font-weight="700" fill="#2d3436" letter-spacing="6">${facts.number}</text>
<rect x="820" y="150" width="260" height="330" rx="10" fill="#cfd8dc"/>
<circle cx="950" cy="260" r="70" fill="#8d99a0"/>
<path d="M845 480 Q950 330 1055 480 Z" fill="#8d99a0"/>
<circle cx="950" cy="590" r="62" fill="none" stroke="#c0392b" stroke-width="6"/>`);
}

export function licenceBackSvg(): string {
  const rows = Array.from(
    { length: 3 },
    (_, i) => `<line x1="100" y1="${250 + i * 120}" x2="${W - 100}" y2="${250 + i * 120}" stroke="#9aa3a8" stroke-width="3"/>`,
  );
  return card(
    `${bar(100, 110, 200, 34, '#7d8a84')}<rect x="100" y="170" width="${W - 200}" height="480" rx="8" fill="none" stroke="#9aa3a8" stroke-width="3"/>${rows.join('')}${bar(130, 200, 360)}`,
  );
}

/** A photo as a phone takes it: a JPEG (the image pipeline re-encodes it, as for an upload). */
export function licencePhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
