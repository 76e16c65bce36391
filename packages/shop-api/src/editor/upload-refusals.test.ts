/** The test-only refusal of uploads (decision 0061): per customer, only under NODE_ENV=test, never in production. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser } from '../access/testing';
import { configFromEnv, refuseFirstUploadsFromEnv } from '../config';
import type { UserRow } from '../db/schema';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { uploadRefusals } from './upload-refusals';

const UPLOAD = '/system/iframes/upload_internal.php?type=image&json=1&thumbnails=640';

async function upload(b: Browser) {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  const boundary = '----shopRefusalTest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return b.request({ method: 'POST', url: UPLOAD, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('the setting', () => {
  const env = { TEST_REFUSE_FIRST_UPLOADS: '2', TEST_REFUSE_UPLOADS_FOR: 'Refuse-Uploads' };

  it('is read only under NODE_ENV=test, with both variables', () => {
    expect(refuseFirstUploadsFromEnv({ ...env, NODE_ENV: 'test' })).toEqual({ count: 2, email: 'refuse-uploads' });
    expect(refuseFirstUploadsFromEnv({ NODE_ENV: 'test', TEST_REFUSE_FIRST_UPLOADS: '2' })).toBeUndefined();
    expect(refuseFirstUploadsFromEnv({ NODE_ENV: 'test', TEST_REFUSE_UPLOADS_FOR: 'x' })).toBeUndefined();
    expect(refuseFirstUploadsFromEnv({ ...env, NODE_ENV: 'test', TEST_REFUSE_FIRST_UPLOADS: 'many' })).toBeUndefined();
  });

  it('is ignored in production and in development', () => {
    expect(configFromEnv({ ...env, NODE_ENV: 'production', REPO_ROOT: '/tmp' }).refuseFirstUploads).toBeUndefined();
    expect(configFromEnv({ ...env, NODE_ENV: 'development', REPO_ROOT: '/tmp' }).refuseFirstUploads).toBeUndefined();
    expect(configFromEnv({ ...env, REPO_ROOT: '/tmp' }).refuseFirstUploads).toBeUndefined();
  });

  it('is never acted on by a production server, even when its configuration carries it', () => {
    const user = { uuid: 'u1', email: 'kari.refuse-uploads@example.com' } as UserRow;
    const inProduction = uploadRefusals({ count: 2, email: 'refuse-uploads' }, true);
    expect([inProduction(user), inProduction(user), inProduction(user)]).toEqual([false, false, false]);
    const inTest = uploadRefusals({ count: 2, email: 'refuse-uploads' }, false);
    expect([inTest(user), inTest(user), inTest(user)]).toEqual([true, true, false]);
  });
});

describe('POST /system/iframes/upload_internal.php with the setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sharedSeed: true, overrides: { refuseFirstUploads: { count: 2, email: 'refuse-uploads' } } });
  });
  afterAll(() => t?.close());

  it('answers 503 to the first two uploads of a customer it names, then stores the third; other customers are not refused', async () => {
    const named = await browser(t);
    await signIn(t, named, { email: `kari.refuse-uploads.${Date.now()}@example.com` });
    const other = await browser(t);
    await signIn(t, other);
    expect((await upload(other)).statusCode).toBe(200);
    const first = await upload(named);
    expect([first.statusCode, first.json().error]).toEqual([503, 'unavailable']);
    expect((await upload(named)).statusCode).toBe(503);
    expect((await named.get('/api/webshop/user/recent-images')).json()).toEqual([]);
    const third = await upload(named);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ result: 'OK', files: [{ width: 400, height: 300 }] });
    expect((await upload(named)).statusCode).toBe(200);
    // counted per customer: a second customer it names starts from the beginning
    const second = await browser(t);
    await signIn(t, second, { email: `ola.refuse-uploads.${Date.now()}@example.com` });
    expect((await upload(second)).statusCode).toBe(503);
  });
});
