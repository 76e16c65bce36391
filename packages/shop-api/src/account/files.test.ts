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

const derivative = (p: string, w: number | string) => `/api/webshop/pictures/${p}/${w}`;
const download = (p: string, bg?: string) => `/api/webshop/downloads/pictures/${p}${bg ? `?background=${bg}` : ''}`;
const backgroundsOf = async (subject: string) =>
  t.sql<{ uuid: string }>('SELECT b.uuid FROM green_screen_backgrounds b JOIN subjects s ON s.job = b.job WHERE s.uuid = $1 ORDER BY b.sort, b.import_key', [
    subject,
  ]);

describe('GET /api/webshop/pictures/:pictureUuid/:width', () => {
  it('serves the 320, 640 and 800 JPEG derivatives to the owner with ETag and a private cache; 304 on a match', async () => {
    const b = await signedIn(t, PARENT);
    const [pic] = await picturesOf(t, 'Noah Hansen');
    for (const w of [320, 640, 800]) {
      const res = await b.get(derivative(pic!.uuid, w));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(w);
      const again = await b.get(derivative(pic!.uuid, w), { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers 404 for an unknown width, a picture of another account (Maja) and an unknown picture; 401 to a visitor', async () => {
    const b = await signedIn(t, PARENT);
    const [pic] = await picturesOf(t, 'Noah Hansen');
    const [maja] = await picturesOf(t, 'Maja Lie');
    expect((await b.get(derivative(pic!.uuid, 500))).statusCode).toBe(404);
    expect((await b.get(derivative(pic!.uuid, '320x'))).statusCode).toBe(404);
    expect((await b.get(derivative(maja!.uuid, 320))).statusCode).toBe(404);
    expect((await b.get(derivative('not-a-uuid', 320))).statusCode).toBe(404);
    expect((await (await browser(t)).get(derivative(pic!.uuid, 320))).statusCode).toBe(401);
    // and Maja's owner gets it
    expect((await (await signedIn(t, OTHER)).get(derivative(maja!.uuid, 320))).statusCode).toBe(200);
  });
});

describe('GET /api/webshop/downloads/pictures/:pictureUuid', () => {
  it("downloads Noah's bought IP picture at full size as an attachment", async () => {
    const b = await signedIn(t, PARENT);
    const ip = (await picturesOf(t, 'Noah Hansen')).find((p) => p.picture_type === 'IP' && !p.greenscreen)!;
    const res = await b.get(download(ip.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="\d+\.jpg"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([ip.width, ip.height]);
  });

  it("answers 403 'Not bought' for an unbought picture (SFP, GP) whatever the URL, 404 for Maja's, 401 to a visitor, 400 for a bad background", async () => {
    const b = await signedIn(t, PARENT);
    const pics = await picturesOf(t, 'Noah Hansen');
    const sfp = pics.find((p) => p.picture_type === 'SFP')!;
    const gp = pics.find((p) => p.picture_type === 'GP')!;
    for (const url of [download(sfp.uuid), download(gp.uuid), download(sfp.uuid, 'transparent')]) {
      const res = await b.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'not_bought', message: 'Not bought' });
    }
    const [maja] = await picturesOf(t, 'Maja Lie');
    expect((await b.get(download(maja!.uuid))).statusCode).toBe(404);
    expect((await (await browser(t)).get(download(pics[0]!.uuid))).statusCode).toBe(401);
    const bad = await b.get(download(pics[0]!.uuid, 'purple'));
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['query.background']);
  });

  it('a bought green-screen picture: transparent gives a PNG cut-out with transparent corners; a job background gives an opaque composite', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    const png = await b.get(download(green.uuid, 'transparent'));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const img = sharp(png.rawPayload);
    const meta = await img.metadata();
    expect(meta.hasAlpha).toBe(true);
    expect([meta.width, meta.height]).toEqual([green.width, green.height]);
    const { data, info } = await sharp(png.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    for (const [x, y] of [
      [0, 0],
      [info.width - 1, 0],
      [0, info.height - 1],
      [info.width - 1, info.height - 1],
    ])
      expect(alphaAt(x!, y!)).toBe(0);
    const stats = await sharp(png.rawPayload).stats();
    expect(stats.channels[3]!.max).toBe(255);
    expect(stats.isOpaque).toBe(false);

    const [bg] = await backgroundsOf(noah);
    const jpg = await b.get(download(green.uuid, bg!.uuid));
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.headers['content-disposition']).toContain('attachment');
    expect((await sharp(jpg.rawPayload).stats()).isOpaque).toBe(true);
    expect((await sharp(jpg.rawPayload).metadata()).width).toBe(green.width);

    // a background of another job, and a background for a picture that is not green-screen
    expect((await b.get(download(green.uuid, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const plain = (await picturesOf(t, 'Noah Hansen')).find((p) => p.picture_type === 'IP' && !p.greenscreen)!;
    expect(fields(await b.get(download(plain.uuid, 'transparent')))).toEqual(['query.background']);
  });
});

describe('green-screen pictures in thumbnails and the viewer', () => {
  /** How green the picture's corners are (the subject is in the middle; the raw backdrop is green). */
  const cornerGreenness = async (jpeg: Buffer) => {
    const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return data[i + 1]! - Math.max(data[i]!, data[i + 2]!);
    };
    return Math.max(at(2, 2), at(info.width - 3, 2), at(2, info.height - 3), at(info.width - 3, info.height - 3));
  };

  it('shows them on the job default background, or on the one asked for; never on the raw green', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    const [first, second] = await backgroundsOf(noah);

    const shown = await b.get(derivative(green.uuid, 320));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(320);
    expect(await cornerGreenness(shown.rawPayload)).toBeLessThan(40);
    const onFirst = await b.get(`${derivative(green.uuid, 320)}?background=${first!.uuid}`);
    expect(Buffer.compare(onFirst.rawPayload, shown.rawPayload)).toBe(0);

    const onSecond = await b.get(`${derivative(green.uuid, 800)}?background=${second!.uuid}`);
    expect(onSecond.statusCode).toBe(200);
    expect((await sharp(onSecond.rawPayload).metadata()).width).toBe(800);
    expect(onSecond.headers.etag).not.toBe(shown.headers.etag);
    // cached: the same bytes and a 304 for the same ETag
    expect(
      (await b.request({ url: `${derivative(green.uuid, 800)}?background=${second!.uuid}`, headers: { 'if-none-match': String(onSecond.headers.etag) } }))
        .statusCode,
    ).toBe(304);
  });

  it('refuses a background that is not a uuid (400) or not of the picture job (404)', async () => {
    const b = await signedIn(t, PARENT);
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    expect(fields(await b.get(`${derivative(green.uuid, 320)}?background=green`))).toEqual(['query.background']);
    expect((await b.get(`${derivative(green.uuid, 320)}?background=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe('backgrounds', () => {
  it('get_image_backgrounds.php lists the job backgrounds for a green-screen picture (first default), [] for others', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const pics = await picturesOf(t, 'Noah Hansen');
    const green = pics.find((p) => p.greenscreen)!;
    const res = await b.get(`/ajax/template/get_image_backgrounds.php?uuid=${green.uuid}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { uuid: string; src: string; default: boolean }[];
    expect(list.map((x) => x.uuid)).toEqual((await backgroundsOf(noah)).map((x) => x.uuid));
    expect(list.map((x) => x.default)).toEqual([true, false, false]);
    expect(list[0]!.src).toBe(`/api/webshop/green-screen-backgrounds/files/${list[0]!.uuid}`);
    const file = await b.get(list[0]!.src);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, max-age=86400');

    const plain = pics.find((p) => !p.greenscreen)!;
    expect((await b.get(`/ajax/template/get_image_backgrounds.php?uuid=${plain.uuid}`)).json()).toEqual([]);
  });

  it('refuses bad input (400), a visitor (401), and another account (404) for the list and the files', async () => {
    const b = await signedIn(t, PARENT);
    const bad = await b.get('/ajax/template/get_image_backgrounds.php?uuid=nope');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['query.uuid']);
    const green = (await picturesOf(t, 'Noah Hansen')).find((p) => p.greenscreen)!;
    expect((await (await browser(t)).get(`/ajax/template/get_image_backgrounds.php?uuid=${green.uuid}`)).statusCode).toBe(401);
    const [maja] = await picturesOf(t, 'Maja Lie');
    expect((await b.get(`/ajax/template/get_image_backgrounds.php?uuid=${maja!.uuid}`)).statusCode).toBe(404);
    const [bg] = await backgroundsOf(await subjectUuid(t, 'Noah Hansen'));
    expect((await (await browser(t)).get(`/api/webshop/green-screen-backgrounds/files/${bg!.uuid}`)).statusCode).toBe(401);
    expect((await b.get('/api/webshop/green-screen-backgrounds/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
