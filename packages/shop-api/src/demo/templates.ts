/**
 * The demo templates (README: "Demo data"; issue 9), one template folder per portal under
 * <FILES_DIR>/demo-templates/<portal>/ (this machine's work folder; the artwork goes to the storage), loaded through importTemplates: the code path of
 * `pnpm operator import-templates`. Everything is drawn here: scenes of shapes and slots, and pattern
 * artwork (SVG rendered to PNG with sharp). Nothing is downloaded. Runs after the price lists (a
 * template names its products by key).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scene, ScenePart, SceneElement } from '@shop/contracts';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { portals } from '../db/schema';
import { writeFileAtomic } from '../photojobs';
import type { FileStorage } from '../storage';
import { importTemplates, type TemplateImportSummary } from '../templates';

const t = (en: string, nb: string) => ({ en, nb });
type El = SceneElement;
type Pattern = 'snow' | 'stars' | 'confetti' | 'hearts' | 'stripes' | 'dots' | 'waves';

interface DemoTemplate {
  key: string;
  meta: Record<string, unknown>;
  scene: Scene;
  /** Artwork to draw: file name → pattern and colours. */
  artwork: Record<string, { pattern: Pattern; bg: string; fg: string }>;
}

const image = (id: string, x: number, y: number, width: number, height: number, extra: Record<string, unknown> = {}): El =>
  ({ kind: 'image', id, x, y, width, height, ...extra }) as El;
const text = (id: string, x: number, y: number, width: number, height: number, value: string, family: string, size: number, colour: string): El =>
  ({ kind: 'text', id, x, y, width, height, text: value, family, size, colour }) as El;
const shape = (shapeName: string, x: number, y: number, width: number, height: number, fill: string, extra: Record<string, unknown> = {}): El =>
  ({ kind: 'shape', shape: shapeName, x, y, width, height, fill, ...extra }) as El;
const art = (file: string, x: number, y: number, width: number, height: number, opacity = 1): El =>
  ({ kind: 'artwork', file, x, y, width, height, opacity }) as El;
const part = (refId: string, name: string, colour: string, elements: El[], artwork: string | null = null): ScenePart => ({
  refId,
  name,
  background: { colour, artwork },
  elements,
});
const scene = (width: number, height: number, parts: ScenePart[]): Scene => ({ formatVersion: 1, width, height, bleed: 3, parts });

/** n photo slots in a grid inside a box, 4 mm apart. */
function photoGrid(n: number, x: number, y: number, w: number, h: number, extra: Record<string, unknown> = {}): El[] {
  const cols = n === 1 ? 1 : 2;
  const rows = Math.ceil(n / cols);
  const gap = 4;
  const cw = (w - gap * (cols - 1)) / cols;
  const ch = (h - gap * (rows - 1)) / rows;
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const width = inRow === 1 ? w : cw;
    return image(`photo${i + 1}`, x + (inRow === 1 ? 0 : (i % cols) * (cw + gap)), y + row * (ch + gap), width, ch, extra);
  });
}

interface CardSpec {
  key: string;
  name: [string, string];
  product: 'card-10x15' | 'card-15x15';
  landscape?: boolean;
  category: string;
  photos: number;
  greeting: string | null;
  colours: { bg: string; accent: string; text: string };
  pattern: Pattern;
  decoration: 'star' | 'heart' | 'ellipse' | 'line';
  sortOrder: number;
  warning?: boolean;
  /** The template's own subject-change mode (absent: the portal's). */
  subjectChangeMode?: 0 | 1 | 2 | 3 | 4;
}

function card(c: CardSpec): DemoTemplate {
  const [w, h] = c.product === 'card-15x15' ? [150, 150] : c.landscape ? [150, 100] : [100, 150];
  const m = 8;
  const textH = c.greeting ? 24 : 0;
  const els: El[] = [
    art('pattern.png', 0, 0, w, h, 0.35),
    shape('rect', m - 2, m - 2, w - 2 * m + 4, h - 2 * m + 4 - textH, '#FFFFFF', { cornerRadius: 3 }),
    ...photoGrid(c.photos, m, m, w - 2 * m, h - 2 * m - textH, { cornerRadius: c.photos === 1 ? 2 : 1 }),
    // three small decorations in the top margin, never over a picture
    ...[0, 1, 2].map((i) => shape(c.decoration, w - m - 6 - i * 8, 0.8, 5, 5, c.colours.accent, { opacity: 0.9 })),
  ];
  if (c.greeting) els.push(text('greeting', m, h - m - textH + 2, w - 2 * m, textH - 4, c.greeting, 'Dancing Script', 28, c.colours.text));
  const parts = [part('front', 'part.front', c.colours.bg, els)];
  if (c.greeting)
    parts.push(
      part('inside', 'part.inside', '#FFFFFF', [
        shape('line', m, h / 2 - 20, w - 2 * m, 0.1, c.colours.accent, { stroke: c.colours.accent, strokeWidth: 0.5 }),
        text('message', m, h / 2 - 14, w - 2 * m, 40, '', 'Lora', 14, '#333333'),
      ]),
    );
  return {
    key: c.key,
    meta: {
      name: t(...c.name),
      type: 'CARD',
      products: [c.product],
      categories: [c.category],
      sortOrder: c.sortOrder,
      addToCartWarningEnabled: Boolean(c.warning),
      ...(c.subjectChangeMode === undefined ? {} : { subjectChangeMode: c.subjectChangeMode }),
    },
    scene: scene(w, h, parts),
    artwork: { 'pattern.png': { pattern: c.pattern, bg: c.colours.bg, fg: c.colours.accent } },
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function calendar(
  key: string,
  name: [string, string],
  product: string,
  w: number,
  h: number,
  palette: string[],
  years: number[],
  sortOrder: number,
  format?: string,
): DemoTemplate {
  const m = 10;
  const cover = part('cover', 'part.cover', palette[0]!, [
    art('pattern.png', 0, 0, w, h, 0.3),
    image('photo1', m, m, w - 2 * m, h * 0.7),
    text('title', m, h * 0.72 + 6, w - 2 * m, 30, String(years[0]), 'Playfair Display', 48, '#222222'),
  ]);
  const months = MONTHS.map((ref, i) =>
    part(ref, `part.month.${ref}`, '#FFFFFF', [
      shape('rect', 0, 0, w, h * 0.55, palette[i % palette.length]!, { opacity: 0.25 }),
      image('photo1', m, m, w - 2 * m, h * 0.55 - 2 * m, { cornerRadius: 2 }),
      {
        kind: 'calendar-grid',
        x: m,
        y: h * 0.58,
        width: w - 2 * m,
        height: h * 0.42 - m,
        month: i + 1,
        family: 'Montserrat',
        colour: '#222222',
        accent: '#C52B2B',
      } as El,
    ]),
  );
  return {
    key,
    meta: {
      name: t(...name),
      type: 'CALENDAR',
      products: [product],
      categories: ['calendar'],
      supportedYears: years,
      sortOrder,
      ...(format ? { formatSize: format } : {}),
    },
    scene: scene(w, h, [cover, ...months]),
    artwork: { 'pattern.png': { pattern: 'dots', bg: palette[0]!, fg: palette[1]! } },
  };
}

function gift(
  key: string,
  name: [string, string],
  product: string,
  category: string,
  w: number,
  h: number,
  photos: number,
  colours: { bg: string; accent: string },
  pattern: Pattern,
  sortOrder: number,
  extra: { groupOnly?: boolean; caption?: string } = {},
): DemoTemplate {
  const m = Math.min(w, h) * 0.06;
  const captionH = extra.caption ? Math.min(w, h) * 0.14 : 0;
  const rule = extra.groupOnly ? { rule: { pictureTypes: ['GP'] } } : {};
  const els: El[] = [art('pattern.png', 0, 0, w, h, 0.4), ...photoGrid(photos, m, m, w - 2 * m, h - 2 * m - captionH, rule)];
  if (extra.caption) els.push(text('caption', m, h - m - captionH, w - 2 * m, captionH, extra.caption, 'Montserrat', 24, '#222222'));
  return {
    key,
    meta: { name: t(...name), type: 'PHOTOGIFT', products: [product], categories: [category], sortOrder },
    scene: scene(w, h, [part('main', 'part.main', colours.bg, els)]),
    artwork: { 'pattern.png': { pattern, bg: colours.bg, fg: colours.accent } },
  };
}

function demoYears(now: Date): number[] {
  const y = now.getUTCFullYear();
  return [y, y + 1, y + 2];
}

const CATEGORY_TEXTS = {
  cards: {
    title: t('Cards', 'Kort'),
    description: t('Christmas, birthday and thank-you cards with your pictures.', 'Jule-, bursdags- og takkekort med bildene deres.'),
  },
  calendar: { title: t('Calendars', 'Kalendere'), description: t('Twelve months with your pictures.', 'Tolv måneder med bildene deres.') },
  mugs: { title: t('Mugs', 'Krus'), description: t('A picture for every cup of cocoa.', 'Et bilde til hver kopp kakao.') },
  'mouse-pads': { title: t('Mouse pads', 'Musematter'), description: t('Your picture next to the keyboard.', 'Bildet ved siden av tastaturet.') },
  puzzles: { title: t('Puzzles', 'Puslespill'), description: t('Put your picture together again.', 'Sett bildet sammen igjen.') },
  canvas: { title: t('Canvas', 'Lerret'), description: t('Your picture on a stretched canvas.', 'Bildet på et oppspent lerret.') },
  prints: { title: t('Prints', 'Bilder'), description: t('Classic prints for frames and albums.', 'Klassiske bilder til rammer og album.') },
  digitalprint: {
    title: t('Digital portraits', 'Digitale portretter'),
    description: t('Download your pictures in full size.', 'Last ned bildene i full størrelse.'),
  },
  catalogues: { title: t('Catalogues', 'Kataloger'), description: t('The school catalogue with every class.', 'Skolekatalogen med alle klassene.') },
  packages: { title: t('Packages', 'Pakker'), description: t('Our best offers put together.', 'Våre beste tilbud satt sammen.') },
  archive: { title: t('Archive', 'Arkiv'), description: t('Templates of earlier years.', 'Maler fra tidligere år.') },
} as const;

type CategoryKey = keyof typeof CATEGORY_TEXTS;
const TILE_COLOURS: Record<CategoryKey, [string, string]> = {
  cards: ['#C52B2B', '#F3E66F'],
  calendar: ['#2B9BC5', '#FFFFFF'],
  mugs: ['#5AB880', '#FFFFFF'],
  'mouse-pads': ['#7673AB', '#F3E66F'],
  puzzles: ['#C5BB2B', '#FFFFFF'],
  canvas: ['#A72BC5', '#FFFFFF'],
  prints: ['#2B9BC5', '#F3E66F'],
  digitalprint: ['#333F48', '#2B9BC5'],
  catalogues: ['#C52B87', '#FFFFFF'],
  packages: ['#C52B2B', '#FFFFFF'],
  archive: ['#777777', '#FFFFFF'],
};
const TILE_PATTERN: Record<CategoryKey, Pattern> = {
  cards: 'snow',
  calendar: 'dots',
  mugs: 'waves',
  'mouse-pads': 'stripes',
  puzzles: 'confetti',
  canvas: 'stripes',
  prints: 'dots',
  digitalprint: 'waves',
  catalogues: 'stripes',
  packages: 'stars',
  archive: 'dots',
};

function categoriesFile(names: CategoryKey[], cardSubs: Array<{ name: string; title: { en: string; nb: string }; default?: boolean }>) {
  return {
    categories: names.map((name) => ({
      name,
      ...CATEGORY_TEXTS[name],
      image: `${name}.png`,
      ...(name === 'cards' ? { subCategories: cardSubs } : {}),
      ...(['mugs', 'mouse-pads', 'puzzles', 'canvas', 'prints'].includes(name) ? { userImagePreviews: true } : {}),
    })),
  };
}

export function demoTemplateFolders(now = new Date()): Record<string, { categories: ReturnType<typeof categoriesFile>; templates: DemoTemplate[] }> {
  const years = demoYears(now);
  const xmas = { bg: '#1F5E3B', accent: '#F3E66F', text: '#C52B2B' };
  const bday = { bg: '#2B9BC5', accent: '#F3E66F', text: '#C52B87' };
  const thanks = { bg: '#F7E1E8', accent: '#C52B87', text: '#7673AB' };
  const invite = { bg: '#F3E66F', accent: '#7673AB', text: '#333333' };
  return {
    fjord: {
      categories: categoriesFile(
        ['cards', 'calendar', 'mugs', 'mouse-pads', 'puzzles', 'canvas', 'prints', 'digitalprint', 'catalogues', 'packages', 'archive'],
        [
          { name: 'christmas', title: t('Christmas', 'Jul'), default: true },
          { name: 'birthday', title: t('Birthday', 'Bursdag') },
          { name: 'thank-you', title: t('Thank you', 'Takk') },
          { name: 'invitation', title: t('Invitation', 'Invitasjon') },
        ],
      ),
      templates: [
        card({
          key: 'christmas-snow',
          name: ['Snowy Christmas', 'Snøjul'],
          product: 'card-15x15',
          category: 'christmas',
          photos: 1,
          greeting: 'Merry Christmas',
          colours: xmas,
          pattern: 'snow',
          decoration: 'star',
          sortOrder: 1,
          warning: true,
        }),
        card({
          key: 'christmas-stars',
          name: ['Starry night', 'Stjernenatt'],
          product: 'card-10x15',
          category: 'christmas',
          photos: 2,
          greeting: null,
          colours: xmas,
          pattern: 'stars',
          decoration: 'star',
          sortOrder: 2,
        }),
        card({
          key: 'christmas-four',
          name: ['Four at Christmas', 'Fire til jul'],
          product: 'card-15x15',
          category: 'christmas',
          photos: 4,
          greeting: 'God jul',
          colours: { ...xmas, bg: '#8E1F1F' },
          pattern: 'snow',
          decoration: 'star',
          sortOrder: 3,
          // a card of one child's four pictures: the inbox keeps to that child's sets
          subjectChangeMode: 1,
        }),
        card({
          key: 'christmas-landscape',
          name: ['Winter landscape', 'Vinterlandskap'],
          product: 'card-10x15',
          landscape: true,
          category: 'christmas',
          photos: 3,
          greeting: 'Season’s greetings',
          colours: { ...xmas, bg: '#2B4C7E' },
          pattern: 'snow',
          decoration: 'star',
          sortOrder: 4,
        }),
        card({
          key: 'birthday-balloons',
          name: ['Balloons', 'Ballonger'],
          product: 'card-10x15',
          landscape: true,
          category: 'birthday',
          photos: 1,
          greeting: 'Happy birthday!',
          colours: bday,
          pattern: 'confetti',
          decoration: 'ellipse',
          sortOrder: 1,
        }),
        card({
          key: 'birthday-trio',
          name: ['Party trio', 'Festtrio'],
          product: 'card-15x15',
          category: 'birthday',
          photos: 3,
          greeting: null,
          colours: bday,
          pattern: 'confetti',
          decoration: 'ellipse',
          sortOrder: 2,
        }),
        card({
          key: 'thanks-hearts',
          name: ['Hearts', 'Hjerter'],
          product: 'card-10x15',
          category: 'thank-you',
          photos: 1,
          greeting: 'Thank you',
          colours: thanks,
          pattern: 'hearts',
          decoration: 'heart',
          sortOrder: 1,
        }),
        card({
          key: 'thanks-duo',
          name: ['Thank you twice', 'Dobbel takk'],
          product: 'card-15x15',
          category: 'thank-you',
          photos: 2,
          greeting: 'Thank you so much',
          colours: thanks,
          pattern: 'hearts',
          decoration: 'heart',
          sortOrder: 2,
        }),
        card({
          key: 'invitation-classic',
          name: ['Classic invitation', 'Klassisk invitasjon'],
          product: 'card-10x15',
          category: 'invitation',
          photos: 1,
          greeting: 'You are invited',
          colours: invite,
          pattern: 'stripes',
          decoration: 'line',
          sortOrder: 1,
        }),
        card({
          key: 'invitation-grid',
          name: ['Picture grid', 'Bilderutenett'],
          product: 'card-15x15',
          category: 'invitation',
          photos: 4,
          greeting: null,
          colours: invite,
          pattern: 'dots',
          decoration: 'line',
          sortOrder: 2,
        }),
        calendar(
          'calendar-fjord-20x30',
          ['Fjord calendar', 'Fjordkalender'],
          'calendar-20x30-12',
          200,
          300,
          ['#2B9BC5', '#5AB880', '#F3E66F', '#C52B2B'],
          years,
          1,
        ),
        calendar(
          'calendar-colours-20x30',
          ['Colours of the year', 'Årets farger'],
          'calendar-20x30-12',
          200,
          300,
          ['#C52B87', '#7673AB', '#C5BB2B', '#2B9BC5'],
          years,
          2,
        ),
        // made for this year only: the editor's 'Change year' is disabled (spec 2: year rules)
        calendar('calendar-classic-a4', ['Classic A4', 'Klassisk A4'], 'calendar-a4-12', 210, 297, ['#333F48', '#2B9BC5'], years.slice(0, 1), 1, 'A4'),
        gift('mug-wrap', ['Picture all around', 'Bilde hele veien rundt'], 'mug', 'mugs', 200, 90, 1, { bg: '#FFFFFF', accent: '#2B9BC5' }, 'waves', 1),
        gift('mug-duo', ['Two pictures', 'To bilder'], 'mug', 'mugs', 200, 90, 2, { bg: '#F7E1E8', accent: '#C52B87' }, 'hearts', 2),
        gift('mouse-pad-classic', ['Classic', 'Klassisk'], 'mouse-pad', 'mouse-pads', 230, 190, 1, { bg: '#333F48', accent: '#2B9BC5' }, 'stripes', 1),
        gift('mouse-pad-collage', ['Collage', 'Collage'], 'mouse-pad', 'mouse-pads', 230, 190, 4, { bg: '#FFFFFF', accent: '#5AB880' }, 'dots', 2),
        gift('puzzle-picture', ['One big picture', 'Ett stort bilde'], 'puzzle', 'puzzles', 297, 210, 1, { bg: '#FFFFFF', accent: '#C5BB2B' }, 'confetti', 1),
        gift('puzzle-class', ['The class', 'Klassen'], 'puzzle', 'puzzles', 297, 210, 1, { bg: '#F3E66F', accent: '#7673AB' }, 'dots', 2, {
          groupOnly: true,
          caption: 'Our class',
        }),
        gift('canvas-portrait', ['Portrait', 'Portrett'], 'canvas-30x40', 'canvas', 300, 400, 1, { bg: '#FFFFFF', accent: '#A72BC5' }, 'stripes', 1),
        gift('canvas-triptych', ['Three in a row', 'Tre på rad'], 'canvas-30x40', 'canvas', 300, 400, 3, { bg: '#EEF3F7', accent: '#2B9BC5' }, 'waves', 2),
        gift('print-20x30', ['Print 20x30', 'Bilde 20x30'], 'print-20x30', 'prints', 200, 300, 1, { bg: '#FFFFFF', accent: '#DDDDDD' }, 'dots', 1),
        gift('print-13x18', ['Print 13x18', 'Bilde 13x18'], 'print-13x18', 'prints', 130, 180, 1, { bg: '#FFFFFF', accent: '#DDDDDD' }, 'dots', 2),
      ],
    },
    club: {
      categories: categoriesFile(
        ['cards', 'mugs', 'prints', 'digitalprint', 'packages'],
        [
          { name: 'team', title: t('Team', 'Laget'), default: true },
          { name: 'thank-you', title: t('Thank you', 'Takk') },
        ],
      ),
      templates: [
        card({
          key: 'team-cheer',
          name: ['Team cheer', 'Lagheia'],
          product: 'card-10x15',
          category: 'team',
          photos: 1,
          greeting: 'Go team!',
          colours: { bg: '#1F5E3B', accent: '#F3E66F', text: '#FFFFFF' },
          pattern: 'stripes',
          decoration: 'star',
          sortOrder: 1,
        }),
        card({
          key: 'team-season',
          name: ['Season memories', 'Sesongminner'],
          product: 'card-10x15',
          category: 'team',
          photos: 4,
          greeting: null,
          colours: { bg: '#2B4C7E', accent: '#F3E66F', text: '#FFFFFF' },
          pattern: 'dots',
          decoration: 'star',
          sortOrder: 2,
        }),
        card({
          key: 'coach-thanks',
          name: ['Thanks, coach', 'Takk, trener'],
          product: 'card-10x15',
          category: 'thank-you',
          photos: 2,
          greeting: 'Thank you, coach',
          colours: { bg: '#F7E1E8', accent: '#C52B87', text: '#7673AB' },
          pattern: 'hearts',
          decoration: 'heart',
          sortOrder: 1,
        }),
        gift('club-mug', ['Team mug', 'Lagkrus'], 'mug', 'mugs', 200, 90, 1, { bg: '#FFFFFF', accent: '#1F5E3B' }, 'stripes', 1),
        gift('club-print', ['Print 13x18', 'Bilde 13x18'], 'print-13x18', 'prints', 130, 180, 1, { bg: '#FFFFFF', accent: '#DDDDDD' }, 'dots', 1),
      ],
    },
  };
}

/** A repeating pattern as SVG (pixels; 1 mm = 4 px). */
function patternSvg(p: Pattern, bg: string, fg: string, w: number, h: number): string {
  const tile = 48;
  const shapes: Record<Pattern, string> = {
    snow: `<circle cx="12" cy="12" r="3" fill="${fg}"/><circle cx="36" cy="30" r="2" fill="${fg}"/><path d="M24 40 l0 6 M21 43 l6 0" stroke="${fg}" stroke-width="1.5"/>`,
    stars: `<polygon points="24,6 28,18 40,18 30,26 34,38 24,30 14,38 18,26 8,18 20,18" fill="${fg}" opacity="0.8"/>`,
    confetti: `<rect x="6" y="8" width="8" height="4" fill="${fg}" transform="rotate(25 10 10)"/><circle cx="34" cy="14" r="3" fill="${fg}"/><rect x="26" y="34" width="10" height="4" fill="${fg}" transform="rotate(-30 31 36)"/>`,
    hearts: `<path d="M24 38 C10 28 10 16 18 14 C22 13 24 16 24 18 C24 16 26 13 30 14 C38 16 38 28 24 38 Z" fill="${fg}" opacity="0.7"/>`,
    stripes: `<rect x="0" y="0" width="16" height="48" fill="${fg}" opacity="0.5"/>`,
    dots: `<circle cx="12" cy="12" r="5" fill="${fg}" opacity="0.6"/><circle cx="36" cy="36" r="5" fill="${fg}" opacity="0.6"/>`,
    waves: `<path d="M0 24 Q12 12 24 24 T48 24" stroke="${fg}" stroke-width="4" fill="none" opacity="0.6"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><pattern id="p" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${shapes[p]}</pattern></defs>
<rect width="${w}" height="${h}" fill="${bg}"/><rect width="${w}" height="${h}" fill="url(#p)"/></svg>`;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();

async function writeIfChanged(file: string, data: Buffer | string): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (existsSync(file) && readFileSync(file).equals(bytes)) return;
  await writeFileAtomic(file, bytes);
}

/** Writes each existing demo portal's template folder (files that differ only) and imports it. */
export async function seedDemoTemplates(db: Db, opts: { storage: FileStorage; workDir: string; now?: Date }): Promise<TemplateImportSummary[]> {
  const existing = new Set((await db.select({ key: portals.key }).from(portals)).map((p) => p.key));
  const out: TemplateImportSummary[] = [];
  for (const [portal, demo] of Object.entries(demoTemplateFolders(opts.now))) {
    if (!existing.has(portal)) continue;
    const folder = join(opts.workDir, 'demo-templates', portal);
    await writeIfChanged(join(folder, 'categories.json'), `${JSON.stringify(demo.categories, null, 2)}\n`);
    for (const c of demo.categories.categories) {
      const file = join(folder, 'categories', c.image);
      const [bg, fg] = TILE_COLOURS[c.name];
      if (!existsSync(file)) await writeFileAtomic(file, await png(patternSvg(TILE_PATTERN[c.name], bg, fg, 400, 290)));
    }
    for (const tpl of demo.templates) {
      const dir = join(folder, tpl.key);
      await writeIfChanged(join(dir, 'template.json'), `${JSON.stringify(tpl.meta, null, 2)}\n`);
      await writeIfChanged(join(dir, 'scene.json'), `${JSON.stringify(tpl.scene, null, 2)}\n`);
      for (const [name, a] of Object.entries(tpl.artwork)) {
        const file = join(dir, name);
        // 2 px per mm is plenty for a faint background pattern; drawn once per machine
        if (!existsSync(file))
          await writeFileAtomic(file, await png(patternSvg(a.pattern, a.bg, a.fg, Math.round(tpl.scene.width * 2), Math.round(tpl.scene.height * 2))));
      }
    }
    out.push(await importTemplates(db, folder, { portal, storage: opts.storage }));
  }
  return out;
}
