import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformApi } from '@shop/contracts';
import { STAFF_CSRF_COOKIE, studioApi } from '@shop/contracts/studio';
import { ApiError, call, STUDIO_CSRF, wrapError } from './index';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the staff session's token with a studio call and the customer's with a shop call", async () => {
    vi.stubGlobal('document', { cookie: `shop_csrf=customer-token; ${STAFF_CSRF_COOKIE}=staff-token` });
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await call(studioApi.staffSignOut);
    await call(platformApi.debugStop, { params: { id: '00000000-0000-4000-8000-000000000001' } });
    const headers = fetchMock.mock.calls.map((c) => ((c as unknown[])[1] as RequestInit).headers as Record<string, string>);
    expect(headers.map((h) => h['x-csrf-token'])).toEqual(['staff-token', 'customer-token']);
    expect(STUDIO_CSRF.cookie).toBe(STAFF_CSRF_COOKIE);
  });

  it('fills the path and parses the answer with the contract', async () => {
    const fetchMock = answer(200, { modules: [{ id: 't', type: 'Title', text: 'Hello' }] });
    vi.stubGlobal('fetch', fetchMock);
    const page = await call(platformApi.legacyPage, { params: { id: 'about' } });
    expect(page.modules[0]).toMatchObject({ type: 'Title', text: 'Hello' });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/webshop/legacy-pages/about');
  });

  it('turns an error answer into an ApiError with the named fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'validation',
        message: 'Invalid request: body.lang',
        fields: [{ field: 'body.lang', message: 'Must be a two-letter language code' }],
      }),
    );
    const error = await call(platformApi.setLanguage, { body: { lang: 'xx' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors()).toEqual({ lang: 'Must be a two-letter language code' });
  });

  it('rejects an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', answer(200, { nope: true }));
    await expect(call(platformApi.cartSummary)).rejects.toThrow(/Unexpected answer/);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await call(platformApi.cartSummary).catch((e) => e);
    expect(error.isNetworkError).toBe(true);
  });

  it('wraps errors with the spec text', () => {
    expect(wrapError('Failed to create checkout', new Error('timeout')).message).toBe('Failed to create checkout: timeout');
  });
});
