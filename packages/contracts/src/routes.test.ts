import { describe, expect, it } from 'vitest';
import { href, matchRoute, ownerOf, routes } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'access'],
    ['/enter-code', 'access'],
    ['/reset-password', 'access'],
    ['/my-account', 'account'],
    ['/my-account/picture-sets/abc/yearbook-pose/p1', 'account'],
    ['/my-account/new-set', 'account'],
    ['/new-picture-set/favorites', 'account'],
    ['/new-picture-set', 'account'],
    ['/my-account/add-picture-set', 'access'],
    ['/my-account/orders', 'checkout'],
    ['/my-account/orders/1234', 'checkout'],
    ['/products', 'catalog'],
    ['/products/packages', 'catalog'],
    ['/products/digital-portraits/s1', 'catalog'],
    ['/products/digitalportraits', 'catalog'],
    ['/products/categories/mugs', 'catalog'],
    ['/products/categories/mugs/white', 'catalog'],
    ['/products/cards', 'catalog'],
    ['/products/cards/christmas', 'catalog'],
    ['/products/packages/pk1', 'editor'],
    ['/products/cards/p1/t1', 'editor'],
    ['/products/calendars/family/p1/t1', 'editor'],
    ['/products/categories/mugs/white/p1/t1', 'editor'],
    ['/shopping-cart/edit/l1', 'checkout'],
    ['/shopping-cart', 'checkout'],
    ['/shopping-cart/retouch', 'checkout'],
    ['/shopping-cart/checkout/payment/receipt/o1', 'checkout'],
    ['/m/shopping-cart/checkout/payment/t1', 'checkout'],
    ['/contact-us', 'shell'],
    ['/pages/about', 'shell'],
    ['/debug', 'shell'],
    ['/studio', 'studio'],
    ['/studio/sign-in', 'studio'],
    ['/studio/portals/fjord', 'studio'],
    ['/studio/portals/fjord/content', 'studio'],
    ['/studio/audit', 'studio'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('a trailing slash is the same route', () => expect(ownerOf('/products/packages/')).toBe('catalog'));
  it('unknown paths have no owner', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/products/mugs')).toBeNull();
    // no module owns a whole prefix: a page it does not have is nobody's ('Page not found', not an empty area)
    expect(ownerOf('/my-account/nope')).toBeNull();
    expect(ownerOf('/my-account/picture-sets/s1/nope')).toBeNull();
    expect(ownerOf('/new-picture-set/nope')).toBeNull();
  });
  it('has no wildcard: every page is named (decision 0016)', () => {
    expect(Object.values(routes).filter((r) => r.path.includes('*'))).toEqual([]);
  });
  it('extracts parameters', () => {
    expect(matchRoute('/products/calendars/family/p1/t1')).toMatchObject({
      name: 'products.category.create',
      params: { type: 'calendars', category: 'family', productUuid: 'p1', templateUuid: 't1' },
    });
    expect(matchRoute('/my-account/orders/o%201')?.params.orderUuid).toBe('o 1');
  });
  it('marks protected routes', () => {
    expect(matchRoute('/shopping-cart')?.protected).toBe(true);
    expect(matchRoute('/')?.protected).toBe(false);
  });
  it('builds links by name, leaving out empty optional segments', () => {
    expect(href('products.type', { type: 'cards' })).toBe('/products/cards');
    expect(href('products.type', { type: 'cards', category: 'x y' })).toBe('/products/cards/x%20y');
    expect(href('myaccount.orders')).toBe('/my-account/orders');
    expect(href('login', {}, { referrer: '/shopping-cart' })).toBe('/login?referrer=%2Fshopping-cart');
    // @ts-expect-error the type checker refuses a missing parameter; at run time it throws
    expect(() => href('receipt')).toThrow(/orderUuid/);
  });
  it('checks the parameters by type (npm test type-checks before it runs tests)', () => {
    // @ts-expect-error a misspelt parameter name does not compile
    expect(() => href('cart.edit', { uid: 'x' })).toThrow(/uuid/);
    // @ts-expect-error an unknown route name does not compile
    expect(() => href('no.such.route')).toThrow();
    expect(href('cart.edit', { uuid: 'l1' })).toBe('/shopping-cart/edit/l1');
  });
});

describe('the studio', () => {
  it('owns /studio and every path under it, on every host', async () => {
    const { isStudioPath } = await import('./routes');
    for (const path of ['/studio', '/studio/', '/studio/nowhere/at/all', '/Studio/Audit']) expect(isStudioPath(path)).toBe(true);
    for (const path of ['/', '/studios', '/my-account/studio', '/pages/studio']) expect(isStudioPath(path)).toBe(false);
    expect(href('studio.content', { portalKey: 'fjord' })).toBe('/studio/portals/fjord/content');
  });
});
