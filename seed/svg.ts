import { escapeXml, rng, upperTr, wrapChars } from './text.ts';

// Procedural illustrations for the seed, so every image the site shows is the project's own.
// Each scene is drawn on a 1200x800 canvas from primitives; a seeded PRNG varies the details and
// the framing, so gallery images of the same subject still look different.

export type SceneKind =
  | 'injection'
  | 'anchor'
  | 'wire-saw'
  | 'resin'
  | 'membrane'
  | 'core-drill'
  | 'crack-repair'
  | 'epoxy'
  | 'site'
  | 'carbon-fiber'
  | 'soil-injection'
  | 'joint-seal';

export type DocumentStyle = 'datasheet' | 'safety' | 'certificate' | 'guide';

const C = {
  ink: '#1f2933',
  slate: '#334155',
  slate2: '#475569',
  slate3: '#64748b',
  steel: '#8a949e',
  steelLight: '#c3c9cf',
  concrete: '#b9bfc6',
  concreteLight: '#d3d7db',
  concreteDark: '#8f969d',
  paper: '#f4f5f6',
  orange: '#f28c28',
  amber: '#f5a524',
  amberDark: '#c46a12',
  water: '#5b8db8',
  soil: '#7a6f63',
  rebar: '#7b6555',
} as const;

const FONT = "'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";

type Rand = () => number;

const f = (v: number): string => String(Math.round(v * 10) / 10);
const between = (r: Rand, a: number, b: number): number => a + (b - a) * r();
const pick = <T>(r: Rand, items: readonly T[]): T =>
  items[Math.floor(r() * items.length) % items.length] as T;

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ' ' + extra : ''}/>`;
}
function poly(points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}
function polyline(
  points: ReadonlyArray<readonly [number, number]>,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<polyline points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linejoin="round" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;
}
function label(
  x: number,
  y: number,
  size: number,
  fill: string,
  value: string,
  extra = '',
): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${f(size)}" fill="${fill}"${extra ? ' ' + extra : ''}>${escapeXml(value)}</text>`;
}

function svgDocument(
  width: number,
  height: number,
  title: string,
  defs: string,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

const SHARED_DEFS =
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.slate}"/><stop offset="1" stop-color="${C.slate3}"/></linearGradient>` +
  `<linearGradient id="conc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.concreteLight}"/><stop offset="1" stop-color="${C.concreteDark}"/></linearGradient>` +
  `<linearGradient id="concTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e5e8"/><stop offset="1" stop-color="${C.concreteLight}"/></linearGradient>` +
  `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b7580"/><stop offset="0.5" stop-color="#d2d7dc"/><stop offset="1" stop-color="#6b7580"/></linearGradient>` +
  `<linearGradient id="acc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.amber}"/><stop offset="1" stop-color="${C.amberDark}"/></linearGradient>` +
  `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;

/** Scattered aggregate and pores: what makes a flat grey rectangle read as concrete. */
function aggregate(r: Rand, x: number, y: number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fill = pick(r, ['#a3a9b0', '#c8cdd2', '#9aa0a7', '#dadde0', '#7f868d']);
    out += ellipse(
      between(r, x + 6, x + w - 6),
      between(r, y + 6, y + h - 6),
      between(r, 2, 7),
      between(r, 1.5, 5),
      fill,
      'opacity="0.7"',
    );
  }
  return out;
}

function concreteBlock(
  r: Rand,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  dots: number,
): string {
  return (
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w + depth, y - depth * 0.8],
        [x + depth, y - depth * 0.8],
      ],
      'url(#concTop)',
    ) +
    poly(
      [
        [x + w, y],
        [x + w + depth, y - depth * 0.8],
        [x + w + depth, y + h - depth * 0.8],
        [x + w, y + h],
      ],
      C.concreteDark,
    ) +
    rect(x, y, w, h, 'url(#conc)') +
    aggregate(r, x, y, w, h, dots)
  );
}

function crackPath(
  r: Rand,
  x: number,
  y0: number,
  y1: number,
  steps: number,
  jitter: number,
): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  let cx = x;
  for (let i = 0; i <= steps; i++) {
    pts.push([cx, y0 + ((y1 - y0) * i) / steps]);
    cx += between(r, -jitter, jitter);
  }
  return pts;
}

function backdrop(r: Rand): string {
  return (
    rect(0, 0, 1200, 800, 'url(#sky)') +
    rect(0, 690, 1200, 110, pick(r, ['#3f4a57', '#465260', '#3a4450']))
  );
}

function injectionScene(r: Rand): string {
  let s = backdrop(r);
  s += rect(120, 70, 960, 650, 'url(#conc)') + aggregate(r, 120, 70, 960, 650, 34);
  for (const [tx, ty] of [
    [260, 180],
    [940, 180],
    [260, 600],
    [940, 600],
  ] as const)
    s += circle(tx, ty, 9, '#7d848b') + circle(tx, ty, 4, '#5c636a');
  const crack = crackPath(r, between(r, 480, 700), 70, 720, 12, 34);
  s +=
    polyline(crack, '#2f353b', 6) +
    polyline(
      crack.slice(3, 7).map(([x, y]) => [x + 70, y + 20] as [number, number]),
      '#4a5158',
      2,
    );
  const ports: Array<[number, number]> = [];
  crack.slice(1, -1).forEach(([x, y], i) => {
    if (i % 2 === 1) return;
    const side = i % 4 === 0 ? -1 : 1;
    const px = x + side * 46;
    ports.push([px, y]);
    s += line(px, y, x, y + 28, '#5c636a', 5, 'stroke-dasharray="6 4"');
    s += ellipse(
      x + between(r, -8, 8),
      y + between(r, 10, 30),
      between(r, 10, 22),
      between(r, 6, 12),
      C.amber,
      'opacity="0.85"',
    );
    s +=
      circle(px, y, 13, '#6b7580') +
      rect(px - 6, y - 30, 12, 22, 'url(#steel)') +
      circle(px, y - 34, 7, C.orange);
  });
  const last = ports[ports.length - 1] ?? [600, 600];
  s += `<path d="M${f(last[0])},${f(last[1] - 36)} C${f(last[0] + 140)},${f(last[1] - 140)} 900,760 1000,650" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round"/>`;
  s +=
    rect(940, 600, 170, 110, 'url(#acc)', 'rx="10"') +
    circle(985, 640, 22, '#fff') +
    circle(985, 640, 16, 'none', `stroke="${C.ink}" stroke-width="3"`);
  s +=
    line(985, 640, 995, 628, C.ink, 3) +
    rect(1025, 625, 60, 12, C.ink, 'rx="3"') +
    rect(1030, 580, 12, 30, C.slate2);
  return s;
}

function rebar(x: number, top: number, bottom: number, width = 20): string {
  return (
    rect(x - width / 2, top, width, bottom - top, C.rebar, 'rx="3"') +
    line(x, top + 4, x, bottom, '#5d4b3f', width + 6, 'stroke-dasharray="3 9"')
  );
}

function anchorScene(r: Rand): string {
  let s = backdrop(r) + concreteBlock(r, 90, 360, 960, 380, 70, 30);
  const count = 3 + Math.floor(r() * 2);
  for (let i = 0; i < count; i++) {
    const x = 220 + (i * 640) / (count - 1) + between(r, -20, 20);
    s +=
      rect(x - 22, 360, 44, 250, '#3d434a') + rect(x - 20, 400, 40, 208, C.amber, 'opacity="0.9"');
    if (i === count - 1) {
      s +=
        rect(x - 9, 150, 18, 450, 'url(#steel)') +
        line(x, 150, x, 340, '#59616a', 18, 'stroke-dasharray="2 4"');
      s += rect(x - 34, 336, 68, 10, '#9aa2aa') + rect(x - 22, 306, 44, 30, '#7c858e');
    } else {
      s += rebar(x, between(r, 110, 180), 600);
    }
  }
  s +=
    '<g transform="translate(930 170) rotate(-28)">' +
    rect(0, 0, 260, 64, '#e6e8ea', 'rx="12"') +
    rect(40, 8, 150, 48, C.orange, 'rx="4"');
  s +=
    label(58, 40, 20, '#fff', 'ANKRAJ', 'font-weight="700"') +
    poly(
      [
        [-60, 20],
        [0, 14],
        [0, 50],
        [-60, 44],
      ],
      C.slate2,
    );
  s +=
    rect(250, 12, 110, 40, C.ink, 'rx="6"') +
    poly(
      [
        [300, 52],
        [340, 52],
        [320, 140],
        [292, 140],
      ],
      C.ink,
    ) +
    '</g>';
  return s;
}

function wheel(cx: number, cy: number, radius: number, rim: string): string {
  let s = circle(cx, cy, radius, rim) + circle(cx, cy, radius * 0.78, C.slate2);
  for (let a = 0; a < 6; a++) {
    const t = (a * Math.PI) / 3;
    s += line(
      cx,
      cy,
      cx + Math.cos(t) * radius * 0.74,
      cy + Math.sin(t) * radius * 0.74,
      rim,
      radius * 0.1,
    );
  }
  return s + circle(cx, cy, radius * 0.2, C.ink);
}

function wireSawScene(r: Rand): string {
  let s = backdrop(r) + concreteBlock(r, 70, 220, 640, 500, 60, 28);
  const cutX = between(r, 420, 520);
  const depth = between(r, 420, 640);
  s += rect(cutX - 4, 172, 8, depth - 172, '#2b3036');
  const drive: [number, number] = [1030, 560];
  const loop: Array<[number, number]> = [
    [drive[0], drive[1] - 75],
    [840, 150],
    [cutX, 175],
    [cutX, depth],
    [840, 755],
    [drive[0], drive[1] + 75],
  ];
  s += polyline(loop, '#2d3339', 7) + polyline(loop, '#d6dadf', 12, 'stroke-dasharray="4 16"');
  s += wheel(840, 150, 34, C.steelLight) + wheel(840, 755, 34, C.steelLight);
  s += rect(870, 700, 320, 14, C.ink) + rect(870, 740, 320, 14, C.ink);
  s += rect(940, 450, 200, 230, 'url(#acc)', 'rx="12"') + wheel(drive[0], drive[1], 76, '#e5e7ea');
  s += rect(960, 470, 60, 40, C.ink, 'rx="4"') + rect(1100, 600, 30, 60, C.slate2, 'rx="4"');
  for (let i = 0; i < 14; i++)
    s += circle(
      cutX + between(r, -40, 40),
      between(r, 150, 200),
      between(r, 2, 4),
      C.water,
      'opacity="0.8"',
    );
  return s;
}

function canister(x: number, y: number, body: string, letter: string): string {
  return (
    `<path d="M${x},${y + 40} q0,-40 40,-40 h120 q40,0 40,40 v230 q0,20 -20,20 h-160 q-20,0 -20,-20 z" fill="${body}"/>` +
    rect(x + 70, y - 36, 60, 40, C.ink, 'rx="8"') +
    rect(x + 22, y + 70, 156, 140, '#f7f7f5', 'rx="6"') +
    label(x + 34, y + 112, 26, C.ink, 'AsilNunX', 'font-weight="700"') +
    rect(x + 34, y + 126, 132, 6, C.orange) +
    label(x + 34, y + 190, 52, C.slate, letter, 'font-weight="800"') +
    label(x + 96, y + 186, 16, C.slate3, 'Bileşen')
  );
}

function resinScene(r: Rand): string {
  let s = rect(0, 0, 1200, 800, 'url(#sky)') + rect(0, 610, 1200, 190, '#2a3440');
  s += ellipse(600, 640, 520, 40, '#000', 'opacity="0.25"');
  s += canister(250, 330, 'url(#acc)', 'A') + canister(520, 330, '#5b6673', 'B');
  s +=
    '<g transform="translate(800 520) rotate(-8)">' +
    rect(0, 0, 300, 70, '#eceeef', 'rx="14"') +
    rect(30, 10, 170, 50, C.orange, 'rx="5"');
  s +=
    label(44, 45, 24, '#fff', 'AsilNunX', 'font-weight="700"') +
    poly(
      [
        [300, 22],
        [360, 30],
        [360, 40],
        [300, 48],
      ],
      C.slate2,
    ) +
    '</g>';
  for (let i = 0; i < 5; i++)
    s += circle(between(r, 820, 1120), between(r, 660, 740), 10, '#6b7580') + '';
  return s;
}

function membraneScene(r: Rand): string {
  let s = rect(0, 0, 1200, 800, '#9fb3c4') + rect(0, 0, 1200, 230, '#c8d4de');
  s +=
    rect(640, 230, 560, 570, C.soil) +
    aggregate(r, 640, 230, 560, 570, 24).replace(/opacity="0.7"/g, 'opacity="0.35"');
  s +=
    rect(300, 160, 300, 560, 'url(#conc)') +
    aggregate(r, 300, 160, 300, 560, 18) +
    rect(240, 720, 520, 80, C.concreteDark);
  s +=
    rect(600, 160, 16, 600, '#263238') +
    rect(616, 200, 24, 560, C.amber) +
    line(628, 200, 628, 760, C.amberDark, 22, 'stroke-dasharray="2 18"');
  s += circle(720, 740, 30, C.slate2) + circle(720, 740, 20, '#263238');
  for (let i = 0; i < 10; i++) {
    const x = between(r, 700, 1150);
    const y = between(r, 260, 640);
    s += `<path d="M${f(x)},${f(y)} q-9,16 0,22 q9,-6 0,-22 z" fill="${C.water}"/>`;
    if (i < 4) s += line(x - 10, y + 10, 660, y + 10, C.water, 3, 'stroke-dasharray="8 6"');
  }
  return s;
}

function coreCylinder(x: number, y: number, len: number, radius: number): string {
  return (
    rect(x, y - radius, len, radius * 2, 'url(#conc)') +
    ellipse(x + len, y, radius * 0.35, radius, C.concreteLight) +
    ellipse(x, y, radius * 0.35, radius, C.concreteDark)
  );
}

function coreDrillScene(r: Rand): string {
  let s = backdrop(r) + concreteBlock(r, 60, 520, 1080, 220, 60, 26);
  for (let i = 0; i < 3; i++) s += ellipse(160 + i * 120, 500, 40, 12, '#3d434a');
  s += rect(520, 470, 200, 30, C.ink) + rect(600, 110, 26, 380, 'url(#steel)');
  s +=
    rect(560, 220, 180, 120, 'url(#acc)', 'rx="10"') + rect(740, 250, 60, 60, C.slate2, 'rx="6"');
  s +=
    rect(590, 340, 80, 190, '#9aa2aa') +
    ellipse(630, 340, 40, 12, '#c3c9cf') +
    rect(588, 500, 84, 30, '#6b7580');
  s += `<path d="M800,280 C900,260 920,420 1000,440" fill="none" stroke="${C.water}" stroke-width="7"/>`;
  s += coreCylinder(850, 660 + between(r, -10, 10), 190, 36) + coreCylinder(1000, 630, 150, 30);
  return s;
}

function crackRepairScene(r: Rand): string {
  let s = backdrop(r) + rect(80, 60, 1040, 660, 'url(#conc)') + aggregate(r, 80, 60, 1040, 660, 34);
  const main = crackPath(r, between(r, 380, 520), 60, 720, 11, 40);
  s += polyline(main, '#bda27a', 34, 'opacity="0.85"') + polyline(main, '#2f353b', 4);
  for (let b = 0; b < 3; b++) {
    const [bx, by] = main[2 + b * 3] ?? [400, 300];
    s += polyline(
      crackPath(r, bx, by, by + 160, 4, 30).map(([x, y], i) => [x + i * 22, y] as [number, number]),
      '#3a4047',
      2.5,
    );
  }
  s +=
    '<g transform="translate(760 420) rotate(-20)">' +
    poly(
      [
        [0, 0],
        [240, 0],
        [260, 70],
        [20, 70],
      ],
      'url(#steel)',
    );
  s += rect(110, -70, 26, 70, C.slate2) + rect(90, -150, 66, 86, C.orange, 'rx="14"') + '</g>';
  s += rect(880, 600, 170, 120, C.ink, 'rx="8"') + ellipse(965, 600, 85, 16, '#bda27a');
  return s;
}

/** A concrete beam across the scene (its top at `y`, `h` high) on two columns down to the ground. */
function beamOnColumns(
  r: Rand,
  y: number,
  h: number,
  cracks: number,
  column: number,
  rightX: number,
) {
  const columnTop = y + h;
  return (
    backdrop(r) +
    concreteBlock(r, 60, y, 1080, h, 50, cracks) +
    rect(160, columnTop, column, 800 - columnTop, 'url(#conc)') +
    rect(rightX, columnTop, column, 800 - columnTop, 'url(#conc)')
  );
}

function epoxyScene(r: Rand): string {
  let s = beamOnColumns(r, 240, 260, 30, 200, 840);
  for (let i = 0; i < 3; i++) {
    const cx = 360 + i * 200 + between(r, -30, 30);
    const crack = crackPath(r, cx, 500, 290, 5, 14);
    s += polyline(crack, '#2f353b', 3);
    crack.slice(1, -1).forEach(([x, y], j) => {
      if (j % 2 === 0) s += circle(x, y, 14, '#d9dcdf') + circle(x, y, 6, C.orange);
    });
  }
  s +=
    '<g transform="translate(700 610) rotate(-12)">' +
    rect(0, 0, 300, 36, '#eceeef', 'rx="8"') +
    rect(0, 40, 300, 36, C.amber, 'rx="8"');
  s +=
    poly(
      [
        [300, 8],
        [380, 32],
        [380, 44],
        [300, 68],
      ],
      C.slate2,
    ) +
    rect(-80, 10, 80, 56, C.ink, 'rx="6"') +
    '</g>';
  return s;
}

function siteScene(r: Rand): string {
  let s =
    rect(0, 0, 1200, 800, '#a9bccb') +
    rect(0, 0, 1200, 300, '#c9d6e0') +
    circle(980, 140, 50, '#f7d794', 'opacity="0.8"');
  s += rect(0, 690, 1200, 110, C.soil);
  const floors = 4 + Math.floor(r() * 2);
  for (let fl = 0; fl < floors; fl++) {
    const y = 690 - fl * 110;
    s += rect(160, y - 18, 620, 18, C.concreteDark);
    for (let c = 0; c < 5; c++)
      s += rect(170 + c * 145, y - 110, 22, 92, fl === floors - 1 && c > 2 ? C.rebar : C.concrete);
  }
  s += rect(160, 690 - floors * 110 - 18, 620, 18, C.concreteDark);
  s +=
    rect(900, 140, 26, 550, 'none', `stroke="${C.orange}" stroke-width="6"`) +
    line(900, 140, 926, 690, C.orange, 3, 'stroke-dasharray="14 10"');
  s +=
    rect(600, 120, 520, 20, C.orange) +
    rect(1060, 140, 60, 40, C.ink) +
    line(700, 140, 700, 300, C.ink, 3) +
    rect(680, 300, 40, 30, C.slate2);
  return s;
}

function carbonFiberScene(r: Rand): string {
  let s = beamOnColumns(r, 200, 240, 28, 180, 860);
  for (let i = 0; i < 3; i++) {
    const y = 300 + i * 48;
    s +=
      rect(380, y, 440, 30, '#1c1f23') +
      line(380, y + 15, 820, y + 15, '#3b4047', 30, 'stroke-dasharray="2 6"');
  }
  s += rect(372, 430, 456, 12, '#1c1f23');
  s +=
    '<g transform="translate(560 520) rotate(8)">' +
    rect(0, 0, 120, 34, '#6b7580', 'rx="17"') +
    rect(56, 34, 10, 150, C.slate2) +
    rect(48, 180, 26, 80, C.orange, 'rx="8"') +
    '</g>';
  return s + aggregate(r, 160, 440, 180, 300, 8);
}

function soilInjectionScene(r: Rand): string {
  let s =
    rect(0, 0, 1200, 800, '#b9c6d1') +
    rect(0, 240, 1200, 560, C.soil) +
    rect(0, 520, 1200, 280, '#6a6055');
  s += aggregate(r, 0, 240, 1200, 560, 40).replace(/opacity="0.7"/g, 'opacity="0.3"');
  s += concreteBlock(r, 200, 190, 800, 60, 30, 8);
  for (let i = 0; i < 5; i++) {
    const x = 260 + i * 170;
    const depth = between(r, 470, 620);
    s +=
      ellipse(x, depth, between(r, 50, 80), between(r, 36, 60), C.amber, 'opacity="0.75"') +
      rect(x - 5, 120, 10, depth - 120, 'url(#steel)') +
      circle(x, 116, 9, C.orange);
  }
  return s;
}

function jointSealScene(r: Rand): string {
  let s =
    backdrop(r) +
    concreteBlock(r, 40, 420, 520, 300, 60, 20) +
    concreteBlock(r, 600, 420, 520, 300, 60, 20);
  s +=
    rect(560, 420, 40, 300, '#2b3036') +
    circle(580, 470, 18, '#4b6584') +
    poly(
      [
        [560, 420],
        [600, 420],
        [596, 450],
        [564, 450],
      ],
      C.amber,
    );
  s +=
    '<g transform="translate(640 180) rotate(24)">' +
    rect(0, 0, 320, 70, '#e6e8ea', 'rx="14"') +
    rect(40, 10, 180, 50, C.amber, 'rx="4"');
  s +=
    poly(
      [
        [-90, 28],
        [0, 20],
        [0, 50],
        [-90, 42],
      ],
      C.slate2,
    ) +
    rect(310, 14, 110, 42, C.ink, 'rx="6"') +
    '</g>';
  return s;
}

const SCENES: Record<SceneKind, (r: Rand) => string> = {
  injection: injectionScene,
  anchor: anchorScene,
  'wire-saw': wireSawScene,
  resin: resinScene,
  membrane: membraneScene,
  'core-drill': coreDrillScene,
  'crack-repair': crackRepairScene,
  epoxy: epoxyScene,
  site: siteScene,
  'carbon-fiber': carbonFiberScene,
  'soil-injection': soilInjectionScene,
  'joint-seal': jointSealScene,
};

interface PhotoOptions {
  title: string;
  seed: number;
  /** 0 is the full scene; higher numbers frame a closer, shifted detail of it. */
  variant?: number;
}

/** A 1200x800 "photo" of a scene. */
export function photoSvg(kind: SceneKind, options: PhotoOptions): string {
  const r = rng(options.seed);
  const scene = SCENES[kind](r);
  const variant = options.variant ?? 0;
  let framed = scene;
  if (variant > 0) {
    const zoom = 1.2 + ((variant * 0.17) % 0.6);
    const ox = between(r, 0, 1200 - 1200 / zoom);
    const oy = between(r, 0, 800 - 800 / zoom);
    framed = `<g transform="scale(${f(zoom)}) translate(${f(-ox)} ${f(-oy)})">${scene}</g>`;
  }
  const warmth = variant % 2 === 1 ? rect(0, 0, 1200, 800, C.amber, 'opacity="0.06"') : '';
  return svgDocument(
    1200,
    800,
    options.title,
    SHARED_DEFS,
    framed + warmth + rect(0, 0, 1200, 800, 'url(#vig)'),
  );
}

/** A 1600x600 banner: the scene on the right, a dark field on the left where the site sets its title. */
export function bannerSvg(kind: SceneKind, options: PhotoOptions): string {
  const r = rng(options.seed);
  const scene = SCENES[kind](r);
  const defs =
    SHARED_DEFS +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.48" stop-color="${C.ink}"/><stop offset="0.62" stop-color="${C.ink}" stop-opacity="0.55"/><stop offset="0.82" stop-color="${C.ink}" stop-opacity="0"/></linearGradient>`;
  const stripes = [0, 1, 2]
    .map((i) =>
      poly(
        [
          [40 + i * 46, 600],
          [80 + i * 46, 600],
          [240 + i * 46, 420],
          [200 + i * 46, 420],
        ],
        C.orange,
        `opacity="${f(0.9 - i * 0.25)}"`,
      ),
    )
    .join('');
  const body =
    rect(0, 0, 1600, 600, C.ink) +
    `<g transform="translate(760 0) scale(0.75)">${scene}</g>` +
    rect(0, 0, 1600, 600, 'url(#fade)') +
    stripes +
    rect(0, 592, 1600, 8, C.orange);
  return svgDocument(1600, 600, options.title, defs, body);
}

type MarkShape = 'hex' | 'triangle' | 'arch' | 'bars' | 'diamond' | 'ring';
const MARKS: readonly MarkShape[] = ['hex', 'triangle', 'arch', 'bars', 'diamond', 'ring'];
const LOGO_COLORS = [
  '#334155',
  '#c46a12',
  '#3d5a80',
  '#2f5d50',
  '#7c2d12',
  '#475569',
  '#1f2933',
] as const;

function mark(shape: MarkShape, color: string, accent: string): string {
  switch (shape) {
    case 'hex':
      return (
        poly(
          [
            [50, 30],
            [80, 47],
            [80, 113],
            [50, 130],
            [20, 113],
            [20, 47],
          ],
          color,
        ) +
        poly(
          [
            [50, 58],
            [66, 67],
            [66, 93],
            [50, 102],
            [34, 93],
            [34, 67],
          ],
          accent,
        )
      );
    case 'triangle':
      return (
        poly(
          [
            [50, 28],
            [90, 128],
            [10, 128],
          ],
          color,
        ) +
        poly(
          [
            [50, 70],
            [68, 116],
            [32, 116],
          ],
          accent,
        )
      );
    case 'arch':
      return (
        `<path d="M14,128 V78 a36,36 0 0 1 72,0 V128 H66 V80 a16,16 0 0 0 -32,0 V128 z" fill="${color}"/>` +
        rect(14, 120, 72, 8, accent)
      );
    case 'bars':
      return (
        rect(14, 82, 18, 46, color) + rect(41, 56, 18, 72, accent) + rect(68, 32, 18, 96, color)
      );
    case 'diamond':
      return (
        poly(
          [
            [50, 28],
            [90, 80],
            [50, 132],
            [10, 80],
          ],
          color,
        ) +
        poly(
          [
            [50, 56],
            [68, 80],
            [50, 104],
            [32, 80],
          ],
          '#fff',
        ) +
        circle(50, 80, 8, accent)
      );
    case 'ring':
      return circle(50, 80, 44, color) + circle(50, 80, 26, '#fff') + rect(46, 30, 8, 100, accent);
  }
}

/** A 400x160 partner wordmark for an invented company name. */
export function logoSvg(name: string, seed: number): string {
  const r = rng(seed);
  const color = pick(r, LOGO_COLORS);
  const shape = MARKS[seed % MARKS.length] as MarkShape;
  const [first = name, ...rest] = name.split(' ');
  const size = Math.min(44, Math.floor(260 / Math.max(5, first.length) / 0.7));
  const body =
    mark(shape, color, C.orange) +
    label(108, 92, size, color, first, 'font-weight="800" letter-spacing="0.5"') +
    (rest.length
      ? label(
          110,
          124,
          15,
          C.slate3,
          upperTr(rest.join(' ')),
          'font-weight="600" letter-spacing="2.5"',
        )
      : '');
  return svgDocument(400, 160, name, '', body);
}

interface DocumentThumbOptions {
  title: string;
  category: string;
  subtitle: string;
  style: DocumentStyle;
  seed: number;
  company: string;
}

function styleFigure(style: DocumentStyle, r: Rand): string {
  switch (style) {
    case 'datasheet': {
      let s = '';
      for (let i = 0; i < 6; i++) {
        const y = 470 + i * 34;
        s +=
          rect(96, y, 408, 34, i % 2 === 0 ? '#eef0f2' : '#fff') +
          rect(112, y + 13, between(r, 90, 150), 8, '#9aa2aa') +
          rect(330, y + 13, between(r, 60, 130), 8, C.slate3);
      }
      return s + rect(96, 470, 408, 204, 'none', `stroke="${C.steelLight}" stroke-width="2"`);
    }
    case 'safety':
      return (
        `<g transform="translate(300 560) rotate(45)">${rect(-70, -70, 140, 140, '#fff', `stroke="#c0392b" stroke-width="12"`)}</g>` +
        rect(292, 512, 16, 60, C.ink, 'rx="4"') +
        circle(300, 596, 10, C.ink)
      );
    case 'certificate':
      return (
        circle(300, 580, 78, C.amber) +
        circle(300, 580, 60, 'none', 'stroke="#fff" stroke-width="4"') +
        poly(
          [
            [250, 640],
            [280, 720],
            [300, 690],
            [320, 720],
            [350, 640],
          ],
          C.amberDark,
        ) +
        polyline(
          [
            [270, 585],
            [292, 607],
            [334, 560],
          ],
          '#fff',
          10,
        )
      );
    case 'guide': {
      let s = '';
      for (let i = 0; i < 3; i++) {
        const y = 480 + i * 72;
        s +=
          circle(122, y + 16, 22, C.orange) +
          label(114, y + 25, 24, '#fff', String(i + 1), 'font-weight="700"');
        s +=
          rect(166, y + 4, between(r, 220, 320), 10, '#9aa2aa') +
          rect(166, y + 24, between(r, 140, 260), 8, C.steelLight);
      }
      return s;
    }
  }
}

/** A 600x800 first-page preview of a document, used as the document's thumbnail. */
export function documentThumbSvg(options: DocumentThumbOptions): string {
  const r = rng(options.seed);
  const titleLines = wrapChars(options.title, 22, 3);
  let body =
    rect(0, 0, 600, 800, '#dfe3e7') +
    rect(44, 36, 520, 740, '#000', 'opacity="0.12"') +
    rect(36, 26, 520, 740, '#fff');
  if (options.style === 'certificate')
    body += rect(52, 42, 488, 708, 'none', `stroke="${C.amber}" stroke-width="4"`);
  body +=
    rect(36, 26, 520, 18, C.orange) +
    label(76, 90, 15, C.slate3, upperTr(options.company), 'font-weight="700" letter-spacing="1.5"');
  body +=
    rect(76, 112, 14 + options.category.length * 9.5, 30, C.ink, 'rx="15"') +
    label(90, 133, 15, '#fff', options.category, 'font-weight="600"');
  titleLines.forEach((t, i) => {
    body += label(76, 196 + i * 42, 34, C.ink, t, 'font-weight="800"');
  });
  const afterTitle = 196 + titleLines.length * 42;
  body += label(76, afterTitle + 4, 18, C.slate2, wrapChars(options.subtitle, 44, 1)[0] ?? '');
  for (let i = 0; i < 4; i++)
    body += rect(
      76,
      afterTitle + 36 + i * 22,
      i === 3 ? between(r, 180, 300) : between(r, 380, 440),
      8,
      '#c9ced3',
    );
  body += styleFigure(options.style, r);
  body += rect(76, 716, 440, 2, C.steelLight) + rect(76, 730, 160, 8, '#c9ced3');
  return svgDocument(600, 800, options.title, '', body);
}

/** The neutral stand-in image for anything that has lost its picture. */
export function placeholderSvg(title: string): string {
  const body =
    rect(0, 0, 1200, 800, '#e5e8eb') +
    rect(450, 270, 300, 220, 'none', `stroke="${C.steel}" stroke-width="10" rx="18"`) +
    circle(530, 340, 26, C.amber) +
    poly(
      [
        [470, 470],
        [580, 370],
        [650, 430],
        [690, 400],
        [730, 470],
      ],
      C.steel,
    ) +
    label(600, 560, 30, C.slate3, title, 'text-anchor="middle" font-weight="600"');
  return svgDocument(1200, 800, title, '', body);
}
