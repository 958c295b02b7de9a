import type { Random } from './random.js';

export const WIDTH = 1600;
export const HEIGHT = 1067;
/** Where the ground starts: vehicles and scenes stand on it. */
export const HORIZON = 690;

export interface Palette {
  name: string;
  sky: [string, string];
  sun: string;
  ridges: [string, string, string];
  ground: [string, string];
  /** Lit windows and lamps glow at dusk and night. */
  glow: boolean;
  stars: boolean;
}

/** Four times of day, warm and muted to sit well on the site's dark, gold and brown theme. */
export const palettes: readonly Palette[] = [
  {
    name: 'morning',
    sky: ['#f3d9b1', '#9cc3d5'],
    sun: '#fff3d6',
    ridges: ['#9fb4b8', '#6f8f8f', '#4f6e63'],
    ground: ['#6f8a55', '#4c633a'],
    glow: false,
    stars: false,
  },
  {
    name: 'day',
    sky: ['#8ec5e6', '#d8eef5'],
    sun: '#fffbe8',
    ridges: ['#8fa9c0', '#5f8a7a', '#3f6b4f'],
    ground: ['#7c9a4e', '#55703a'],
    glow: false,
    stars: false,
  },
  {
    name: 'dusk',
    sky: ['#3b2a4a', '#e8935a'],
    sun: '#ffd08a',
    ridges: ['#6b4a5a', '#4a3346', '#2e2230'],
    ground: ['#3d3326', '#2a231a'],
    glow: true,
    stars: false,
  },
  {
    name: 'night',
    sky: ['#0c1326', '#2c3558'],
    sun: '#f1e6c4',
    ridges: ['#2a3350', '#1d243b', '#141a2a'],
    ground: ['#1c2119', '#121510'],
    glow: true,
    stars: true,
  },
];

function ridge(random: Random, base: number, amplitude: number, color: string): string {
  const points: string[] = [`0,${HEIGHT}`];
  const steps = 9;
  for (let i = 0; i <= steps; i += 1) {
    const x = (WIDTH / steps) * i;
    const y = base - random.between(0.2, 1) * amplitude;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** Sky, sun or moon, stars at night, three mountain ridges and the ground. */
export function landscape(random: Random, palette: Palette): string {
  const sunX = random.between(200, 1400);
  const sunY = random.between(140, 330);
  const stars = palette.stars
    ? Array.from({ length: 70 }, () => {
        const r = random.between(0.8, 2.2).toFixed(1);
        return `<circle cx="${random.between(0, WIDTH).toFixed(0)}" cy="${random.between(0, 480).toFixed(0)}" r="${r}" fill="#fff" opacity="${random.between(0.4, 0.95).toFixed(2)}"/>`;
      }).join('')
    : '';
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/></linearGradient>
    <radialGradient id="sunGlow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${stars}
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="170" fill="url(#sunGlow)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="58" fill="${palette.sun}"/>
  ${ridge(random, 470, 170, palette.ridges[0])}
  ${ridge(random, 560, 140, palette.ridges[1])}
  ${ridge(random, 640, 90, palette.ridges[2])}
  <rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#ground)"/>`;
}
