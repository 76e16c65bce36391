// Measures the JavaScript a page really downloads, gzip -9 per file (independent of the server's own compression).
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  /** The shell's own first-load JS, shared dependencies it provides included. */
  shellFirstLoadKB: 210,
  /** Everything a first visit to the front page downloads. */
  frontPageTotalKB: 250,
  /** The checkout remote's own code on a first visit to /shopping-cart (issue 7). */
  cartCheckoutOwnKB: 60,
  /** The catalogue remote's own code on a first visit to a template list (issue 9). */
  catalogOwnKB: 60,
  /** The editor remote's own code on a first visit to its route, konva included (issue 10). */
  editorOwnKB: 150,
};

/**
 * konva is bundled into the editor's page chunks (not a chunk of its own, so a file name says nothing):
 * these strings are konva's own messages and links, found in no other library the shop ships.
 */
const KONVA_MARKERS = ['Konva error: ', 'konvajs.org'];
export const isKonva = (source) => KONVA_MARKERS.some((marker) => source.includes(marker));

/**
 * Opens `url` in a fresh page, waits until the front page's content is painted and the network is idle,
 * and returns the gzipped size of every JS file fetched, grouped as shell (/assets/) or remote (/remotes/<name>/),
 * and which of them carry konva (`konva`: their paths).
 */
export async function measureFirstVisit(browser, url, waitFor, { prepare } = {}) {
  const context = await browser.newContext({ baseURL: new URL(url).origin });
  // prepare(context): sign in, fill a cart… through context.request, before the page loads.
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const scripts = new Map();
  const konva = new Set();
  page.on('response', async (response) => {
    const u = new URL(response.url());
    if (!u.pathname.endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.set(u.pathname, gzipSync(body, { level: 9 }).length);
      if (isKonva(body.toString('utf8'))) konva.add(u.pathname);
    } catch {
      /* a response without a body (redirect) */
    }
  });
  await page.goto(url);
  if (waitFor) await page.locator(waitFor).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...scripts.entries()].map(([path, gzip]) => ({
    path,
    gzip,
    owner: path.startsWith('/remotes/') ? path.split('/')[2] : 'shell',
  }));
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  return {
    files,
    konva: [...konva],
    shellBytes: sum(files.filter((f) => f.owner === 'shell')),
    totalBytes: sum(files),
    byOwner: Object.fromEntries([...new Set(files.map((f) => f.owner))].map((o) => [o, sum(files.filter((f) => f.owner === o))])),
  };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Whether `bytes` passes a budget in KB (1 KB = 1,024 bytes), compared in bytes: kb() rounds for display only. */
export const overBudget = (bytes, budgetKB) => bytes > budgetKB * 1024;

/** A new customer with the picture set of EMMA2026, signed in in the given browser context; returns its request context. */
async function newCustomer(context) {
  const api = context.request;
  const csrf = async () => (await context.cookies()).find((c) => c.name === 'shop_csrf')?.value;
  await api.get('/api/webshop/user');
  const email = `bundle-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const register = await api.post('/ajax/create.php', {
    headers: { 'x-csrf-token': await csrf() },
    data: {
      email,
      code: 'EMMA2026',
      mobile: '91234567',
      password: 'bundle-Passw0rd-1',
      confirm_password: 'bundle-Passw0rd-1',
      acceptmail: null,
      termsofservice: true,
    },
  });
  if (register.status() !== 200) throw new Error(`register: ${register.status()} ${await register.text()}`);
  // Emma's set may be in another test's account already: the customer confirms taking it (issue 15).
  if ((await register.json()).warning) {
    const confirmed = await api.post('/api/webshop/user/pending-picture-set', { headers: { 'x-csrf-token': await csrf() }, data: { confirm: true } });
    if (confirmed.status() !== 200) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
  }
  return { api, csrf };
}

/** The editor's route for the demo card 'Snowy Christmas' (/products/cards/{productUuid}/{templateUuid}). */
export async function editorPath(api) {
  const templates = await (await api.get('/api/webshop/templates/cards')).json();
  const card = templates.find((t) => t.name === 'Snowy Christmas');
  if (!card) throw new Error('the demo card Snowy Christmas is missing');
  return `/products/cards/${card.product.uuid}/${card.uuid}`;
}

/**
 * A signed-in customer's first visit to the editor's route until konva has drawn the canvas: the editor's
 * own code there (`byOwner.editor`) is what its budget counts, konva included.
 */
export async function measureEditorVisit(browser, origin) {
  const probe = await browser.newContext({ baseURL: origin });
  const path = await editorPath(probe.request);
  await probe.close();
  return measureFirstVisit(browser, `${origin}${path}`, 'canvas', {
    prepare: async (context) => {
      await newCustomer(context);
    },
  });
}

/**
 * A new customer (with the picture set of EMMA2026) with ten cards in the cart, in the given browser
 * context: what a first visit to /shopping-cart needs. Uses the shop's own calls.
 */
export async function newCustomerWithCards(context) {
  const { api, csrf } = await newCustomer(context);
  const products = (await (await api.get('/api/webshop/products')).json()).products;
  const cards = products.find((p) => p.type === 2);
  const sets = (await (await api.get('/api/webshop/user/picture-sets')).json()).pictureSets;
  const picture = sets[0].pictures[0];
  const add = await api.post('/api/webshop/cart/lines', {
    headers: { 'x-csrf-token': await csrf() },
    data: {
      lines: [
        {
          type: 2,
          product: { uuid: cards.uuid },
          quantity: 10,
          template: { uuid: '7e3a0000-0000-4000-8000-000000000001', name: 'Classic', categories: [] },
          templateData: { year: 2026, userResources: [{ id: 'image1', image: { uuid: picture.uuid } }] },
        },
      ],
    },
  });
  if (add.status() !== 200) throw new Error(`add lines: ${add.status()} ${await add.text()}`);
}
