import { describe, expect, it } from 'vitest';
import { isActiveFor, shellPagesActive } from './activity';
import { guardRedirect } from './route-guard';

const modules = [
  { name: 'access' as const, manifestUrl: '/remotes/access/mf-manifest.json', enabled: true },
  { name: 'catalog' as const, manifestUrl: '/remotes/catalog/mf-manifest.json', enabled: true },
];

describe('single-spa activity from the route table', () => {
  it('activates a remote on its own routes only', () => {
    expect(isActiveFor('access', '/')).toBe(true);
    expect(isActiveFor('access', '/products/packages')).toBe(false);
    expect(isActiveFor('catalog', '/products/packages')).toBe(true);
  });
  it('shows the shell pages for its routes, unknown paths and switched-off modules', () => {
    expect(shellPagesActive('/contact-us', modules)).toBe(true);
    expect(shellPagesActive('/nowhere', modules)).toBe(true);
    expect(shellPagesActive('/products/cards/p/t', modules)).toBe(true); // editor is not enabled
    expect(shellPagesActive('/', modules)).toBe(false);
  });
});

describe('route guard', () => {
  it('sends a visitor on a protected route to sign in, with the way back', () => {
    expect(guardRedirect('/my-account/orders', '?x=1', false)).toBe('/login?referrer=%2Fmy-account%2Forders%3Fx%3D1');
    expect(guardRedirect('/my-account/orders', '', true)).toBeNull();
    expect(guardRedirect('/contact-us', '', false)).toBeNull();
  });
});
