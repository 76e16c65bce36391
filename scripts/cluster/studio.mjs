// The studio's part of the cluster test: staff work as they do in the browser, through one instance's HTTP.
// The Fjord operator signs in (and, since the cluster runs in production mode where a second factor is
// required, enrols an authenticator first, as a new member does on their first sign-in), uploads a job zip
// with tus-js-client through @tus/server, and calls the studio's JSON calls with the studio's CSRF token.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { Client, expectThat, waitFor } from './client.mjs';

const requireShop = createRequire(path.join(ROOT, 'packages/shop-api/package.json'));
const requireStudio = createRequire(path.join(ROOT, 'mfe-studio/package.json'));
const { authenticator } = requireShop('otplib');
const { Upload } = requireStudio('tus-js-client');

export const OPERATOR = { email: 'operator@example.com', password: 'operator-demo-1' };
/** The tus endpoint (PHOTO_JOB_UPLOAD_RULES.tusPath in @shop/contracts). */
const TUS_PATH = '/api/studio/photo-job-uploads';

/** The authenticator secret enrolled in this run, by e-mail: a later sign-in answers with its code. */
const secrets = new Map();

/**
 * `who` signed in to the studio on `url`: the sign-in form's calls (the session call sets the CSRF cookie,
 * the sign-in proves it), the second factor's code when one is enrolled, the enrolment when one is required.
 */
export async function staffAt(url, who = OPERATOR) {
  const staff = new Client(url);
  const session = await staff.get('/api/studio/session');
  expectThat(session.status === 200 && staff.cookies.has('shop_staff_csrf'), 'the studio hands out its CSRF cookie', session.status);
  let res = await staff.post('/api/studio/sign-in', { email: who.email, password: who.password });
  if (res.status === 200 && res.body.status === 'second-factor') {
    expectThat(secrets.has(who.email), 'a second factor enrolled in this run', who.email);
    res = await staff.post('/api/studio/sign-in', { ...who, code: authenticator.generate(secrets.get(who.email)) });
  }
  expectThat(res.status === 200 && res.body.status === 'signed-in', `${who.email} signs in to the studio`, res.body);
  if (res.body.staff.mustEnrol) {
    const start = await staff.post('/api/studio/totp/start');
    expectThat(start.status === 200 && start.body.secret, 'the enrolment starts', start.body);
    const confirm = await staff.post('/api/studio/totp/confirm', { code: authenticator.generate(start.body.secret) });
    expectThat(confirm.status === 200 && confirm.body.staff.totpEnrolled, 'the authenticator is enrolled', confirm.body);
    secrets.set(who.email, start.body.secret);
  }
  return staff;
}

/**
 * Sends `zip` (bytes) as `fileName` for `portal` with tus, in 2 parts, as the studio's page does: the upload's
 * id and the instances that took its requests. With `resumeWith` (the same staff on another instance) the
 * upload stops after its first part and goes on there, as after a lost connection behind a balancer: that
 * instance asks the store how far it got (HEAD: the parts and the unfinished part in the bucket) and takes the rest.
 */
export async function tusUpload(staff, zip, fileName, portal, resumeWith) {
  const parts = [];
  const send = (client, options) =>
    new Promise((resolve, reject) => {
      const upload = new Upload(zip, {
        ...options,
        metadata: { portal, filename: fileName },
        chunkSize: Math.ceil(zip.length / 2),
        // the cookies and CSRF token of the moment (a session's cookies do not change during an upload)
        headers: client.headersFor(TUS_PATH),
        retryDelays: [],
        onChunkComplete: (_size, accepted) => {
          parts.push({ at: client.base, accepted });
          if (resumeWith && client === staff) upload.abort().then(() => resolve(upload.url));
        },
        onError: reject,
        onSuccess: () => resolve(upload.url),
      });
      upload.start();
    });
  let url = await send(staff, { endpoint: `${staff.base}${TUS_PATH}` });
  const id = url.split('/').pop();
  if (resumeWith && parts.at(-1).accepted < zip.length) url = await send(resumeWith, { uploadUrl: `${resumeWith.base}${TUS_PATH}/${id}` });
  return { id, parts };
}

/** Polls the import until `done(import)` answers true (bounded): the last import seen. */
export async function awaitImport(staff, portal, uuid, done, timeoutMs) {
  let last;
  await waitFor(
    async () => {
      const res = await staff.get(`/api/studio/portals/${portal}/photo-job-imports/${uuid}`);
      expectThat(res.status === 200, 'the import is there', res.body);
      last = res.body;
      if (last.state === 'failed' || last.state === 'problems') return true;
      return done(last);
    },
    { timeoutMs, everyMs: 250 },
  );
  return last;
}
