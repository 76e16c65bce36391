import { describe, expect, it, vi } from 'vitest';
import { api } from '@shop/contracts';
import { apiError, handler, mswPath } from './handlers';
import { emptyCart, shopSettings } from './fixtures';
import { server, installMockServer } from './server';

installMockServer();

describe('contract handlers', () => {
  it('turn contract paths into msw paths for any origin', () => {
    expect(mswPath('/api/webshop/legacy-pages/:id')).toBe('*/api/webshop/legacy-pages/:id');
    expect(mswPath('/api/x/:id(^\\d+$)/y')).toBe('*/api/x/:id/y');
    expect(mswPath('/ajax/create.php')).toBe('*/ajax/create.php');
  });

  it('answer with the value, read params and the JSON body', async () => {
    server.use(
      handler(api.legacyPage, ({ params }) => ({ modules: [{ id: String(params.id), type: 'Title', text: 'Hi' }] })),
      handler(api.setLanguage, ({ body }) => ({ lang: body!.lang })),
    );
    const page = await fetch('http://shop.test/api/webshop/legacy-pages/about').then((r) => r.json());
    expect(page).toEqual({ modules: [{ id: 'about', type: 'Title', text: 'Hi' }] });
    const lang = await fetch('http://shop.test/api/webshop/user/language', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'nb' }),
    }).then((r) => r.json());
    expect(lang).toEqual({ lang: 'nb' });
  });

  it('refuse a mock answer that breaks the contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler(api.cartSummary, () => ({ itemCount: 'two' }) as never));
    const response = await fetch('http://shop.test/api/webshop/cart/summary');
    expect(response.status).toBe(500);
    expect(String(log.mock.calls.flat().join(' '))).toContain('breaks the contract');
    log.mockRestore();
  });

  it('answer a request that breaks the contract with the 400 the server gives, without calling the resolver', async () => {
    const resolve = vi.fn(() => ({ exists: true }));
    server.use(handler(api.userExistsByEmail, resolve));
    const response = await fetch('http://shop.test/sections/prophoto/ajax/user_exists_by_email.php?email=not-an-address');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation', message: expect.stringContaining('Invalid email') });
    expect(resolve).not.toHaveBeenCalled();
    expect(await fetch('http://shop.test/sections/prophoto/ajax/user_exists_by_email.php?email=a%40example.org').then((r) => r.json())).toEqual({
      exists: true,
    });
  });

  it('answer errors in the server format', async () => {
    server.use(handler(api.privacyPolicy, () => apiError(404, 'No policy')));
    const response = await fetch('http://shop.test/api/webshop/privacy-policy');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No policy' });
  });

  it('have defaults for the calls every module makes', async () => {
    expect(await fetch('http://shop.test/api/webshop/shop-settings').then((r) => r.json())).toEqual(shopSettings);
    expect(await fetch('http://shop.test/api/webshop/cart/summary').then((r) => r.json())).toEqual(emptyCart);
  });
});
