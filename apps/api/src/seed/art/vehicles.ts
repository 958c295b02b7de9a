import { HORIZON, WIDTH, type Palette } from './landscape.js';
import type { Random } from './random.js';

/** The body styles of the demo fleet (side views, facing right). */
export const vehicleBodies = ['van', 'cabover', 'kei', 'minivan', 'trailer'] as const;
export type VehicleBody = (typeof vehicleBodies)[number];

const bodyColors = ['#f4efe6', '#e6dccb', '#c9b28a', '#7d8a6a', '#5b6f80', '#a8473a', '#2f3a45', '#d8d2c4'] as const;
const stripeColors = ['#c8973f', '#8a5a3b', '#3f6b8f', '#b9432f', '#4f7a4a'] as const;

/** The road the vehicle stands on. */
const ROAD_TOP = HORIZON + 150;
const GROUND_Y = ROAD_TOP + 80;

interface Shape {
  /** The body outline, as an SVG path in absolute coordinates. */
  outline: string;
  windows: string[];
  wheels: number[];
  /** Where the stripe runs (y and x range). */
  stripe: { y: number; x1: number; x2: number };
  extras: string;
}

function wheel(cx: number, palette: Palette): string {
  const cy = GROUND_Y - 58;
  return `<circle cx="${cx}" cy="${cy}" r="60" fill="#1b1b1b"/><circle cx="${cx}" cy="${cy}" r="30" fill="${palette.glow ? '#6c6c6c' : '#b9b9b9'}"/><circle cx="${cx}" cy="${cy}" r="9" fill="#3a3a3a"/>`;
}

function windowRect(x: number, y: number, w: number, h: number, r = 14): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;
}

function shapeOf(body: VehicleBody, x: number, random: Random): Shape {
  const bottom = GROUND_Y - 70;
  switch (body) {
    case 'van': {
      const length = 780;
      const top = bottom - 330;
      const front = x + length;
      return {
        outline: `M${x} ${bottom} V${top + 30} Q${x} ${top} ${x + 30} ${top} H${front - 170} L${front - 40} ${top + 150} Q${front} ${top + 160} ${front} ${top + 200} V${bottom} Z`,
        windows: [
          windowRect(front - 180, top + 25, 120, 110, 12),
          windowRect(x + 330, top + 30, 250, 100),
          windowRect(x + 60, top + 30, 230, 100),
        ],
        wheels: [x + 150, front - 160],
        stripe: { y: top + 190, x1: x, x2: front },
        extras:
          random.next() > 0.5
            ? `<rect x="${x + 90}" y="${top - 22}" width="360" height="22" rx="4" fill="#2d3a4a"/><path d="M${x + 90} ${top - 11} H${x + 450}" stroke="#6f8fb0" stroke-width="2"/>`
            : '',
      };
    }
    case 'cabover': {
      const length = 860;
      const top = bottom - 420;
      const front = x + length;
      return {
        outline: `M${x} ${bottom} V${top + 40} Q${x} ${top} ${x + 40} ${top} H${front - 60} Q${front} ${top} ${front} ${top + 60} V${top + 120} Q${front} ${top + 150} ${front - 40} ${top + 150} H${front - 150} L${front - 60} ${top + 240} Q${front} ${top + 250} ${front} ${top + 300} V${bottom} Z`,
        windows: [
          windowRect(front - 140, top + 170, 90, 95, 10),
          windowRect(x + 70, top + 70, 190, 110),
          windowRect(x + 330, top + 70, 170, 110),
          windowRect(front - 170, top + 40, 100, 50, 10),
        ],
        wheels: [x + 170, front - 150],
        stripe: { y: top + 215, x1: x, x2: front - 150 },
        extras: `<rect x="${x + 560}" y="${top + 170}" width="90" height="180" rx="8" fill="none" stroke="#00000033" stroke-width="4"/>`,
      };
    }
    case 'kei': {
      const length = 560;
      const top = bottom - 320;
      const front = x + length;
      return {
        outline: `M${x} ${bottom} V${top + 26} Q${x} ${top} ${x + 26} ${top} H${front - 90} Q${front - 30} ${top} ${front - 14} ${top + 120} L${front} ${top + 200} V${bottom} Z`,
        windows: [
          windowRect(front - 120, top + 25, 90, 110, 12),
          windowRect(x + 40, top + 30, 170, 95),
          windowRect(x + 235, top + 30, 170, 95),
        ],
        wheels: [x + 115, front - 110],
        stripe: { y: top + 180, x1: x, x2: front },
        extras: `<rect x="${x + 40}" y="${top - 16}" width="300" height="16" rx="4" fill="#3b3b3b"/>`,
      };
    }
    case 'minivan': {
      const length = 760;
      const top = bottom - 290;
      const front = x + length;
      return {
        outline: `M${x} ${bottom} V${top + 60} Q${x + 10} ${top} ${x + 80} ${top} H${front - 240} Q${front - 150} ${top} ${front - 90} ${top + 110} Q${front} ${top + 140} ${front} ${top + 200} V${bottom} Z`,
        windows: [
          windowRect(x + 50, top + 28, 200, 95),
          windowRect(x + 275, top + 28, 200, 95),
          windowRect(front - 245, top + 28, 130, 95, 12),
        ],
        wheels: [x + 150, front - 150],
        stripe: { y: top + 170, x1: x, x2: front },
        extras: '',
      };
    }
    case 'trailer': {
      const length = 700;
      const top = bottom - 340;
      const front = x + length;
      return {
        outline: `M${x} ${bottom - 20} V${top + 90} Q${x} ${top} ${x + 120} ${top} H${front - 140} Q${front} ${top} ${front} ${top + 140} V${bottom - 20} Z`,
        windows: [windowRect(x + 70, top + 70, 200, 110), windowRect(front - 230, top + 70, 160, 110)],
        wheels: [x + length / 2],
        stripe: { y: top + 200, x1: x, x2: front },
        extras: `<path d="M${front} ${bottom - 40} L${front + 150} ${bottom - 10}" stroke="#2b2b2b" stroke-width="14" stroke-linecap="round"/><rect x="${x + 300}" y="${top + 150}" width="95" height="${bottom - top - 170}" rx="10" fill="none" stroke="#00000033" stroke-width="4"/>`,
      };
    }
  }
}

const lengths: Record<VehicleBody, number> = { van: 780, cabover: 860, kei: 560, minivan: 760, trailer: 850 };

/** The road and one vehicle on it, with its awning and lit windows at dusk and night. */
export function vehicle(random: Random, palette: Palette, body: VehicleBody): string {
  const x = Math.round((WIDTH - lengths[body]) / 2 + random.between(-120, 120));
  const shape = shapeOf(body, x, random);
  const color = random.pick(bodyColors);
  const stripe = random.pick(stripeColors);
  const windowFill = palette.glow ? '#ffd98a' : '#27323c';
  const awning =
    body !== 'minivan' && random.next() > 0.45
      ? `<path d="M${x + 60} ${GROUND_Y - 360} L${x - 30} ${GROUND_Y - 300} L${x + 260} ${GROUND_Y - 300} L${x + 300} ${GROUND_Y - 360} Z" fill="${stripe}" opacity="0.9"/><path d="M${x - 30} ${GROUND_Y - 300} V${GROUND_Y - 60}" stroke="#3a3a3a" stroke-width="6"/>`
      : '';
  const shadow = `<ellipse cx="${x + lengths[body] / 2}" cy="${GROUND_Y - 2}" rx="${lengths[body] / 2 + 40}" ry="18" fill="#000" opacity="0.28"/>`;
  return `
  <rect y="${ROAD_TOP}" width="${WIDTH}" height="${GROUND_Y - ROAD_TOP + 40}" fill="${palette.glow ? '#232323' : '#4b4b4b'}"/>
  <path d="M0 ${ROAD_TOP + 3} H${WIDTH}" stroke="#00000055" stroke-width="6"/>
  ${shadow}
  <path d="${shape.outline}" fill="${color}" stroke="#00000040" stroke-width="4"/>
  <rect x="${shape.stripe.x1}" y="${shape.stripe.y}" width="${shape.stripe.x2 - shape.stripe.x1}" height="18" fill="${stripe}"/>
  <g fill="${windowFill}" stroke="#00000055" stroke-width="3">${shape.windows.join('')}</g>
  ${shape.extras}
  ${awning}
  ${shape.wheels.map((cx) => wheel(cx, palette)).join('')}`;
}
