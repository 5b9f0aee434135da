/**
 * Demo villa photos, drawn locally (no network): each is a simple SVG scene —
 * sky, sea, hills, a stylised house with its pool and trees — rendered by
 * sharp to JPEG and stored through the normal image pipeline (`storeImage`,
 * WebP variants). Colours and layout vary per villa and per shot, from a
 * seeded PRNG, so every run draws the same pictures.
 */
import { storeImage } from '../lib/images.ts';
import { loadSharp } from '../lib/lazy.ts';
import type { Storage } from '../storage/storage.ts';
import { createRng, type DemoScene, type Rng } from './demo-data.ts';

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1067;
const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

export type ShotKind = 'day' | 'sunset' | 'pool' | 'interior';

export type VillaImageSpec = {
  villaId: number;
  name: string;
  /** Shown small in a corner of the picture, e.g. 'Kalkan'. */
  place: string;
  scene: DemoScene;
  seed: number;
  /** Popular and luxury villas get a fourth photo (the living room). */
  extraShot?: boolean;
};

export type VillaImageRow = {
  villa_id: number;
  sort_order: number;
  storage_key: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
};

/** The shots of one villa, in gallery order. */
export function shotsFor(spec: Pick<VillaImageSpec, 'scene' | 'extraShot'>): ShotKind[] {
  if (spec.scene === 'bungalov') return ['day', 'sunset', 'interior'];
  return spec.extraShot ? ['day', 'pool', 'sunset', 'interior'] : ['day', 'pool', 'sunset'];
}

function altFor(name: string, scene: DemoScene, shot: ShotKind): string {
  const what: Record<ShotKind, string> = {
    day: scene === 'bungalov' ? 'doğa içindeki bungalov' : 'dış görünüm ve deniz manzarası',
    sunset: 'gün batımında manzara',
    pool: scene === 'apart' ? 'ortak havuz ve güneşlenme terası' : 'havuz ve güneşlenme terası',
    interior: scene === 'bungalov' ? 'ahşap iç mekân' : 'manzaralı oturma odası',
  };
  return `${name} — ${what[shot]}`;
}

// ---------------------------------------------------------------------------
// Palette

type Palette = {
  skyTop: string;
  skyBottom: string;
  seaFar: string;
  seaNear: string;
  farHill: string;
  nearHill: string;
  wall: string;
  wallShade: string;
  roof: string | null;
  accent: string;
  glass: string;
  pool: [string, string];
  foliage: string;
  foliageDark: string;
  sunsetSky: [string, string, string];
};

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

function paletteFor(scene: DemoScene, rng: Rng): Palette {
  const seaHue = rng.int(182, 205);
  const skyHue = rng.int(198, 214);
  const hillHue = rng.int(70, 112);
  const walls: Record<DemoScene, string[]> = {
    villa: ['#f8f5ee', '#f3ece0', '#fbfbf8', '#efe6d6', '#f6efe4'],
    apart: ['#f4efe6', '#ece3d3', '#f7f2ea', '#f1ebe1'],
    bungalov: ['#9a6b43', '#8a5a35', '#a87a4f'],
    stone: ['#c8b497', '#bfa888', '#d2c1a5'],
  };
  const roofs: Record<DemoScene, (string | null)[]> = {
    villa: ['#b5523b', '#c0643f', null, null],
    apart: [null],
    bungalov: ['#5b3a22', '#4e3320'],
    stone: ['#a94d36', '#b35b3c'],
  };
  const sunsets: [string, string, string][] = [
    ['#2b2d5c', '#c4577a', '#f9a15a'],
    ['#1f2f5a', '#b8586b', '#fbb768'],
    ['#33275a', '#d0606a', '#f8c07a'],
  ];
  const wall = rng.pick(walls[scene]);
  return {
    skyTop: hsl(skyHue, rng.int(55, 72), rng.int(50, 60)),
    skyBottom: hsl(skyHue - 8, rng.int(55, 75), rng.int(84, 90)),
    seaFar: hsl(seaHue + 8, 65, rng.int(30, 38)),
    seaNear: hsl(seaHue, 70, rng.int(44, 52)),
    farHill: hsl(hillHue + 60, 14, rng.int(58, 66)),
    nearHill: hsl(hillHue, rng.int(28, 40), rng.int(30, 38)),
    wall,
    wallShade: scene === 'bungalov' ? '#6e4a2c' : '#d9cfbf',
    roof: rng.pick(roofs[scene]),
    accent: rng.pick(['#2f6f9f', '#3a7d5c', '#1f8a8a', '#7a4b2a', '#4a5d9a', '#8c3b2e']),
    glass: '#2c4a5e',
    pool: [hsl(seaHue - 6, 75, 62), hsl(seaHue - 2, 80, 46)],
    foliage: hsl(hillHue + 10, 35, 36),
    foliageDark: hsl(hillHue + 20, 35, 22),
    sunsetSky: rng.pick(sunsets),
  };
}

// ---------------------------------------------------------------------------
// Drawing helpers (each returns an SVG fragment)

const r0 = (n: number) => Math.round(n);

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function clouds(rng: Rng, n: number, opacity: number, color = '#ffffff'): string {
  let out = `<g fill="${color}" opacity="${opacity}">`;
  for (let i = 0; i < n; i++) {
    const x = rng.int(60, W - 200);
    const y = rng.int(70, 300);
    const w = rng.int(90, 170);
    out += `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r0(w * 0.22)}"/>`;
    out += `<ellipse cx="${x + w * 0.35}" cy="${y - w * 0.12}" rx="${r0(w * 0.5)}" ry="${r0(w * 0.25)}"/>`;
  }
  return `${out}</g>`;
}

/** A smooth ridge from left to right around `baseY`, closed down to `bottom`. */
function ridge(rng: Rng, baseY: number, amp: number, bottom: number, fill: string): string {
  const pts: string[] = [`M0 ${bottom}`, `L0 ${baseY + rng.int(-amp, amp)}`];
  const steps = 5;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const cx = x - W / steps / 2;
    pts.push(`Q${r0(cx)} ${baseY + rng.int(-amp, amp) - amp / 2} ${r0(x)} ${baseY + rng.int(-amp / 2, amp / 2)}`);
  }
  pts.push(`L${W} ${bottom}Z`);
  return `<path d="${pts.join(' ')}" fill="${fill}"/>`;
}

function cypress(x: number, base: number, h: number, fill: string): string {
  return `<ellipse cx="${x}" cy="${base - h / 2}" rx="${r0(h * 0.13)}" ry="${r0(h / 2)}" fill="${fill}"/>`;
}

function olive(x: number, base: number, s: number, fill: string): string {
  return (
    `<rect x="${x - 6}" y="${base - s}" width="12" height="${s}" fill="#5a4632"/>` +
    `<g fill="${fill}" opacity="0.95"><circle cx="${x}" cy="${base - s}" r="${r0(s * 0.45)}"/>` +
    `<circle cx="${x - s * 0.35}" cy="${base - s * 0.85}" r="${r0(s * 0.33)}"/>` +
    `<circle cx="${x + s * 0.38}" cy="${base - s * 0.88}" r="${r0(s * 0.35)}"/></g>`
  );
}

function palm(x: number, base: number, h: number, fill: string): string {
  const top = base - h;
  let leaves = '';
  for (const a of [-70, -35, 0, 35, 70, 110, 145, 180]) {
    leaves += `<ellipse cx="${x + 55}" cy="${top}" rx="60" ry="11" transform="rotate(${a} ${x} ${top})" fill="${fill}"/>`;
  }
  return `<path d="M${x - 7} ${base} Q${x + 18} ${base - h / 2} ${x} ${top} L${x + 6} ${top} Q${x + 26} ${base - h / 2} ${x + 7} ${base}Z" fill="#7a5c3e"/>${leaves}`;
}

function pine(x: number, base: number, h: number, fill: string): string {
  const w = h * 0.45;
  return (
    `<rect x="${x - 5}" y="${base - h * 0.2}" width="10" height="${r0(h * 0.2)}" fill="#4b3520"/>` +
    `<polygon points="${x - w / 2},${base - h * 0.18} ${x},${base - h * 0.65} ${x + w / 2},${base - h * 0.18}" fill="${fill}"/>` +
    `<polygon points="${x - w * 0.4},${base - h * 0.45} ${x},${base - h} ${x + w * 0.4},${base - h * 0.45}" fill="${fill}"/>`
  );
}

function bougainvillea(rng: Rng, x: number, y: number, n: number): string {
  let out = '<g>';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${x + rng.int(-45, 45)}" cy="${y + rng.int(-30, 30)}" r="${rng.int(8, 16)}" fill="${rng.pick(['#c2185b', '#d81b60', '#e0457b', '#ad1457'])}"/>`;
  }
  return `${out}</g>`;
}

function roofPoly(x: number, y: number, w: number, color: string | null, shade: string): string {
  if (!color) return `<rect x="${x - 10}" y="${y - 14}" width="${w + 20}" height="14" fill="${shade}"/>`;
  return `<polygon points="${x - 18},${y} ${x + w / 2},${y - 48} ${x + w + 18},${y}" fill="${color}"/>`;
}

type Mood = 'day' | 'sunset';

/** The house itself, standing on `base` with its left edge at `x`. */
function house(scene: DemoScene, p: Palette, rng: Rng, x: number, base: number, mood: Mood): string {
  const lit = mood === 'sunset';
  const glass = lit ? '#ffcf70' : p.glass;
  const wall = p.wall;
  let out = '';
  if (scene === 'apart') {
    const w = 560;
    const h = 330;
    out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/>`;
    out += roofPoly(x, base - h, w, null, p.wallShade);
    for (let floor = 0; floor < 3; floor++) {
      const fy = base - h + 30 + floor * 105;
      for (let c = 0; c < 4; c++) {
        const wx = x + 30 + c * 132;
        out += `<rect x="${wx}" y="${fy}" width="92" height="66" fill="${glass}"/>`;
        out += `<rect x="${wx - 8}" y="${fy + 66}" width="108" height="8" fill="${p.wallShade}"/>`;
        out += `<rect x="${wx - 8}" y="${fy + 44}" width="108" height="22" fill="#bfe3ef" opacity="0.35"/>`;
      }
    }
    out += `<rect x="${x + w / 2 - 30}" y="${base - 80}" width="60" height="80" fill="${p.accent}"/>`;
    return out;
  }
  if (scene === 'bungalov') {
    for (const [dx, s] of [
      [0, 1],
      [330, 0.8],
    ] as const) {
      const bx = x + dx;
      const w = 260 * s;
      const h = 250 * s;
      out += `<rect x="${bx - 20}" y="${base - 18}" width="${w + 40}" height="18" fill="#6e4a2c"/>`;
      out += `<polygon points="${bx},${base - 18} ${bx + w / 2},${base - 18 - h} ${bx + w},${base - 18}" fill="${p.roof ?? '#5b3a22'}"/>`;
      out += `<polygon points="${bx + 24},${base - 18} ${bx + w / 2},${base - 18 - h + 34} ${bx + w - 24},${base - 18}" fill="${wall}"/>`;
      out += `<rect x="${bx + w / 2 - 28 * s}" y="${base - 18 - 110 * s}" width="${r0(56 * s)}" height="${r0(110 * s)}" fill="${glass}"/>`;
      out += `<polygon points="${bx + w / 2 - 26 * s},${base - 18 - 140 * s} ${bx + w / 2},${base - 18 - 180 * s} ${bx + w / 2 + 26 * s},${base - 18 - 140 * s}" fill="${glass}"/>`;
    }
    return out;
  }
  // villa and stone house: a two-storey body with a terrace
  const w = scene === 'stone' ? 380 : 440;
  const h = scene === 'stone' ? 170 : 190;
  const ux = x + rng.int(40, 90);
  const uw = scene === 'stone' ? 220 : 270;
  const uh = 140;
  out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/>`;
  out += `<rect x="${ux}" y="${base - h - uh}" width="${uw}" height="${uh}" fill="${wall}"/>`;
  if (scene === 'stone') {
    let stones = `<g fill="${p.wallShade}" opacity="0.35">`;
    for (let i = 0; i < 26; i++) {
      const sx = x + rng.int(5, w - 45);
      const sy = base - rng.int(10, h + uh - 20);
      if (sy < base - h && (sx < ux || sx > ux + uw - 40)) continue;
      stones += `<rect x="${sx}" y="${sy}" width="${rng.int(24, 40)}" height="${rng.int(12, 18)}" rx="4"/>`;
    }
    out += `${stones}</g>`;
  }
  out += roofPoly(x, base - h, w, p.roof, p.wallShade);
  out += roofPoly(ux, base - h - uh, uw, p.roof, p.wallShade);
  // ground floor: glass doors with shutters
  const doors = scene === 'stone' ? 3 : 4;
  const gap = (w - 40) / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x + 20 + i * gap + gap / 2 - 32;
    const dh = scene === 'stone' ? 100 : 125;
    out += `<rect x="${r0(dx)}" y="${base - dh - 12}" width="64" height="${dh}" fill="${glass}"/>`;
    if (!lit) out += `<rect x="${r0(dx + 6)}" y="${base - dh - 6}" width="8" height="${dh - 14}" fill="#ffffff" opacity="0.25"/>`;
    out += `<rect x="${r0(dx - 14)}" y="${base - dh - 12}" width="12" height="${dh}" fill="${p.accent}"/>`;
    out += `<rect x="${r0(dx + 66)}" y="${base - dh - 12}" width="12" height="${dh}" fill="${p.accent}"/>`;
  }
  // upper floor windows and glass balustrade
  for (let i = 0; i < 2; i++) {
    const wx = ux + 35 + i * (uw / 2);
    out += `<rect x="${r0(wx)}" y="${base - h - uh + 30}" width="${r0(uw / 2 - 70)}" height="80" fill="${glass}"/>`;
  }
  out += `<rect x="${x - 6}" y="${base - h - 38}" width="${w + 12}" height="38" fill="#cfeaf3" opacity="0.35"/>`;
  out += `<rect x="${x - 6}" y="${base - h - 40}" width="${w + 12}" height="4" fill="${p.wallShade}"/>`;
  out += bougainvillea(rng, x + w - 10, base - h + 20, 14);
  return out;
}

function poolStrip(x: number, y: number, w: number): string {
  return (
    `<rect x="${x - 14}" y="${y - 12}" width="${w + 28}" height="94" rx="6" fill="#eee6d8"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="70" rx="4" fill="url(#pool)"/>` +
    `<path d="M${x + 20} ${y + 25} q30 -10 60 0 t60 0 t60 0 M${x + w / 2} ${y + 45} q30 -10 60 0 t60 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" fill="none"/>`
  );
}

function caption(text: string, light: boolean): string {
  const t = escapeXml(text);
  const font = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28"';
  return (
    `<text x="42" y="${H - 34}" ${font} fill="#000000" fill-opacity="0.35">${t}</text>` +
    `<text x="40" y="${H - 36}" ${font} fill="${light ? '#ffffff' : '#1f2933'}" fill-opacity="0.9">${t}</text>`
  );
}

function svgDoc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function gradient(id: string, stops: string[]): string {
  const s = stops.map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

// ---------------------------------------------------------------------------
// Shots

function landscape(spec: VillaImageSpec, p: Palette, rng: Rng, mood: Mood): string {
  const sunset = mood === 'sunset';
  const horizon = spec.scene === 'bungalov' ? 640 : rng.int(560, 620);
  const sky = sunset ? p.sunsetSky : [p.skyTop, p.skyBottom];
  const sea = sunset ? ['#4a4070', '#2a3a5e'] : [p.seaFar, p.seaNear];
  const defs = gradient('sky', sky) + gradient('sea', sea) + gradient('pool', p.pool);
  const sunX = rng.int(180, W - 180);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (sunset) {
    body += `<circle cx="${sunX}" cy="${horizon - 40}" r="120" fill="#ffd27a" opacity="0.25"/>`;
    body += `<circle cx="${sunX}" cy="${horizon - 40}" r="58" fill="#ffd98a"/>`;
    body += clouds(rng, 3, 0.35, '#f7b37a');
  } else {
    body += `<circle cx="${sunX}" cy="${rng.int(110, 190)}" r="130" fill="#fffbe6" opacity="0.3"/>`;
    body += `<circle cx="${sunX}" cy="${rng.int(140, 160)}" r="62" fill="#fff7d6"/>`;
    body += clouds(rng, rng.int(2, 4), 0.8);
  }
  body += ridge(rng, horizon - 50, 45, horizon + 2, sunset ? '#5a4a72' : p.farHill);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
  if (sunset) {
    for (let i = 0; i < 7; i++) {
      const w = 150 - i * 14;
      body += `<rect x="${sunX - w / 2 + rng.int(-12, 12)}" y="${horizon + 12 + i * 22}" width="${w}" height="5" fill="#ffc27a" opacity="0.6"/>`;
    }
  } else {
    let sparkle = '<g fill="#ffffff" opacity="0.35">';
    for (let i = 0; i < 14; i++) {
      sparkle += `<rect x="${rng.int(0, W - 80)}" y="${horizon + rng.int(15, 140)}" width="${rng.int(30, 90)}" height="3"/>`;
    }
    body += `${sparkle}</g>`;
  }
  const land = spec.scene === 'bungalov' ? horizon + 40 : horizon + rng.int(140, 190);
  body += ridge(rng, land, 40, H, sunset ? '#2e2a3a' : p.nearHill);
  // trees behind the house
  const base = land + rng.int(90, 130);
  const hx = rng.int(380, W - 700);
  const treeFill = sunset ? '#1e1b26' : p.foliageDark;
  if (spec.scene === 'bungalov') {
    for (let i = 0; i < 9; i++) body += pine(rng.int(40, W - 40), base - rng.int(0, 60), rng.int(220, 330), treeFill);
  } else {
    for (let i = 0; i < 3; i++) body += cypress(hx - rng.int(40, 120) + i * 20, base - 10, rng.int(220, 300), treeFill);
  }
  // the house and its pool, drawn a little larger than life around their centre
  const scale = spec.scene === 'apart' ? 1.1 : 1.3;
  const cx = hx + 250;
  body += `<g transform="translate(${cx} ${base}) scale(${scale}) translate(${-cx} ${-base})">`;
  body += house(spec.scene, p, rng, hx, base, mood);
  if (spec.scene !== 'bungalov') body += poolStrip(hx - 30, base + 40, spec.scene === 'apart' ? 600 : 500);
  body += '</g>';
  // foreground trees
  const fg = sunset ? '#1a1822' : p.foliage;
  if (spec.scene === 'bungalov') {
    body += pine(rng.int(60, 240), H + 20, 520, fg) + pine(rng.int(W - 260, W - 60), H + 20, 480, fg);
  } else {
    body += rng.chance(0.5) ? palm(rng.int(120, 300), H - 40, 380, fg) : olive(rng.int(120, 300), H - 60, 190, fg);
    body += olive(rng.int(W - 320, W - 140), H - 50, 170, fg);
  }
  if (sunset) body += `<rect width="${W}" height="${H}" fill="#ff8a3d" opacity="0.08"/>`;
  body += caption(`${spec.name} · ${spec.place}`, true);
  return svgDoc(defs, body);
}

function poolShot(spec: VillaImageSpec, p: Palette, rng: Rng): string {
  const horizon = rng.int(330, 400);
  const defs =
    gradient('sky', [p.skyTop, p.skyBottom]) + gradient('sea', [p.seaFar, p.seaNear]) + gradient('pool', [p.pool[0], p.pool[1]]);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += clouds(rng, 2, 0.75);
  body += ridge(rng, horizon - 40, 35, horizon + 2, p.farHill);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
  const deck = horizon + 150;
  body += `<rect y="${deck}" width="${W}" height="${H - deck}" fill="#e6dccb"/>`;
  let tiles = '<g stroke="#d4c8b4" stroke-width="2">';
  for (let y = deck + 40; y < H; y += 60) tiles += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
  body += `${tiles}</g>`;
  // glass balustrade at the edge of the terrace
  body += `<rect y="${deck - 70}" width="${W}" height="70" fill="#d8f0f6" opacity="0.3"/><rect y="${deck - 72}" width="${W}" height="4" fill="#c9c2b4"/>`;
  const pr = rng.int(1050, 1180);
  body += `<polygon points="60,${deck + 60} ${pr},${deck + 60} ${pr + 180},${H} -80,${H}" fill="#f3efe6"/>`;
  body += `<polygon points="90,${deck + 80} ${pr - 25},${deck + 80} ${pr + 150},${H} -50,${H}" fill="url(#pool)"/>`;
  let waves = '<g stroke="#ffffff" stroke-opacity="0.4" stroke-width="4" fill="none">';
  for (let i = 0; i < 9; i++) {
    const y = deck + 130 + i * 50;
    const x = rng.int(60, 500);
    waves += `<path d="M${x} ${y} q40 -14 80 0 t80 0 t80 0 t80 0"/>`;
  }
  body += `${waves}</g>`;
  // loungers and an umbrella on the deck, right of the pool
  for (let i = 0; i < 2; i++) {
    const lx = pr + 160 + i * 150;
    const ly = deck + 170 + i * 40;
    body += `<polygon points="${lx},${ly} ${lx + 110},${ly} ${lx + 150},${ly + 260} ${lx + 20},${ly + 260}" fill="#ffffff" stroke="#cfc6b6" stroke-width="3"/>`;
    body += `<polygon points="${lx},${ly} ${lx + 110},${ly} ${lx + 100},${ly - 70} ${lx + 8},${ly - 70}" fill="${p.accent}" opacity="0.85"/>`;
  }
  const ux = pr + 260;
  body += `<rect x="${ux - 4}" y="${deck - 120}" width="8" height="330" fill="#6b5a48"/>`;
  body += `<path d="M${ux - 190} ${deck - 90} Q${ux} ${deck - 230} ${ux + 190} ${deck - 90}Z" fill="${p.accent}"/>`;
  body += olive(rng.int(40, 120), deck + 40, 200, p.foliage);
  body += bougainvillea(rng, rng.int(W - 200, W - 80), deck - 160, 22);
  body += caption(`${spec.name} · ${spec.place}`, false);
  return svgDoc(defs, body);
}

function interiorShot(spec: VillaImageSpec, p: Palette, rng: Rng): string {
  const wood = spec.scene === 'bungalov' || spec.scene === 'stone';
  const wallColor = spec.scene === 'bungalov' ? '#b98a5e' : spec.scene === 'stone' ? '#d8c9ae' : '#efe9df';
  const defs =
    gradient('sky', [p.skyTop, p.skyBottom]) + gradient('sea', [p.seaFar, p.seaNear]) + gradient('pool', [p.pool[0], p.pool[1]]);
  let body = `<rect width="${W}" height="${H}" fill="${wallColor}"/>`;
  if (spec.scene === 'bungalov') {
    let planks = '<g stroke="#9c7048" stroke-width="3">';
    for (let y = 40; y < 760; y += 48) planks += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
    body += `${planks}</g>`;
  }
  const wx = rng.int(300, 420);
  const ww = rng.int(760, 880);
  const wy = 150;
  const wh = 480;
  const horizon = wy + rng.int(230, 280);
  body += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="url(#sky)"/>`;
  if (spec.scene === 'bungalov') {
    body += `<rect x="${wx}" y="${horizon}" width="${ww}" height="${wy + wh - horizon}" fill="${p.nearHill}"/>`;
    for (let i = 0; i < 6; i++) body += pine(wx + rng.int(40, ww - 40), wy + wh, rng.int(160, 260), p.foliageDark);
  } else {
    body += `<rect x="${wx}" y="${horizon}" width="${ww}" height="${wy + wh - horizon}" fill="url(#sea)"/>`;
    body += `<path d="M${wx} ${horizon} q${ww * 0.2} -60 ${ww * 0.45} -10 L${wx + ww * 0.45} ${horizon}Z" fill="${p.farHill}"/>`;
  }
  body += `<g fill="none" stroke="${wood ? '#5e4129' : '#ffffff'}" stroke-width="16"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/><line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}"/></g>`;
  // floor, rug, sofa, table, lamp, plant
  body += `<rect y="760" width="${W}" height="${H - 760}" fill="${wood ? '#8d6748' : '#cbb79c'}"/>`;
  body += `<ellipse cx="${W / 2}" cy="930" rx="560" ry="95" fill="${p.accent}" opacity="0.35"/>`;
  const sx = rng.int(380, 520);
  const sofa = rng.pick(['#e8e1d5', '#d6cbbb', '#c9d3d6', '#e3d6c2']);
  body += `<rect x="${sx}" y="640" width="640" height="150" rx="28" fill="${sofa}"/>`;
  body += `<rect x="${sx - 30}" y="700" width="700" height="140" rx="30" fill="${sofa}"/>`;
  body += `<rect x="${sx + 40}" y="660" width="120" height="90" rx="18" fill="${p.accent}" opacity="0.8"/>`;
  body += `<rect x="${sx + 470}" y="660" width="120" height="90" rx="18" fill="${p.pool[1]}" opacity="0.8"/>`;
  body += `<rect x="${sx + 170}" y="900" width="300" height="40" rx="10" fill="#6b4f36"/>`;
  body += `<rect x="${sx + 200}" y="940" width="14" height="50" fill="#5a4230"/><rect x="${sx + 426}" y="940" width="14" height="50" fill="#5a4230"/>`;
  const lx = rng.pick([200, W - 220]);
  body += `<rect x="${lx - 4}" y="560" width="8" height="300" fill="#3d3d3d"/><path d="M${lx - 70} 560 L${lx + 70} 560 L${lx + 45} 470 L${lx - 45} 470Z" fill="#f5e6c4"/>`;
  const px = lx < W / 2 ? W - 200 : 200;
  body += `<rect x="${px - 50}" y="780" width="100" height="100" rx="12" fill="#b5523b"/>`;
  body += olive(px, 780, 160, p.foliage);
  body += caption(`${spec.name} · ${spec.place}`, spec.scene === 'bungalov');
  return svgDoc(defs, body);
}

/** The SVG of one shot of one villa. */
export function villaShotSvg(spec: VillaImageSpec, shot: ShotKind): string {
  const p = paletteFor(spec.scene, createRng(spec.seed));
  const rng = createRng((spec.seed ^ (shotIndex(shot) * 0x9e3779b1)) >>> 0);
  if (shot === 'pool') return poolShot(spec, p, rng);
  if (shot === 'interior') return interiorShot(spec, p, rng);
  return landscape(spec, p, rng, shot === 'sunset' ? 'sunset' : 'day');
}

function shotIndex(shot: ShotKind): number {
  return { day: 1, sunset: 2, pool: 3, interior: 4 }[shot];
}

/** An SVG drawing as a JPEG, as a camera or an upload would give it. */
async function svgToJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/** Renders one shot to a JPEG, as a camera or an upload would give it. */
export function renderVillaShot(spec: VillaImageSpec, shot: ShotKind): Promise<Buffer> {
  return svgToJpeg(villaShotSvg(spec, shot));
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const i = nextIndex++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Draws and stores the photos of the given villas (`villas/<id>/…` keys) and
 * answers the villa_images rows to insert. At most `concurrency` pictures are
 * processed at a time (sharp is CPU bound; the demo machine has 2 cores).
 */
export async function generateVillaImages(
  storage: Storage,
  specs: readonly VillaImageSpec[],
  opts: { concurrency?: number } = {},
): Promise<VillaImageRow[]> {
  const jobs = specs.flatMap((spec) => shotsFor(spec).map((shot, i) => ({ spec, shot, order: i })));
  return mapLimit(jobs, opts.concurrency ?? 2, async ({ spec, shot, order }) => {
    const jpeg = await renderVillaShot(spec, shot);
    const stored = await storeImage(storage, `villas/${spec.villaId}`, jpeg);
    return { villa_id: spec.villaId, sort_order: order, alt: altFor(spec.name, spec.scene, shot), ...stored };
  });
}

// ---------------------------------------------------------------------------
// Boats (issue 7): a boat at anchor in a cove, the same boat at sunset, and
// the view from its deck. Same rules as the villa photos: drawn locally as
// SVG from a seeded PRNG, rendered to JPEG, stored through `storeImage`.

export type DemoBoatKind = 'gulet' | 'motor' | 'sail' | 'speed' | 'catamaran';
export type BoatShotKind = 'bay' | 'sunset' | 'deck';
export const BOAT_SHOTS: readonly BoatShotKind[] = ['bay', 'sunset', 'deck'];

export type BoatImageSpec = {
  boatId: number;
  name: string;
  /** Shown small in a corner of the picture, e.g. 'Göcek'. */
  place: string;
  kind: DemoBoatKind;
  seed: number;
};

export type BoatImageRow = {
  boat_id: number;
  sort_order: number;
  storage_key: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
};

function boatAlt(name: string, kind: DemoBoatKind, shot: BoatShotKind): string {
  const what: Record<BoatShotKind, string> = {
    bay: kind === 'speed' ? 'koyda demirli, turkuaz suda' : 'koyda demirli, dış görünüm',
    sunset: 'gün batımında denizde',
    deck: kind === 'speed' ? 'teknenin içinden deniz manzarası' : 'güverteden koy manzarası',
  };
  return `${name} — ${what[shot]}`;
}

type BoatPalette = { hull: string; stripe: string; deck: string; cabin: string; canvas: string; glass: string };

function boatPaletteFor(kind: DemoBoatKind, rng: Rng): BoatPalette {
  const stripes = ['#1f3b63', '#17324d', '#8c2f2f', '#1f6f78', '#333d4a'];
  if (kind === 'gulet') {
    return {
      hull: rng.pick(['#7a4a2a', '#8a5a35', '#6e4127', '#f4efe6']),
      stripe: rng.pick(['#f4efe6', '#1f3b63', '#2f5d3a']),
      deck: '#b7875a',
      cabin: rng.pick(['#9a6b43', '#f4efe6']),
      canvas: rng.pick(['#f3ead8', '#e9dcc2', '#f7f2e8']),
      glass: '#2c4a5e',
    };
  }
  return {
    hull: rng.pick(['#fbfbf9', '#f5f5f2', '#eef1f3']),
    stripe: rng.pick(stripes),
    deck: kind === 'motor' || kind === 'catamaran' ? '#c9a274' : '#e8e4dc',
    cabin: '#fbfbf9',
    canvas: rng.pick(['#1f3b63', '#e9e4d8', '#8c2f2f']),
    glass: '#24323f',
  };
}

/** A boat seen from the side, bow to the right, its waterline at `y`, `l` pixels long from `x`. */
function boatSide(kind: DemoBoatKind, c: BoatPalette, x: number, y: number, l: number, lit: boolean): string {
  const glass = lit ? '#ffcf70' : c.glass;
  const p = (fx: number, fy: number) => `${r0(x + fx * l)},${r0(y - fy * l)}`;
  let out = '';
  if (kind === 'gulet') {
    out += `<path d="M${p(0, 0.13)} L${p(0.86, 0.13)} Q${p(0.97, 0.16)} ${p(1.02, 0.21)} L${p(0.9, 0)} Q${p(0.5, -0.035)} ${p(0.06, 0)} Z" fill="${c.hull}"/>`;
    out += `<path d="M${p(0, 0.118)} L${p(0.87, 0.118)} Q${p(0.96, 0.145)} ${p(1.0, 0.19)}" stroke="${c.stripe}" stroke-width="${r0(l * 0.012)}" fill="none"/>`;
    out += `<line x1="${r0(x + 0.98 * l)}" y1="${r0(y - 0.2 * l)}" x2="${r0(x + 1.12 * l)}" y2="${r0(y - 0.23 * l)}" stroke="#5a3d24" stroke-width="${r0(l * 0.008)}"/>`;
    out += `<rect x="${r0(x + 0.18 * l)}" y="${r0(y - 0.2 * l)}" width="${r0(0.48 * l)}" height="${r0(0.07 * l)}" rx="${r0(l * 0.01)}" fill="${c.cabin}"/>`;
    for (let i = 0; i < 6; i++) {
      out += `<rect x="${r0(x + (0.21 + i * 0.075) * l)}" y="${r0(y - 0.185 * l)}" width="${r0(0.045 * l)}" height="${r0(0.03 * l)}" rx="4" fill="${glass}"/>`;
    }
    for (let i = 0; i < 7; i++) {
      out += `<circle cx="${r0(x + (0.12 + i * 0.1) * l)}" cy="${r0(y - 0.07 * l)}" r="${r0(l * 0.009)}" fill="${lit ? '#ffd98a' : '#e9e2d2'}"/>`;
    }
    // awning over the aft deck, then two masts with furled sails
    out += `<rect x="${r0(x + 0.01 * l)}" y="${r0(y - 0.26 * l)}" width="${r0(0.3 * l)}" height="${r0(0.018 * l)}" fill="${c.canvas}"/>`;
    for (const f of [0.03, 0.29]) {
      out += `<line x1="${r0(x + f * l)}" y1="${r0(y - 0.245 * l)}" x2="${r0(x + f * l)}" y2="${r0(y - 0.13 * l)}" stroke="#5a3d24" stroke-width="4"/>`;
    }
    for (const [f, h] of [
      [0.42, 0.62],
      [0.74, 0.5],
    ] as const) {
      out += `<line x1="${r0(x + f * l)}" y1="${r0(y - 0.13 * l)}" x2="${r0(x + f * l)}" y2="${r0(y - h * l)}" stroke="#4a3220" stroke-width="${r0(l * 0.008)}"/>`;
      out += `<rect x="${r0(x + (f - 0.2) * l)}" y="${r0(y - 0.235 * l)}" width="${r0(0.2 * l)}" height="${r0(0.018 * l)}" rx="6" fill="${c.canvas}"/>`;
    }
    out += `<path d="M${p(0.42, 0.62)} L${p(1.12, 0.23)} M${p(0.74, 0.5)} L${p(1.05, 0.22)} M${p(0.42, 0.62)} L${p(0.01, 0.26)}" stroke="#6b5a48" stroke-width="2" fill="none"/>`;
    return out;
  }
  if (kind === 'motor') {
    out += `<path d="M${p(0, 0.12)} L${p(0.8, 0.12)} L${p(1, 0.15)} L${p(0.88, 0)} L${p(0.04, 0)} Z" fill="${c.hull}"/>`;
    out += `<path d="M${p(0.02, 0.035)} L${p(0.91, 0.035)} L${p(0.88, 0)} L${p(0.04, 0)} Z" fill="${c.stripe}"/>`;
    out += `<path d="M${p(0.08, 0.085)} L${p(0.78, 0.085)}" stroke="${c.glass}" stroke-width="${r0(l * 0.016)}" stroke-linecap="round"/>`;
    out += `<path d="M${p(0.12, 0.12)} L${p(0.12, 0.2)} L${p(0.56, 0.2)} Q${p(0.66, 0.19)} ${p(0.74, 0.12)} Z" fill="${c.cabin}"/>`;
    out += `<path d="M${p(0.18, 0.135)} L${p(0.18, 0.18)} L${p(0.54, 0.18)} Q${p(0.6, 0.175)} ${p(0.66, 0.135)} Z" fill="${glass}"/>`;
    out += `<path d="M${p(0.2, 0.2)} L${p(0.22, 0.26)} L${p(0.46, 0.26)} Q${p(0.52, 0.25)} ${p(0.56, 0.2)} Z" fill="${c.cabin}"/>`;
    out += `<path d="M${p(0.27, 0.215)} L${p(0.28, 0.245)} L${p(0.44, 0.245)} L${p(0.49, 0.215)} Z" fill="${glass}"/>`;
    out += `<path d="M${p(0.3, 0.26)} L${p(0.33, 0.32)} L${p(0.38, 0.32)} L${p(0.4, 0.26)}" stroke="#d9d9d6" stroke-width="${r0(l * 0.01)}" fill="none"/>`;
    out += `<rect x="${r0(x + 0.2 * l)}" y="${r0(y - 0.275 * l)}" width="${r0(0.2 * l)}" height="${r0(0.015 * l)}" fill="${c.canvas}"/>`;
    return out;
  }
  if (kind === 'speed') {
    out += `<path d="M${p(0, 0.1)} L${p(0.75, 0.1)} Q${p(0.92, 0.1)} ${p(1, 0.13)} L${p(0.85, 0)} L${p(0.03, 0)} Z" fill="${c.hull}"/>`;
    out += `<path d="M${p(0.02, 0.05)} L${p(0.92, 0.07)}" stroke="${c.stripe}" stroke-width="${r0(l * 0.022)}"/>`;
    out += `<path d="M${p(0.4, 0.1)} L${p(0.47, 0.17)} L${p(0.58, 0.17)} L${p(0.6, 0.1)} Z" fill="${glass}" opacity="0.85"/>`;
    out += `<rect x="${r0(x + 0.1 * l)}" y="${r0(y - 0.15 * l)}" width="${r0(0.22 * l)}" height="${r0(0.05 * l)}" rx="${r0(l * 0.015)}" fill="${c.canvas}"/>`;
    out += `<rect x="${r0(x - 0.04 * l)}" y="${r0(y - 0.12 * l)}" width="${r0(0.05 * l)}" height="${r0(0.13 * l)}" rx="6" fill="#2b2f36"/>`;
    return out;
  }
  if (kind === 'catamaran') {
    out += `<path d="M${p(0, 0.1)} L${p(0.95, 0.1)} L${p(1, 0.13)} L${p(0.96, 0)} L${p(0.02, 0)} Z" fill="${c.hull}"/>`;
    out += `<path d="M${p(0.01, 0.03)} L${p(0.97, 0.03)}" stroke="${c.stripe}" stroke-width="${r0(l * 0.014)}"/>`;
    out += `<path d="M${p(0.14, 0.1)} L${p(0.16, 0.19)} L${p(0.58, 0.19)} L${p(0.7, 0.1)} Z" fill="${c.cabin}"/>`;
    out += `<path d="M${p(0.2, 0.12)} L${p(0.21, 0.165)} L${p(0.56, 0.165)} L${p(0.63, 0.12)} Z" fill="${glass}"/>`;
    for (let i = 0; i < 3; i++) {
      out += `<rect x="${r0(x + (0.1 + i * 0.3) * l)}" y="${r0(y - 0.07 * l)}" width="${r0(0.12 * l)}" height="${r0(0.022 * l)}" rx="5" fill="${glass}"/>`;
    }
    out += `<line x1="${r0(x + 0.48 * l)}" y1="${r0(y - 0.19 * l)}" x2="${r0(x + 0.48 * l)}" y2="${r0(y - 0.95 * l)}" stroke="#cfd3d6" stroke-width="${r0(l * 0.008)}"/>`;
    out += `<path d="M${p(0.48, 0.93)} L${p(0.98, 0.13)} M${p(0.48, 0.93)} L${p(0.02, 0.12)}" stroke="#8a8f94" stroke-width="2"/>`;
    out += `<rect x="${r0(x + 0.22 * l)}" y="${r0(y - 0.23 * l)}" width="${r0(0.27 * l)}" height="${r0(0.02 * l)}" rx="6" fill="${c.canvas}"/>`;
    return out;
  }
  // sailing yacht under sail
  out += `<path d="M${p(0, 0.08)} L${p(0.86, 0.08)} Q${p(0.96, 0.09)} ${p(1, 0.11)} L${p(0.86, 0)} Q${p(0.4, -0.025)} ${p(0.05, 0)} Z" fill="${c.hull}"/>`;
  out += `<path d="M${p(0.02, 0.045)} L${p(0.93, 0.06)}" stroke="${c.stripe}" stroke-width="${r0(l * 0.016)}"/>`;
  out += `<path d="M${p(0.22, 0.08)} L${p(0.25, 0.125)} L${p(0.5, 0.125)} L${p(0.56, 0.08)} Z" fill="${c.cabin}"/>`;
  out += `<rect x="${r0(x + 0.28 * l)}" y="${r0(y - 0.115 * l)}" width="${r0(0.18 * l)}" height="${r0(0.018 * l)}" rx="4" fill="${glass}"/>`;
  out += `<line x1="${r0(x + 0.42 * l)}" y1="${r0(y - 0.08 * l)}" x2="${r0(x + 0.42 * l)}" y2="${r0(y - 1.05 * l)}" stroke="#cfd3d6" stroke-width="${r0(l * 0.007)}"/>`;
  out += `<path d="M${p(0.41, 1.02)} Q${p(0.3, 0.6)} ${p(0.1, 0.16)} L${p(0.41, 0.16)} Z" fill="#fbfaf6" opacity="0.96"/>`;
  out += `<path d="M${p(0.43, 0.98)} Q${p(0.62, 0.55)} ${p(0.97, 0.12)} L${p(0.45, 0.14)} Z" fill="#f1efe8" opacity="0.95"/>`;
  out += `<line x1="${r0(x + 0.1 * l)}" y1="${r0(y - 0.16 * l)}" x2="${r0(x + 0.42 * l)}" y2="${r0(y - 0.16 * l)}" stroke="#9aa0a6" stroke-width="4"/>`;
  return out;
}

/** The boat with its reflection in the water and a little foam along the waterline. */
function boatOnWater(kind: DemoBoatKind, c: BoatPalette, x: number, y: number, l: number, lit: boolean, rng: Rng): string {
  const side = boatSide(kind, c, x, y, l, lit);
  let out = `<g transform="translate(0 ${2 * y}) scale(1 -1)" opacity="0.16">${side}</g>`;
  out += side;
  out += `<g fill="#ffffff" opacity="0.55">`;
  for (let i = 0; i < 6; i++) {
    out += `<ellipse cx="${r0(x + rng.next() * l)}" cy="${r0(y + 3)}" rx="${rng.int(20, 60)}" ry="3"/>`;
  }
  out += '</g>';
  if (kind === 'speed') {
    out += `<path d="M${r0(x)} ${r0(y - 4)} L${r0(x - l * 0.9)} ${r0(y - 18)} L${r0(x - l * 0.9)} ${r0(y + 22)} Z" fill="#ffffff" opacity="0.45"/>`;
  }
  return out;
}

function coveShot(spec: BoatImageSpec, c: BoatPalette, p: Palette, rng: Rng, sunset: boolean): string {
  const horizon = rng.int(470, 540);
  const sky = sunset ? p.sunsetSky : [p.skyTop, p.skyBottom];
  const sea = sunset ? ['#51477a', '#283a5c'] : [p.seaFar, hsl(rng.int(172, 184), 70, rng.int(46, 54))];
  const defs = gradient('sky', sky) + gradient('sea', sea);
  const sunX = rng.int(260, W - 260);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (sunset) {
    body += `<circle cx="${sunX}" cy="${horizon - 30}" r="130" fill="#ffd27a" opacity="0.25"/><circle cx="${sunX}" cy="${horizon - 30}" r="60" fill="#ffd98a"/>`;
    body += clouds(rng, 3, 0.35, '#f7b37a');
  } else {
    body += `<circle cx="${sunX}" cy="${rng.int(120, 170)}" r="60" fill="#fff7d6"/>`;
    body += clouds(rng, rng.int(2, 4), 0.8);
  }
  body += ridge(rng, horizon - 35, 30, horizon + 2, sunset ? '#5a4a72' : p.farHill);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
  // the headlands of the cove, left and right, with pines
  const hill = sunset ? '#2e2a3a' : p.nearHill;
  const lw = rng.int(360, 480);
  const rw = rng.int(300, 420);
  body += `<path d="M0 ${horizon + 60} Q${lw * 0.4} ${horizon - 170} ${lw} ${horizon + 6} L${lw} ${horizon + 30} L0 ${horizon + 140} Z" fill="${hill}"/>`;
  body += `<path d="M${W} ${horizon + 80} Q${W - rw * 0.45} ${horizon - 140} ${W - rw} ${horizon + 8} L${W - rw} ${horizon + 26} L${W} ${horizon + 160} Z" fill="${hill}"/>`;
  const trees = sunset ? '#1e1b26' : p.foliageDark;
  for (let i = 0; i < 5; i++) body += pine(rng.int(30, lw - 80), horizon + rng.int(-40, 40), rng.int(70, 120), trees);
  for (let i = 0; i < 4; i++) body += pine(rng.int(W - rw + 60, W - 30), horizon + rng.int(-30, 50), rng.int(70, 110), trees);
  if (sunset) {
    for (let i = 0; i < 7; i++) {
      const w = 160 - i * 15;
      body += `<rect x="${sunX - w / 2 + rng.int(-12, 12)}" y="${horizon + 14 + i * 24}" width="${w}" height="5" fill="#ffc27a" opacity="0.55"/>`;
    }
  } else {
    let sparkle = '<g fill="#ffffff" opacity="0.35">';
    for (let i = 0; i < 16; i++) {
      sparkle += `<rect x="${rng.int(0, W - 80)}" y="${horizon + rng.int(20, 420)}" width="${rng.int(30, 90)}" height="3"/>`;
    }
    body += `${sparkle}</g>`;
  }
  const l = { gulet: 900, motor: 820, sail: 620, speed: 640, catamaran: 700 }[spec.kind];
  const bx = rng.int(W / 2 - l / 2 - 160, W / 2 - l / 2 + 120);
  const by = horizon + rng.int(280, 340);
  body += boatOnWater(spec.kind, c, bx, by, l, sunset, rng);
  if (sunset) body += `<rect width="${W}" height="${H}" fill="#ff8a3d" opacity="0.08"/>`;
  body += caption(`${spec.name} · ${spec.place}`, true);
  return svgDoc(defs, body);
}

function deckShot(spec: BoatImageSpec, c: BoatPalette, p: Palette, rng: Rng): string {
  const horizon = rng.int(380, 440);
  const defs = gradient('sky', [p.skyTop, p.skyBottom]) + gradient('sea', [p.seaFar, p.seaNear]);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += clouds(rng, 3, 0.75);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
  // islands on the horizon
  for (let i = 0; i < 3; i++) {
    const ix = rng.int(0, W - 300);
    const iw = rng.int(220, 460);
    body += `<path d="M${ix} ${horizon + 2} Q${ix + iw / 2} ${horizon - rng.int(50, 110)} ${ix + iw} ${horizon + 2} Z" fill="${p.farHill}"/>`;
  }
  // a neighbouring boat at anchor, small
  const other = rng.pick<DemoBoatKind>(['sail', 'motor', 'gulet']);
  body += boatOnWater(other, boatPaletteFor(other, rng), rng.int(200, W - 500), horizon + 70, 200, false, rng);
  // the deck: planks (teak or white), a rail, cushions and a table
  const deckY = horizon + rng.int(210, 260);
  const teak = spec.kind !== 'speed' && spec.kind !== 'sail';
  const deckFill = teak ? c.deck : '#eeebe4';
  body += `<polygon points="-100,${H} ${W + 100},${H} ${W - 160},${deckY} 160,${deckY}" fill="${deckFill}"/>`;
  let planks = `<g stroke="${teak ? '#8a6440' : '#d6d1c6'}" stroke-width="3">`;
  for (let i = -8; i <= 8; i++) {
    const top = W / 2 + i * 80;
    const bottom = W / 2 + i * 150;
    planks += `<line x1="${top}" y1="${deckY}" x2="${bottom}" y2="${H}"/>`;
  }
  body += `${planks}</g>`;
  // the guard rail along the bow: a top wire on stanchions
  let rail = '<g stroke="#c9ced2" stroke-width="6" fill="none">';
  rail += `<path d="M160 ${deckY - 70} L${W - 160} ${deckY - 70}"/>`;
  for (let sx = 160; sx <= W - 160; sx += 160) rail += `<line x1="${sx}" y1="${deckY}" x2="${sx}" y2="${deckY - 70}"/>`;
  body += `${rail}</g>`;
  const cushion = rng.pick(['#f3ead8', '#e6eef2', '#f1e3cf']);
  const accent = rng.pick(['#1f6f78', '#1f3b63', '#b5523b', '#2f5d3a']);
  body += `<polygon points="120,${H} 520,${H} 560,${deckY + 140} 200,${deckY + 140}" fill="${cushion}"/>`;
  body += `<rect x="250" y="${deckY + 100}" width="90" height="60" rx="14" fill="${accent}" opacity="0.85"/><rect x="370" y="${deckY + 100}" width="90" height="60" rx="14" fill="${p.pool[1]}" opacity="0.85"/>`;
  if (teak) {
    body += `<ellipse cx="${W - 520}" cy="${deckY + 190}" rx="210" ry="56" fill="#6b4f36"/><rect x="${W - 530}" y="${deckY + 190}" width="20" height="160" fill="#5a4230"/>`;
    body += `<circle cx="${W - 600}" cy="${deckY + 170}" r="20" fill="#f7f2e8"/><circle cx="${W - 450}" cy="${deckY + 175}" r="20" fill="#f7f2e8"/>`;
    body += `<path d="M${W - 620} ${deckY + 150} l14 -40 l14 40 Z" fill="#c2185b" opacity="0.8"/>`;
  } else {
    body += `<rect x="${W - 640}" y="${deckY + 120}" width="360" height="34" rx="10" fill="${accent}"/><rect x="${W - 620}" y="${deckY + 154}" width="320" height="200" rx="10" fill="#e2ded5"/>`;
  }
  // the awning's edge at the top of the frame
  body += `<rect width="${W}" height="46" fill="${c.canvas}"/><rect y="46" width="${W}" height="8" fill="#000000" opacity="0.12"/>`;
  body += caption(`${spec.name} · ${spec.place}`, false);
  return svgDoc(defs, body);
}

/** The SVG of one shot of one boat. */
export function boatShotSvg(spec: BoatImageSpec, shot: BoatShotKind): string {
  const base = createRng(spec.seed);
  const p = paletteFor('villa', base);
  const c = boatPaletteFor(spec.kind, base);
  const rng = createRng((spec.seed ^ ((BOAT_SHOTS.indexOf(shot) + 11) * 0x9e3779b1)) >>> 0);
  if (shot === 'deck') return deckShot(spec, c, p, rng);
  return coveShot(spec, c, p, rng, shot === 'sunset');
}

/**
 * Draws and stores the three photos of each given boat (`boats/<id>/…` keys)
 * and answers the boat_images rows to insert, at most `concurrency` at a time.
 */
export async function generateBoatImages(
  storage: Storage,
  specs: readonly BoatImageSpec[],
  opts: { concurrency?: number } = {},
): Promise<BoatImageRow[]> {
  const jobs = specs.flatMap((spec) => BOAT_SHOTS.map((shot, i) => ({ spec, shot, order: i })));
  return mapLimit(jobs, opts.concurrency ?? 2, async ({ spec, shot, order }) => {
    const jpeg = await svgToJpeg(boatShotSvg(spec, shot));
    const stored = await storeImage(storage, `boats/${spec.boatId}`, jpeg);
    return { boat_id: spec.boatId, sort_order: order, alt: boatAlt(spec.name, spec.kind, shot), ...stored };
  });
}
