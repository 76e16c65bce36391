/**
 * Portrait-like demo pictures drawn as SVG (rendered with sharp: no downloads, nothing binary in the
 * repository): head-and-shoulders figures on a soft studio background, in varied skin, hair and
 * clothing colours, poses and expressions. Deterministic: the same seed draws the same picture.
 * Green-screen pictures put the figure on a green backdrop and come with a mask drawn from the same
 * shapes (white = subject), so the cut-out is exact.
 */

/** A small deterministic random generator (mulberry32). */
export function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const between = (rnd: () => number, lo: number, hi: number) => lo + rnd() * (hi - lo);

export const SKIN = ['#f6d3b8', '#eec1a0', '#e0ac85', '#c98e66', '#a86d4a', '#8a5537', '#6b3f28', '#f1c9a5'] as const;
export const HAIR = ['#2a1b12', '#4a2c1a', '#6e4426', '#9a6a3c', '#c89b5e', '#e2c27f', '#1c1c1c', '#8c3b1f', '#b5642f'] as const;
export const CLOTHES = [
  '#2b6cb0',
  '#c05621',
  '#2f855a',
  '#6b46c1',
  '#b83280',
  '#2c7a7b',
  '#1a365d',
  '#744210',
  '#9b2c2c',
  '#4a5568',
  '#d69e2e',
  '#285e61',
] as const;
const BACKDROPS: [string, string][] = [
  ['#d9e4ec', '#8fa7b8'],
  ['#e9dfd3', '#b39c86'],
  ['#dfe7dc', '#93a88d'],
  ['#e6e1ec', '#9f93b3'],
  ['#f0e6d8', '#c2a27c'],
  ['#d5dde6', '#5f7487'],
  ['#ece3e3', '#b08c8c'],
];

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'ponytail';

/** Who is in a picture: the same person looks the same in all their pictures. */
export interface Person {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  /** Clothing colours; a picture picks one. */
  clothes: string[];
  /** Relative head size (children smaller). */
  size: number;
}

export function randomPerson(seed: string, size = 1): Person {
  const rnd = random(`person:${seed}`);
  return {
    skin: pick(rnd, SKIN),
    hair: pick(rnd, HAIR),
    hairStyle: pick(rnd, ['short', 'side', 'long', 'bun', 'curly', 'ponytail'] as const),
    clothes: [pick(rnd, CLOTHES), pick(rnd, CLOTHES), pick(rnd, CLOTHES)],
    size,
  };
}

interface Placed {
  person: Person;
  /** Head centre in pixels, head half-height in pixels. */
  x: number;
  y: number;
  s: number;
  tilt: number;
  shirt: string;
  collar: 'v' | 'round' | 'shirt';
  smile: 'closed' | 'open' | 'soft';
  id: string;
}

function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Shapes in a unit space: head centre (0,0), head half-height 1. */
const TORSO = 'M -2.9 4.4 C -2.85 2.5 -2.25 1.8 -0.78 1.5 L 0.78 1.5 C 2.25 1.8 2.85 2.5 2.9 4.4 L 3.2 12 L -3.2 12 Z';
const NECK = 'M -0.34 0.55 L -0.37 1.6 Q 0 1.85 0.37 1.6 L 0.34 0.55 Z';
const HAIR_CAP = 'M -0.84 0.08 C -0.98 -1.5 0.98 -1.5 0.84 0.08 C 0.78 -0.42 0.4 -0.66 0 -0.6 C -0.4 -0.66 -0.78 -0.42 -0.84 0.08 Z';
const HAIR_SIDE = 'M -0.86 0.15 C -1.0 -1.5 0.98 -1.55 0.85 0.0 C 0.7 -0.5 0.1 -0.55 -0.25 -0.72 C -0.45 -0.45 -0.7 -0.3 -0.86 0.15 Z';
const HAIR_LONG_BACK = 'M -0.98 -0.25 C -1.15 -1.35 1.15 -1.35 0.98 -0.25 C 1.05 0.6 1.2 1.3 1.3 1.9 Q 0 2.2 -1.3 1.9 C -1.2 1.3 -1.05 0.6 -0.98 -0.25 Z';
const PONYTAIL = 'M 0.55 -0.75 C 1.35 -0.9 1.5 0.4 1.15 1.35 C 1.0 0.6 0.95 0.0 0.55 -0.35 Z';

/** The outline shapes of a figure (filled white in the mask). */
function silhouette(p: Placed, fill: string): string {
  const { person } = p;
  const head = `<g transform="rotate(${p.tilt.toFixed(2)} 0 1.2)">
    ${person.hairStyle === 'long' ? `<path d="${HAIR_LONG_BACK}" fill="${fill}"/>` : ''}
    ${person.hairStyle === 'ponytail' ? `<path d="${PONYTAIL}" fill="${fill}"/>` : ''}
    <ellipse cx="-0.78" cy="0.1" rx="0.15" ry="0.23" fill="${fill}"/><ellipse cx="0.78" cy="0.1" rx="0.15" ry="0.23" fill="${fill}"/>
    <ellipse cx="0" cy="0" rx="0.8" ry="1.02" fill="${fill}"/>
    <path d="${person.hairStyle === 'side' ? HAIR_SIDE : HAIR_CAP}" fill="${fill}"/>
    ${person.hairStyle === 'bun' ? `<circle cx="0" cy="-1.12" r="0.4" fill="${fill}"/>` : ''}
    ${person.hairStyle === 'curly' ? curls(fill) : ''}
  </g>`;
  return `<g transform="translate(${p.x.toFixed(1)} ${p.y.toFixed(1)}) scale(${p.s.toFixed(2)})"><path d="${TORSO}" fill="${fill}"/><path d="${NECK}" fill="${fill}"/>${head}</g>`;
}

function curls(fill: string): string {
  let out = '';
  for (let k = 0; k <= 10; k++) {
    const a = Math.PI * (1.02 + (k / 10) * 0.96);
    out += `<circle cx="${(0.86 * Math.cos(a)).toFixed(3)}" cy="${(1.0 * Math.sin(a) - 0.05).toFixed(3)}" r="0.3" fill="${fill}"/>`;
  }
  return out;
}

function figure(p: Placed): string {
  const { person } = p;
  const skinShade = shade(person.skin, -0.18);
  const hairLight = shade(person.hair, 0.18);
  const collar =
    p.collar === 'v'
      ? `<path d="M -0.78 1.5 L 0 2.5 L 0.78 1.5 Z" fill="${shade(p.shirt, -0.25)}"/><path d="M -0.62 1.5 L 0 2.25 L 0.62 1.5 L 0.36 1.55 L 0 1.95 L -0.36 1.55 Z" fill="${person.skin}"/>`
      : p.collar === 'shirt'
        ? `<path d="M -0.8 1.48 L -0.1 2.35 L -0.55 2.45 L -1.05 1.62 Z M 0.8 1.48 L 0.1 2.35 L 0.55 2.45 L 1.05 1.62 Z" fill="#f7f7f2"/><path d="M -0.1 2.35 L 0.1 2.35 L 0.05 4.4 L -0.05 4.4 Z" fill="${shade(p.shirt, -0.3)}"/>`
        : `<path d="M -0.62 1.52 Q 0 2.05 0.62 1.52" fill="none" stroke="${shade(p.shirt, -0.3)}" stroke-width="0.12"/>`;
  const mouth =
    p.smile === 'open'
      ? `<path d="M -0.24 0.5 Q 0 0.78 0.24 0.5 Q 0 0.58 -0.24 0.5 Z" fill="#7a2e2e"/><path d="M -0.18 0.53 Q 0 0.6 0.18 0.53 L 0.16 0.58 Q 0 0.63 -0.16 0.58 Z" fill="#fbfbf7"/>`
      : p.smile === 'soft'
        ? `<path d="M -0.17 0.54 Q 0 0.62 0.17 0.54" fill="none" stroke="#a2504a" stroke-width="0.045" stroke-linecap="round"/>`
        : `<path d="M -0.23 0.5 Q 0 0.68 0.23 0.5" fill="none" stroke="#a2504a" stroke-width="0.05" stroke-linecap="round"/>`;
  const hairFront = person.hairStyle === 'side' ? HAIR_SIDE : HAIR_CAP;
  return `<g transform="translate(${p.x.toFixed(1)} ${p.y.toFixed(1)}) scale(${p.s.toFixed(2)})">
  <defs>
    <radialGradient id="face-${p.id}" cx="0.42" cy="0.4" r="0.75"><stop offset="0.55" stop-color="${person.skin}"/><stop offset="1" stop-color="${skinShade}"/></radialGradient>
    <linearGradient id="cloth-${p.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.shirt, 0.12)}"/><stop offset="1" stop-color="${shade(p.shirt, -0.22)}"/></linearGradient>
  </defs>
  <g transform="rotate(${p.tilt.toFixed(2)} 0 1.2)">
    ${person.hairStyle === 'long' ? `<path d="${HAIR_LONG_BACK}" fill="${shade(person.hair, -0.12)}"/>` : ''}
    ${person.hairStyle === 'ponytail' ? `<path d="${PONYTAIL}" fill="${shade(person.hair, -0.08)}"/>` : ''}
  </g>
  <path d="${TORSO}" fill="url(#cloth-${p.id})"/>
  <path d="M -1.9 2.2 C -1.6 2.9 -1.7 3.8 -1.75 4.4" fill="none" stroke="${shade(p.shirt, -0.3)}" stroke-width="0.06" opacity="0.6"/>
  <path d="M 1.9 2.2 C 1.6 2.9 1.7 3.8 1.75 4.4" fill="none" stroke="${shade(p.shirt, -0.3)}" stroke-width="0.06" opacity="0.6"/>
  <path d="${NECK}" fill="${skinShade}"/>
  ${collar}
  <g transform="rotate(${p.tilt.toFixed(2)} 0 1.2)">
    <ellipse cx="-0.78" cy="0.1" rx="0.15" ry="0.23" fill="${skinShade}"/><ellipse cx="0.78" cy="0.1" rx="0.15" ry="0.23" fill="${skinShade}"/>
    <ellipse cx="0" cy="0" rx="0.8" ry="1.02" fill="url(#face-${p.id})"/>
    <circle cx="-0.43" cy="0.36" r="0.14" fill="#e8867a" opacity="0.18"/><circle cx="0.43" cy="0.36" r="0.14" fill="#e8867a" opacity="0.18"/>
    <ellipse cx="-0.29" cy="0.03" rx="0.1" ry="0.065" fill="#fbfaf6"/><ellipse cx="0.29" cy="0.03" rx="0.1" ry="0.065" fill="#fbfaf6"/>
    <circle cx="-0.28" cy="0.035" r="0.055" fill="#3b2a20"/><circle cx="0.3" cy="0.035" r="0.055" fill="#3b2a20"/>
    <circle cx="-0.265" cy="0.02" r="0.016" fill="#ffffff"/><circle cx="0.315" cy="0.02" r="0.016" fill="#ffffff"/>
    <path d="M -0.44 -0.17 Q -0.29 -0.26 -0.14 -0.18" fill="none" stroke="${shade(person.hair, -0.1)}" stroke-width="0.055" stroke-linecap="round"/>
    <path d="M 0.14 -0.18 Q 0.29 -0.26 0.44 -0.17" fill="none" stroke="${shade(person.hair, -0.1)}" stroke-width="0.055" stroke-linecap="round"/>
    <path d="M 0.02 0.08 Q 0.09 0.29 -0.01 0.34" fill="none" stroke="${skinShade}" stroke-width="0.04" stroke-linecap="round"/>
    ${mouth}
    <path d="${hairFront}" fill="${person.hair}"/>
    <path d="M -0.5 -0.85 Q -0.1 -1.05 0.35 -0.9" fill="none" stroke="${hairLight}" stroke-width="0.06" opacity="0.7"/>
    ${person.hairStyle === 'bun' ? `<circle cx="0" cy="-1.12" r="0.4" fill="${person.hair}"/><circle cx="-0.1" cy="-1.22" r="0.14" fill="${hairLight}" opacity="0.5"/>` : ''}
    ${person.hairStyle === 'curly' ? curls(person.hair) : ''}
  </g>
</g>`;
}

function studioBackground(w: number, h: number, rnd: () => number, green: boolean): string {
  if (green) {
    // a real green screen is never perfectly even
    return `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#2cc25a"/><stop offset="1" stop-color="#12923c"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  }
  const [light, dark] = pick(rnd, BACKDROPS);
  const cx = between(rnd, 0.35, 0.65).toFixed(2);
  return `<defs>
  <linearGradient id="bg" x1="${between(rnd, 0, 0.4).toFixed(2)}" y1="0" x2="${between(rnd, 0.6, 1).toFixed(2)}" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <radialGradient id="glow" cx="${cx}" cy="0.38" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.78"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.32"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
}

const vignette = (w: number, h: number, green: boolean) => (green ? '' : `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);

export type Layout = 'portrait' | 'pair' | 'group';

export interface PictureSpec {
  /** Makes every picture different; the same seed draws the same picture. */
  seed: string;
  layout: Layout;
  /** portrait: one person; pair: two; group: the people named, the rest of the group is made up. */
  people: Person[];
  greenscreen?: boolean;
  /** group: how many figures in all. */
  groupSize?: number;
  /** clothing: 'formal' (collared) or 'casual'. */
  style?: 'formal' | 'casual';
}

export const SIZES: Record<Layout, [number, number]> = { portrait: [1200, 1500], pair: [1500, 1200], group: [1800, 1200] };

function place(spec: PictureSpec): { w: number; h: number; figures: Placed[]; rnd: () => number } {
  const rnd = random(`picture:${spec.seed}`);
  const [w, h] = SIZES[spec.layout];
  const dress = (person: Person, i: number): Pick<Placed, 'shirt' | 'collar' | 'smile' | 'tilt'> => ({
    shirt: pick(rnd, person.clothes),
    collar: spec.style === 'formal' ? pick(rnd, ['shirt', 'v'] as const) : spec.style === 'casual' ? 'round' : pick(rnd, ['v', 'round', 'shirt'] as const),
    smile: pick(rnd, ['closed', 'open', 'soft'] as const),
    tilt: between(rnd, -7, 7) + (i % 2 ? 1 : -1),
  });
  const figures: Placed[] = [];
  if (spec.layout === 'portrait') {
    const person = spec.people[0]!;
    const s = h * between(rnd, 0.118, 0.138) * person.size;
    figures.push({ person, x: w * between(rnd, 0.44, 0.56), y: h * between(rnd, 0.35, 0.41), s, id: 'p0', ...dress(person, 0) });
  } else if (spec.layout === 'pair') {
    const [a, b] = spec.people as [Person, Person];
    const order = rnd() < 0.5 ? [a, b] : [b, a];
    order.forEach((person, i) => {
      const s = h * 0.118 * person.size;
      figures.push({
        person,
        x: w * (i === 0 ? between(rnd, 0.33, 0.38) : between(rnd, 0.62, 0.67)),
        y: h * 0.42 + (1 - person.size) * h * 0.35,
        s,
        id: `p${i}`,
        ...dress(person, i),
      });
    });
  } else {
    const total = Math.max(spec.groupSize ?? 11, spec.people.length);
    const people = [...spec.people];
    for (let i = people.length; i < total; i++) people.push(randomPerson(`${spec.seed}:extra:${i}`, spec.people[0]?.size ?? 1));
    // shuffle, deterministically
    for (let i = people.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [people[i], people[j]] = [people[j]!, people[i]!];
    }
    const back = Math.ceil(total / 2);
    const rows = [people.slice(0, back), people.slice(back)];
    rows.forEach((row, r) => {
      row.forEach((person, i) => {
        const s = h * (r === 0 ? 0.062 : 0.068) * person.size;
        const gap = w / (row.length + (r === 0 ? 0.6 : 1.2));
        const x = gap * (i + (r === 0 ? 0.8 : 1.1)) + between(rnd, -12, 12);
        figures.push({ person, x, y: h * (r === 0 ? 0.3 : 0.52) + between(rnd, -10, 10), s, id: `g${r}-${i}`, ...dress(person, i) });
      });
    });
  }
  return { w, h, figures, rnd };
}

/** The picture as SVG. */
export function pictureSvg(spec: PictureSpec): string {
  const { w, h, figures, rnd } = place(spec);
  const green = Boolean(spec.greenscreen);
  const floor = spec.layout === 'group' && !green ? `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000000" opacity="0.12"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${studioBackground(w, h, rnd, green)}${floor}${figures.map(figure).join('')}${vignette(w, h, green)}</svg>`;
}

/** The mask of a (green-screen) picture: black background, the figures white. */
export function maskSvg(spec: PictureSpec): string {
  const { w, h, figures } = place(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#000000"/>${figures.map((f) => silhouette(f, '#ffffff')).join('')}</svg>`;
}

/** Backgrounds offered for green-screen pictures. */
export function backgroundSvg(kind: 'autumn' | 'studio-blue' | 'fjord'): string {
  const w = 1600;
  const h = 2000;
  const rnd = random(`background:${kind}`);
  if (kind === 'autumn') {
    let bokeh = '';
    for (let i = 0; i < 40; i++) {
      bokeh += `<circle cx="${between(rnd, 0, w).toFixed(0)}" cy="${between(rnd, 0, h).toFixed(0)}" r="${between(rnd, 30, 140).toFixed(0)}" fill="${pick(rnd, ['#ffd08a', '#f29f4c', '#e8743b', '#fff1c9', '#c4512d'])}" opacity="${between(rnd, 0.12, 0.4).toFixed(2)}"/>`;
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="a" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#d9822b"/><stop offset="0.55" stop-color="#a4471f"/><stop offset="1" stop-color="#5a2a14"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#a)"/>${bokeh}</svg>`;
  }
  if (kind === 'studio-blue') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="b" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#9cc3e0"/><stop offset="0.6" stop-color="#3f6f94"/><stop offset="1" stop-color="#1b3248"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#b)"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6df"/><stop offset="1" stop-color="#e6f2f9"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#sky)"/>
  <circle cx="610" cy="160" r="46" fill="#fff6d8" opacity="0.9"/>
  <polygon points="0,600 110,380 210,500 330,330 470,540 590,400 700,520 800,430 800,1000 0,1000" fill="#4d7491"/>
  <polygon points="0,680 150,500 280,640 420,480 560,660 700,540 800,640 800,1000 0,1000" fill="#2c4e66"/>
  <rect y="700" width="800" height="300" fill="#1f5573"/>
  <g stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"><line x1="60" y1="760" x2="180" y2="760"/><line x1="330" y1="820" x2="500" y2="820"/><line x1="560" y1="780" x2="720" y2="780"/></g>
</svg>`;
}

/** A photographer's logo mark (no text: fonts differ between machines). */
export function logoSvg(colour: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <rect x="4" y="4" width="472" height="152" rx="24" fill="${colour}"/>
  <rect x="36" y="46" width="112" height="78" rx="14" fill="#ffffff"/><rect x="60" y="34" width="40" height="18" rx="6" fill="#ffffff"/>
  <circle cx="92" cy="85" r="26" fill="${colour}"/><circle cx="92" cy="85" r="15" fill="${accent}"/>
  <polygon points="180,124 250,52 300,100 340,66 440,124" fill="${accent}"/>
  <polygon points="180,124 230,92 270,124" fill="#ffffff" opacity="0.5"/>
</svg>`;
}
