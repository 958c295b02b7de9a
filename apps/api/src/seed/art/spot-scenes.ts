import { HEIGHT, HORIZON, WIDTH, type Palette } from './landscape.js';
import type { Random } from './random.js';

/** The kinds of place the demo spots show. */
export const spotScenes = ['rv-park', 'campsite', 'lakeside', 'onsen', 'farm', 'beach'] as const;
export type SpotScene = (typeof spotScenes)[number];

function tree(x: number, y: number, size: number, palette: Palette): string {
  const leaf = palette.glow ? '#1f2b22' : '#3f6b45';
  return `<rect x="${x - size * 0.06}" y="${y - size * 0.35}" width="${size * 0.12}" height="${size * 0.35}" fill="#4a3526"/><polygon points="${x},${y - size * 1.3} ${x - size * 0.45},${y - size * 0.3} ${x + size * 0.45},${y - size * 0.3}" fill="${leaf}"/>`;
}

function trees(random: Random, palette: Palette, count: number, yMin: number, yMax: number): string {
  return Array.from({ length: count }, () =>
    tree(random.between(0, WIDTH), random.between(yMin, yMax), random.between(90, 170), palette),
  ).join('');
}

function tent(x: number, y: number, color: string): string {
  return `<polygon points="${x},${y - 170} ${x - 150},${y} ${x + 150},${y}" fill="${color}" stroke="#00000044" stroke-width="4"/><polygon points="${x},${y - 170} ${x - 40},${y} ${x + 40},${y}" fill="#00000055"/>`;
}

function campfire(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="70" ry="14" fill="#000" opacity="0.3"/><path d="M${x - 50} ${y} L${x + 50} ${y - 16} M${x - 50} ${y - 16} L${x + 50} ${y}" stroke="#5b3a22" stroke-width="14" stroke-linecap="round"/><path d="M${x} ${y - 110} Q${x + 40} ${y - 50} ${x + 20} ${y - 14} H${x - 20} Q${x - 40} ${y - 50} ${x} ${y - 110} Z" fill="#f0a23a"/><path d="M${x} ${y - 70} Q${x + 18} ${y - 36} ${x + 8} ${y - 16} H${x - 8} Q${x - 18} ${y - 36} ${x} ${y - 70} Z" fill="#ffe08a"/>`;
}

function powerPost(x: number, y: number, palette: Palette): string {
  return `<rect x="${x - 14}" y="${y - 120}" width="28" height="120" rx="4" fill="#d8d2c4"/><rect x="${x - 10}" y="${y - 110}" width="20" height="26" rx="3" fill="${palette.glow ? '#ffd98a' : '#6fae7b'}"/>`;
}

/** The foreground of a spot: what a guest would find there. */
export function spotScene(random: Random, palette: Palette, scene: SpotScene): string {
  const ground = HORIZON + 120;
  switch (scene) {
    case 'rv-park':
      return `<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${palette.glow ? '#2a2824' : '#8a8276'}"/>
        ${[0, 1, 2, 3].map((i) => `<path d="M${180 + i * 380} ${ground + 20} L${120 + i * 380} ${HEIGHT}" stroke="#f4efe6" stroke-width="8" opacity="0.7"/>`).join('')}
        ${[0, 1, 2, 3].map((i) => powerPost(300 + i * 380, ground + 90, palette)).join('')}
        ${trees(random, palette, 6, HORIZON + 10, HORIZON + 60)}
        <rect x="1250" y="${ground - 200}" width="16" height="200" fill="#3a2a1f"/><rect x="1150" y="${ground - 260}" width="220" height="90" rx="10" fill="#c8973f"/><text x="1260" y="${ground - 203}" font-family="sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="#231a12">RV</text>`;
    case 'campsite':
      return `${trees(random, palette, 9, HORIZON + 20, HORIZON + 90)}
        ${tent(random.between(300, 500), ground + 120, random.pick(['#c8973f', '#b9432f', '#3f6b8f']))}
        ${tent(random.between(1050, 1300), ground + 160, random.pick(['#7d8a6a', '#e6dccb', '#8a5a3b']))}
        ${campfire(random.between(700, 900), ground + 230)}`;
    case 'lakeside': {
      const water = palette.glow ? '#233049' : '#6fa3bf';
      return `<ellipse cx="${WIDTH / 2}" cy="${ground + 60}" rx="900" ry="170" fill="${water}"/>
        <ellipse cx="${WIDTH / 2 + random.between(-200, 200)}" cy="${ground + 40}" rx="260" ry="14" fill="#ffffff" opacity="0.25"/>
        ${trees(random, palette, 5, ground + 200, ground + 300)}`;
    }
    case 'onsen': {
      const steam = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${640 + i * 120} ${ground - 20} q-40 -60 0 -120 q40 -60 0 -120" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.45" stroke-linecap="round"/>`,
        )
        .join('');
      return `${trees(random, palette, 6, HORIZON + 20, HORIZON + 80)}
        <rect x="480" y="${ground - 10}" width="640" height="170" rx="20" fill="#5b3a22"/>
        <ellipse cx="800" cy="${ground + 20}" rx="290" ry="46" fill="${palette.glow ? '#4b6a86' : '#9fd0d8'}"/>
        ${steam}`;
    }
    case 'farm': {
      const rows = Array.from(
        { length: 7 },
        (_, i) =>
          `<path d="M${-100 + i * 60} ${HEIGHT} L${500 + i * 120} ${ground}" stroke="${palette.glow ? '#2f3d22' : '#5d7f34'}" stroke-width="26"/>`,
      ).join('');
      return `${rows}<rect x="1080" y="${ground - 180}" width="300" height="200" fill="#a8473a"/><polygon points="1060,${ground - 180} 1230,${ground - 290} 1400,${ground - 180}" fill="#7a2f25"/><rect x="1190" y="${ground - 90}" width="80" height="110" fill="#3a2a1f"/>`;
    }
    case 'beach': {
      const sea = palette.glow ? '#1d2c45' : '#4f93b8';
      return `<rect y="${HORIZON - 10}" width="${WIDTH}" height="200" fill="${sea}"/>
        <path d="M0 ${HORIZON + 190} Q400 ${HORIZON + 150} 800 ${HORIZON + 190} T1600 ${HORIZON + 180} V${HEIGHT} H0 Z" fill="${palette.glow ? '#5b503c' : '#e8d6a8'}"/>
        <path d="M${random.between(900, 1200)} ${HEIGHT - 60} V${HORIZON + 230}" stroke="#3a2a1f" stroke-width="10"/>
        <path d="M${random.between(900, 1200) - 170} ${HORIZON + 260} Q1050 ${HORIZON + 140} ${random.between(900, 1200) + 170} ${HORIZON + 260} Z" fill="#c8973f"/>`;
    }
  }
}
