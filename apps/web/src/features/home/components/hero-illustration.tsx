/**
 * The hero's night drive: a campervan with warm windows on a road under the stars, a tent glowing
 * on the hill. Drawn in the theme's colours only; decorative (aria-hidden).
 */

// A fixed pseudo-random sky, so every render (and every screenshot) shows the same stars.
function starField(count: number): { x: number; y: number; r: number; o: number }[] {
  let seed = 20261122;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  return Array.from({ length: count }, () => ({
    x: Math.round(next() * 1440),
    y: Math.round(next() * 300),
    r: next() < 0.15 ? 1.6 : 0.9,
    o: 0.25 + next() * 0.6,
  }));
}

const stars = starField(90);
const stop = (color: string, opacity = 1) => ({ stopColor: `var(--color-${color})`, stopOpacity: opacity });

function Pine({ x, y, h }: { x: number; y: number; h: number }) {
  const w = h * 0.42;
  return (
    <path
      d={`M${x} ${y - h} L${x + w / 2} ${y - h * 0.45} h-${w * 0.14} L${x + w * 0.62} ${y} H${x - w * 0.62} L${x - w / 2 + w * 0.14} ${y - h * 0.45} h-${w * 0.14} Z`}
      className="fill-canvas"
    />
  );
}

/**
 * `wide` fills the hero behind the text on a desktop; `compact` is the part around the van, shown
 * as a picture under the text on a phone (a background would be cropped to bare sky there).
 */
const viewBoxes = { wide: '0 0 1440 560', compact: '690 84 620 476' } as const;

export function HeroIllustration({ variant, className }: { variant: keyof typeof viewBoxes; className?: string }) {
  const id = (name: string) => `hero-${variant}-${name}`;
  return (
    <svg viewBox={viewBoxes[variant]} preserveAspectRatio="xMidYMax slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={stop('canvas')} />
          <stop offset="0.55" style={stop('surface')} />
          <stop offset="0.78" style={stop('brown', 0.55)} />
        </linearGradient>
        <radialGradient id={id('moon-glow')}>
          <stop offset="0" style={stop('gold-bright', 0.35)} />
          <stop offset="1" style={stop('gold-bright', 0)} />
        </radialGradient>
        <linearGradient id={id('beam')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" style={stop('gold-bright', 0.45)} />
          <stop offset="1" style={stop('gold-bright', 0)} />
        </linearGradient>
        <mask id={id('crescent')}>
          <circle cx="1010" cy="150" r="30" className="fill-white" />
          <circle cx="1024" cy="140" r="27" className="fill-black" />
        </mask>
        <radialGradient id={id('tent-glow')}>
          <stop offset="0" style={stop('gold', 0.5)} />
          <stop offset="1" style={stop('gold', 0)} />
        </radialGradient>
      </defs>

      <rect width="1440" height="560" fill={`url(#${id('sky')})`} />
      {stars.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} className="fill-ink" opacity={s.o} />
      ))}
      <circle cx="1010" cy="150" r="150" fill={`url(#${id('moon-glow')})`} />
      <circle cx="1010" cy="150" r="30" className="fill-gold-bright" mask={`url(#${id('crescent')})`} />

      {/* far range */}
      <path
        d="M0 330 L90 284 L170 310 L260 246 L350 302 L430 266 L520 318 L610 252 L700 300 L790 236 L880 292 L960 258 L1050 300 L1140 244 L1230 292 L1320 262 L1440 300 V560 H0 Z"
        className="fill-raised"
        strokeLinejoin="round"
      />
      {/* hills */}
      <path
        d="M0 404 C160 352 300 384 420 364 C560 340 640 392 780 374 C920 356 1040 330 1180 358 C1300 382 1380 362 1440 352 V560 H0 Z"
        className="fill-surface"
      />
      <Pine x={110} y={392} h={48} />
      <Pine x={142} y={386} h={36} />
      <Pine x={742} y={382} h={40} />
      <Pine x={768} y={378} h={28} />
      <Pine x={1222} y={380} h={44} />
      <Pine x={1252} y={378} h={56} />
      <Pine x={1284} y={374} h={38} />

      {/* tent on the hill: a spot to stay */}
      <circle cx="1166" cy="398" r="60" fill={`url(#${id('tent-glow')})`} />
      <path d="M1136 412 L1166 370 L1196 412 Z" className="fill-brown" />
      <path d="M1160 412 L1166 386 L1172 412 Z" className="fill-gold-bright" />

      {/* near ground and road */}
      <path d="M0 474 C200 452 420 482 640 464 C860 448 1100 472 1440 452 V560 H0 Z" className="fill-canvas" />
      <path d="M600 560 C780 500 930 420 1060 364 L1074 364 C1030 430 1060 500 1230 560 Z" className="fill-raised" />
      <path
        d="M930 560 C960 490 1000 420 1067 364"
        fill="none"
        className="stroke-gold"
        strokeWidth="3"
        strokeDasharray="18 16"
        opacity="0.55"
      />

      {/* campervan */}
      <g transform="translate(830 392)">
        <ellipse cx="104" cy="100" rx="112" ry="9" className="fill-black" opacity="0.45" />
        <path d="M200 60 L470 26 L470 118 L200 74 Z" fill={`url(#${id('beam')})`} />
        <path d="M34 8 h104 q6 0 6 6 v10 h-116 v-10 q0-6 6-6z" className="fill-line-strong" />
        <path d="M12 22 h146 q10 0 16 8 l20 26 q4 5 4 11 v18 q0 8 -8 8 h-178 q-8 0 -8 -8 v-57 q0 -6 8 -6 z" className="fill-line" />
        <path d="M12 22 h146 q10 0 16 8" fill="none" className="stroke-gold" strokeOpacity="0.35" strokeWidth="1.5" />
        <rect x="24" y="33" width="40" height="22" rx="4" className="fill-gold" />
        <rect x="72" y="33" width="40" height="22" rx="4" className="fill-gold-bright" opacity="0.9" />
        <path d="M150 33 h14 l16 22 h-30 z" className="fill-raised" />
        <rect x="8" y="62" width="188" height="6" className="fill-brown-light" opacity="0.85" />
        <rect x="190" y="60" width="8" height="6" rx="2" className="fill-gold-bright" />
        <circle cx="48" cy="93" r="15" className="fill-canvas stroke-line-strong" strokeWidth="5" />
        <circle cx="48" cy="93" r="4" className="fill-line-strong" />
        <circle cx="164" cy="93" r="15" className="fill-canvas stroke-line-strong" strokeWidth="5" />
        <circle cx="164" cy="93" r="4" className="fill-line-strong" />
      </g>
    </svg>
  );
}
