/**
 * The server on S3 (FILES_URL=s3://…, s3rver on a loopback port): a photo job imported into the bucket
 * has its pictures served from there (what another instance sees too), and so has a generated image; an
 * upload is stored in the bucket and served back; a file the bucket lost is a logged 404, not a 500.
 * The database is the shared seed (its files on the local folder): the test imports the one small demo
 * job (the club's) into the bucket itself, which keeps the file at a few seconds.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT, picturesOf, signedIn } from '../account/testing';
import { customer } from '../commerce/testing';
import { QUEUES } from '../jobs';
import { derivativePath, importJob } from '../photojobs';
import { createTestApp, type TestApp } from '../testing/harness';
import { type FileStorage, s3Storage } from '.';
import { startTestS3, type TestS3, withEnv } from './testing';

let s3: TestS3;
let restoreEnv: () => void;
let t: TestApp;
/** The bucket as another instance sees it: its own client, the same prefix. */
let bucket: FileStorage;
const warnings: { msg: string; key?: string }[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  restoreEnv = withEnv(s3.env);
  const logs = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) warnings.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ sharedSeed: true, overrides: { filesUrl: `s3://${s3.bucket}/shop`, logger: { level: 'warn', stream: logs } } });
  bucket = s3Storage({ bucket: s3.bucket, prefix: 'shop' });
  // the club's demo job, imported again through the server's storage: its originals and derivatives go to the
  // bucket. The seed made its derivatives in the local folder: this installation's bucket has none of them yet
  await t.sql('DELETE FROM derivatives_made');
  await t.sql("DELETE FROM pgboss.job WHERE name = 'derivatives'");
  const folder = join(t.app.shop.config.filesDir, 'demo-jobs', 'nordlys-if-2026');
  const summary = await importJob(t.app.shop.db, { storage: t.app.shop.storage }, folder, { portal: 'club', log: () => {} });
  expect(summary.job.key).toBe('nordlys-if-2026');
  expect(summary.files.derivativesQueued).toBeGreaterThan(0);
  await t.app.shop.jobs.settle([QUEUES.derivatives]);
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
  restoreEnv?.();
  await s3?.stop();
});

describe('the server with FILES_URL=s3://…', () => {
  it('serves an imported job’s pictures and a generated image from the bucket', async () => {
    expect(t.app.shop.storage.kind).toBe('s3');
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    await bucket.put('static/demo/from-the-bucket.jpg', jpeg);
    const image = await t.client().get('/static/demo/from-the-bucket.jpg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    expect((await t.client().get('/static/demo/not-there.jpg')).statusCode).toBe(404);

    const { b } = await customer(t, ['Astrid Nilsson'], { host: 'club.localhost', portal: 'club' });
    const [pic] = await picturesOf(t, 'Astrid Nilsson');
    const [row] = await t.sql<{ path: string; sha: string }>('SELECT original_path AS path, sha256 AS sha FROM pictures WHERE uuid = $1', [pic!.uuid]);
    expect(await bucket.head(row!.path)).not.toBeNull();
    const res = await b.get(`/api/webshop/pictures/${pic!.uuid}/640`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    expect(res.rawPayload.equals((await bucket.read(derivativePath(row!.sha, 640, 'jpeg')))!)).toBe(true);
    expect((await b.get(`/api/webshop/pictures/${pic!.uuid}/640`, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('draws a picture the job queue has not made yet from its original, without keeping or caching it', async () => {
    const { b } = await customer(t, ['Astrid Nilsson'], { host: 'club.localhost', portal: 'club' });
    const [pic] = await picturesOf(t, 'Astrid Nilsson');
    const [row] = await t.sql<{ sha: string }>('SELECT sha256 AS sha FROM pictures WHERE uuid = $1', [pic!.uuid]);
    const key = derivativePath(row!.sha, 320, 'jpeg');
    await bucket.delete(key);
    const res = await b.get(`/api/webshop/pictures/${pic!.uuid}/320`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    // only the job writes derivatives
    expect(await bucket.head(key)).toBeNull();
  });

  it('keeps an upload in the bucket and serves it back to its owner', async () => {
    const b = await signedIn(t, PARENT);
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7f62' } })
      .jpeg()
      .toBuffer();
    const boundary = '----shopstorage';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="lake.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await b.request({
      method: 'POST',
      url: '/system/iframes/upload_internal.php?type=image&json=1&thumbnails=640',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode).toBe(200);
    const [file] = up.json().files;
    const [row] = await t.sql<{ path: string }>('SELECT path FROM user_uploads WHERE uuid = $1', [file.uuid]);
    // the original at once, its sizes by the job queue
    expect(await bucket.list(`${row!.path}/`)).toContain(`${row!.path}/original.jpg`);
    await t.app.shop.jobs.settle([QUEUES.derivatives]);
    expect(await bucket.list(`${row!.path}/`)).toEqual(['original', 'w1600', 'w320', 'w640'].map((n) => `${row!.path}/${n}.jpg`));
    const served = await b.get(file.thumbnail);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('answers 404 for a file the bucket lost, and logs its key', async () => {
    const { b } = await customer(t, ['Astrid Nilsson'], { host: 'club.localhost', portal: 'club' });
    const [, pic] = await picturesOf(t, 'Astrid Nilsson');
    const [row] = await t.sql<{ path: string; sha: string }>('SELECT original_path AS path, sha256 AS sha FROM pictures WHERE uuid = $1', [pic!.uuid]);
    // the original and its derivatives are gone (a bucket restored from an old backup)
    for (const key of [row!.path, ...(await bucket.list(`${derivativePath(row!.sha, 320, 'jpeg').split('/').slice(0, -1).join('/')}/`))])
      await bucket.delete(key);
    const res = await b.get(`/api/webshop/pictures/${pic!.uuid}/320`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    expect(warnings).toContainEqual(expect.objectContaining({ msg: 'stored file missing', key: row!.path }));
  });
});
