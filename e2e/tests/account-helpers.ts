import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { waitForModule, waitForShell } from '../support/fixtures';

// Helpers of the account journeys (account.spec.ts, account.a11y.spec.ts). Sign-in and registration go
// through the API to keep the journeys fast (the access journeys prove the forms); only failures count
// towards the sign-in limits, and every registration uses a fresh address.

export const PARENT = { email: 'parent@example.com', password: 'parent-demo-1', name: 'Ida Hansen' };
export const OTHER = { email: 'other@example.com', password: 'other-demo-1', name: 'Per Lie' };

let counter = 0;
export const freshEmail = (label: string) => `account-${label}-${Date.now()}-${counter++}@example.com`;

interface Set {
  uuid: string;
  subject: { name: string };
  qualifyForSelectOwnFavorites: boolean;
  job: { yearbookPoseSelection: { poses: { uuid: string; name: string }[] } };
  pictures: { uuid: string; webshopId: number; pictureType: 'IP' | 'SFP' | 'GP'; bought: boolean; isUserFavorite: boolean; images: { w320: string } }[];
}

export async function csrf(api: APIRequestContext): Promise<string> {
  const user = await api.get('/api/webshop/user');
  expect(user.ok()).toBe(true);
  const { cookies } = await api.storageState();
  const token = cookies.find((c) => c.name === 'shop_csrf')?.value;
  expect(token, 'shop_csrf cookie').toBeTruthy();
  return token!;
}

/** Signs in with the API in the given request context (page.request shares the page's cookies). */
export async function apiSignIn(api: APIRequestContext, email: string, password: string) {
  const token = await csrf(api);
  const res = await api.post('/api/webshop/auth/login', { headers: { 'x-csrf-token': token }, data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

const ownNetwork = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Creates an account (signed in afterwards in that context); with `code` the picture set is added. */
export async function apiRegister(api: APIRequestContext, email: string, password: string, code = '') {
  const token = await csrf(api);
  const res = await api.post('/ajax/create.php', {
    // a parent of their own network (the e2e server trusts this machine as its proxy: shop-server.mjs)
    headers: { 'x-csrf-token': token, 'x-forwarded-for': ownNetwork() },
    data: { email, code, mobile: '91234567', password, confirm_password: password, acceptmail: null, termsofservice: true },
  });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(body.error, JSON.stringify(body)).toBeUndefined();
  // the code's set is in another test's account already (a shared shop): the customer confirms it (issue 15)
  if (body.warning) {
    const confirmed = await api.post('/api/webshop/user/pending-picture-set', { headers: { 'x-csrf-token': await csrf(api) }, data: { confirm: true } });
    expect(confirmed.status()).toBe(200);
    return (await confirmed.json()) as { subjectUuid?: string };
  }
  return body as { subjectUuid?: string };
}

/** A separate cookie jar (another browser, as far as the server knows) on the shop at `baseURL`. */
export function newApi(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

export async function pictureSets(api: APIRequestContext): Promise<Set[]> {
  const res = await api.get('/api/webshop/user/picture-sets');
  expect(res.status()).toBe(200);
  return (await res.json()).pictureSets as Set[];
}

export async function setOf(api: APIRequestContext, name: string): Promise<Set> {
  const set = (await pictureSets(api)).find((s) => s.subject.name === name);
  expect(set, `${name} in the account`).toBeTruthy();
  return set!;
}

/** Opens a page and waits until it is live: the shell's header, and the page's module (a server-rendered page taken over). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForShell(page);
  await waitForModule(page);
}

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
