import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, subjectUuid } from '../access/testing';
import { createTestApp, type TestApp } from '../testing/harness';
import { fields, OTHER, PARENT, picturesOf, signedIn } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const gs = (query: string) => `/system/gsbackground.php?${query}`;
const derivative = (p: string, w: number) => `/api/webshop/pictures/${p}/${w}`;

/** Mean absolute difference per channel (0–255) of two images of the same size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** Mean red, green and blue of an image. */
async function means(image: Buffer) {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

describe('GET /system/gsbackground.php?uuid=&rotation=&effect=', () => {
  it('shows a green-screen picture on its job’s first background, as the picture endpoint does, at 800 wide', async () => {
    const b = await signedIn(t, PARENT);
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    const res = await b.get(gs(`uuid=${green.uuid}&rotation=0&effect=original`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const shown = await b.get(derivative(green.uuid, 800));
    const [meta, shownMeta] = await Promise.all([sharp(res.rawPayload).metadata(), sharp(shown.rawPayload).metadata()]);
    expect([meta.width, meta.height]).toEqual([shownMeta.width, shownMeta.height]);
    // re-encoded once more: the same picture within JPEG noise
    expect(await difference(res.rawPayload, shown.rawPayload)).toBeLessThan(3);
    // rotation and effect may be left out (0, original)
    expect(await difference((await b.get(gs(`uuid=${green.uuid}`))).rawPayload, res.rawPayload)).toBeLessThan(1);
  });

  it('turns the picture counter-clockwise and applies bw or sepia', async () => {
    const b = await signedIn(t, PARENT);
    const plain = (await picturesOf(t, 'Noah Hansen')).find((p) => !p.greenscreen)!;
    const upright = await b.get(gs(`uuid=${plain.uuid}`));
    const turned = await b.get(gs(`uuid=${plain.uuid}&rotation=90&effect=original`));
    expect(turned.statusCode).toBe(200);
    const [u, r] = await Promise.all([sharp(upright.rawPayload).metadata(), sharp(turned.rawPayload).metadata()]);
    expect([r.width, r.height]).toEqual([u.height, u.width]);
    // counter-clockwise: the upright's top-right corner is the turned one's top-left
    const corner = async (img: Buffer, x: number, y: number) =>
      [...(await sharp(img).extract({ left: x, top: y, width: 8, height: 8 }).resize(1, 1).raw().toBuffer())].slice(0, 3);
    const a = await corner(upright.rawPayload, u.width! - 8, 0);
    const c = await corner(turned.rawPayload, 0, 0);
    a.forEach((value, i) => {
      expect(Math.abs(value - c[i]!)).toBeLessThan(12);
    });

    const bw = await means((await b.get(gs(`uuid=${plain.uuid}&effect=bw`))).rawPayload);
    expect(Math.max(...bw) - Math.min(...bw)).toBeLessThan(2);
    const [red, greenMean, blue] = await means((await b.get(gs(`uuid=${plain.uuid}&effect=sepia`))).rawPayload);
    expect(red).toBeGreaterThan(greenMean!);
    expect(greenMean).toBeGreaterThan(blue!);
  });

  it('takes one of the job’s backgrounds; another is 404', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    const [, second] = await t.sql<{ uuid: string }>(
      'SELECT b.uuid FROM green_screen_backgrounds b JOIN subjects s ON s.job = b.job WHERE s.uuid = $1 ORDER BY b.sort, b.import_key',
      [noah],
    );
    const onSecond = await b.get(gs(`uuid=${green.uuid}&background=${second!.uuid}`));
    expect(onSecond.statusCode).toBe(200);
    const shown = await b.get(`${derivative(green.uuid, 800)}?background=${second!.uuid}`);
    expect(await difference(onSecond.rawPayload, shown.rawPayload)).toBeLessThan(3);
    expect((await b.get(gs(`uuid=${green.uuid}&background=00000000-0000-4000-8000-000000000000`))).statusCode).toBe(404);
  });

  it('refuses another customer’s picture (404), a visitor (401), and bad input naming the field (400)', async () => {
    const b = await signedIn(t, PARENT);
    const [noahs] = await picturesOf(t, 'Noah Hansen');
    const [maja] = await picturesOf(t, 'Maja Lie');
    expect((await b.get(gs(`uuid=${maja!.uuid}`))).statusCode).toBe(404);
    // Maja's own parent sees it
    expect((await (await signedIn(t, OTHER)).get(gs(`uuid=${maja!.uuid}`))).statusCode).toBe(200);
    expect((await (await browser(t)).get(gs(`uuid=${noahs!.uuid}`))).statusCode).toBe(401);
    expect(fields(await b.get(gs('rotation=0')))).toEqual(['query.uuid']);
    expect(fields(await b.get(gs('uuid=not-a-uuid')))).toEqual(['query.uuid']);
    expect(fields(await b.get(gs(`uuid=${noahs!.uuid}&rotation=45`)))).toEqual(['query.rotation']);
    expect(fields(await b.get(gs(`uuid=${noahs!.uuid}&effect=neon`)))).toEqual(['query.effect']);
    expect(fields(await b.get(gs(`uuid=${noahs!.uuid}&uuid=${noahs!.uuid}`)))).toEqual(['query.uuid']);
    expect(fields(await b.get(gs(`uuid=${noahs!.uuid}&background=green`)))).toEqual(['query.background']);
  });
});
