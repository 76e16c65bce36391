import type { User } from '@shop/contracts';
import type { PictureSet } from '@shop/contracts/account';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import type { FirstViewRequest } from '@shop/contracts/first-view';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureSetFixture } from './features/picture-sets/testing/fixtures';
import { render } from './server';

// The account's server entry renders a signed-in customer's page as that customer (decision 0066). In the shop
// server one worker renders every customer's pages in turn, with one store and one query cache: nothing of one
// render may reach the next. Here the entry runs in Node as in that worker; its reads (decision 0036) are
// answered for the customer whose render it is, as the shop server answers them with the page's own cookies.

const customer = (name: string, uuid: string): User => ({
  uuid,
  name,
  emailAddress: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  lang: 'en',
  mobilePhone: '',
  acceptMail: null,
  isAnonymousUser: false,
  isSimulated: false,
  address: { address: '', address2: '', postalCode: '', city: '', state: '' },
});
const IDA = customer('Ida Hansen', '1da00000-0000-4000-8000-000000000001');
const PER = customer('Per Lie', '9e700000-0000-4000-8000-000000000002');
const named = (n: number, name: string): PictureSet => {
  const set = pictureSetFixture(n, {}, 6);
  return { ...set, subject: { ...set.subject, name } };
};
const SETS: Record<string, PictureSet[]> = { [IDA.uuid]: [named(1, 'Noah Hansen')], [PER.uuid]: [named(2, 'Maja Lie')] };

/** Whose render is running, i.e. whose cookies the shop server would read with; null: the read fails. */
let readsAs: User | null = null;
const reads: string[] = [];
const nodeFetch = globalThis.fetch;
beforeEach(() => {
  reads.length = 0;
  globalThis.fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    reads.push(url);
    if (!readsAs || url !== '/api/webshop/user/picture-sets') throw new TypeError('the shop server did not answer the read');
    return new Response(JSON.stringify({ pictureSets: SETS[readsAs.uuid] }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = nodeFetch;
});

const request = (user: User, url = '/my-account/picture-sets'): FirstViewRequest =>
  ({ url, lang: 'en', shop: null, page: null, user, readTimeoutMs: 2000 }) as unknown as FirstViewRequest;

async function renderFor(user: User, readAs: User | null = user) {
  readsAs = readAs;
  const view = await render(request(user));
  expect(view).not.toBeNull();
  return view!;
}

describe('the account’s server entry', () => {
  it('renders a customer’s picture sets with their data, and the next customer’s with theirs only', async () => {
    const ida = await renderFor(IDA);
    expect(ida.html).toMatch(/<h1[^>]*>My picture sets<\/h1>/);
    expect(ida.html).toContain('>Noah Hansen</a></h2>');
    // the answer goes with the page (the browser's first render equals the server's) …
    expect(ida.head).toContain('"name":"Noah Hansen"');
    // … and the first card's pictures are asked for in <head>, at once (the page's largest paint)
    expect(ida.head).toMatch(/^<link rel="preload" as="image" imageSrcSet="\/api\/webshop\/pictures\/[^"]+\/320 320w/);
    expect(ida.html).not.toContain('<link');
    expect(ida.html).toContain('fetchPriority="high"');

    const per = await renderFor(PER);
    expect(per.html).toContain('>Maja Lie</a></h2>');
    expect(`${per.html}${per.head}`).not.toContain('Noah Hansen');
    expect(`${ida.html}${ida.head}`).not.toContain('Maja Lie');
  });

  it('a read that fails leaves the page loading, with nothing of the customer before', async () => {
    await renderFor(IDA);
    const failed = await renderFor(PER, null);
    expect(reads).toContain('/api/webshop/user/picture-sets');
    expect(failed.html).toContain('role="status"');
    expect(`${failed.html}${failed.head}`).not.toContain('Noah Hansen');
    expect(failed.head).not.toContain('shop-initial-answers');
  });

  it('leaves the forms to the browser (a box ticked before the page’s script runs would not count)', async () => {
    readsAs = IDA;
    expect(await render(request(IDA, '/my-account/share'))).toBeNull();
    expect(await render(request(IDA, '/my-account/contact-info'))).toBeNull();
    expect(await render(request(IDA, `/my-account/picture-sets/${SETS[IDA.uuid]![0]!.uuid}`))).not.toBeNull();
  });

  it('starts every render from an empty store: what one customer’s page set is not there for the next', async () => {
    sessionStore.set(currentPictureSetAtom, SETS[IDA.uuid]![0]!.uuid);
    await renderFor(PER);
    expect(sessionStore.get(currentPictureSetAtom)).toBeNull();
  });
});
