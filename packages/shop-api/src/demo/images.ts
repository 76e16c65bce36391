/**
 * Demo pictures for the CMS page and page backgrounds, drawn as SVG and rendered to JPEG with
 * sharp at seed time (no downloads, nothing binary in the repository). Written once into the storage's
 * static/demo/ (every instance serves them), served under /static/demo/.
 */
import sharp from 'sharp';
import type { FileStorage } from '../storage';

const mountains = (w: number, h: number, sky: [string, string], far: string, near: string, water: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 600">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="1600" height="600" fill="url(#sky)"/>
  <circle cx="1260" cy="140" r="60" fill="#fff6d8" opacity="0.9"/>
  <polygon points="0,420 180,200 330,330 520,150 720,360 900,230 1080,380 1260,210 1450,340 1600,260 1600,600 0,600" fill="${far}"/>
  <polygon points="0,470 240,300 420,430 640,280 860,460 1100,320 1340,470 1600,360 1600,600 0,600" fill="${near}"/>
  <rect y="470" width="1600" height="130" fill="${water}"/>
  <g stroke="#ffffff" stroke-opacity="0.35" stroke-width="3">
    <line x1="120" y1="510" x2="260" y2="510"/><line x1="560" y1="540" x2="760" y2="540"/><line x1="1100" y1="520" x2="1300" y2="520"/>
  </g>
</svg>`;

const classroom = `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4d9b0"/><stop offset="1" stop-color="#d98f5c"/></linearGradient></defs>
  <rect width="1600" height="600" fill="url(#g)"/>
  <rect x="140" y="90" width="520" height="300" rx="12" fill="#2f4f3a"/>
  <rect x="160" y="110" width="480" height="260" rx="6" fill="#3e6b4f"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<circle cx="${260 + i * 210}" cy="420" r="52" fill="#7a4b2f"/><rect x="${200 + i * 210}" y="470" width="120" height="130" rx="40" fill="#${['2b6cb0', 'c05621', '2f855a', '6b46c1', 'b83280', '2c7a7b'][i]}"/>`,
    )
    .join('')}
</svg>`;

const gifts = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#eef3f7"/>
  <rect x="120" y="260" width="220" height="220" rx="10" fill="#0b4a6f"/><rect x="215" y="260" width="30" height="220" fill="#f2c14e"/><rect x="120" y="355" width="220" height="30" fill="#f2c14e"/>
  <rect x="400" y="200" width="160" height="280" rx="16" fill="#ffffff" stroke="#c9d6e0" stroke-width="6"/><rect x="425" y="230" width="110" height="140" fill="#9cc3dc"/>
  <path d="M600 330 h110 v150 h-110 z" fill="#d9534f"/><path d="M710 360 q50 10 40 60 q-10 30 -40 30" fill="none" stroke="#d9534f" stroke-width="14"/>
</svg>`;

const studio = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#9fb6c8"/><stop offset="1" stop-color="#3d5566"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect y="470" width="800" height="130" fill="#2c3a44"/>
  <polygon points="90,120 200,80 230,230 120,260" fill="#f7f3e8" opacity="0.85"/><line x1="160" y1="240" x2="160" y2="520" stroke="#1d2329" stroke-width="8"/>
  <rect x="560" y="330" width="90" height="60" rx="8" fill="#1d2329"/><circle cx="605" cy="360" r="22" fill="#4b5d6b"/><line x1="605" y1="390" x2="605" y2="520" stroke="#1d2329" stroke-width="8"/>
  <ellipse cx="390" cy="520" rx="120" ry="18" fill="#1d2329" opacity="0.4"/>
</svg>`;

const softWaves = (base: string, line: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
  <rect width="1920" height="1080" fill="${base}"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7]
    .map(
      (i) =>
        `<path d="M0 ${140 + i * 120} C 480 ${80 + i * 120}, 1440 ${200 + i * 120}, 1920 ${140 + i * 120}" fill="none" stroke="${line}" stroke-opacity="0.5" stroke-width="2"/>`,
    )
    .join('')}
</svg>`;

const aurora = `
<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
  <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9f5ea"/><stop offset="0.5" stop-color="#e7e1f7"/><stop offset="1" stop-color="#dcefff"/></linearGradient></defs>
  <rect width="1920" height="1080" fill="#f6f4fb"/>
  <path d="M0 260 C 400 120, 900 420, 1920 180 L1920 420 C 1100 600, 500 300, 0 480 Z" fill="url(#a)" opacity="0.8"/>
</svg>`;

export const DEMO_IMAGES: Record<string, string> = {
  'slide-fjord.jpg': mountains(1600, 600, ['#8cc2e6', '#e4f1f8'], '#4d7491', '#2c4e66', '#1f5573'),
  'slide-classroom.jpg': classroom,
  'promo-gifts.jpg': gifts,
  'studio.jpg': studio,
  'fjord-background.jpg': softWaves('#f2f6f9', '#d5e3ec'),
  'nordlys-background.jpg': aurora,
};

/** Writes the demo images that are missing; answers the names written. */
export async function ensureDemoImages(storage: FileStorage): Promise<string[]> {
  const have = new Set(await storage.list('static/demo/'));
  const written: string[] = [];
  for (const [name, svg] of Object.entries(DEMO_IMAGES)) {
    if (have.has(`static/demo/${name}`)) continue;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    // put() writes whole: a parallel seed (another instance, another test file) never sees half a file
    await storage.put(`static/demo/${name}`, jpeg);
    written.push(name);
  }
  return written;
}
