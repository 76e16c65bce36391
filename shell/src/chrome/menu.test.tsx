import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type MenuEntry } from '@shop/contracts';
import { i18n } from '@shop/i18n';
import { languageAtom, sessionStore, userAtom } from '@shop/session';
import { handler, pageSettings, renderWithShop, shopSettings, installMockServer, users, type ShopRenderOptions } from '@shop/testing';
import { ChromeApp } from './chrome';
import { ConsentHost } from './consent-host';
import { visibleEntries } from './menu-model';
import { installShellFrame, type ShellFrame } from './test-frame';

const server = installMockServer();
let frame: ShellFrame;
beforeEach(() => {
  frame = installShellFrame();
});
afterEach(() => {
  frame.remove();
  document.cookie = 'shop_consent=; Max-Age=0; Path=/';
});

async function openMenu(options: ShopRenderOptions = {}) {
  await renderWithShop(<ChromeApp />, { container: frame.header, ...options });
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await user.click(button);
  const drawer = await screen.findByRole('dialog', { name: 'Demo Foto' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return { user, drawer: within(drawer), menu: within(within(drawer).getByRole('navigation', { name: 'Main menu' })) };
}

describe('menu entry visibility', () => {
  it('a visitor (user not loaded) sees entries for all and for signed-out only', async () => {
    const { menu, drawer } = await openMenu({ user: null });
    expect(menu.getByRole('link', { name: 'Prices and products' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'My picture sets' })).toBeNull();
    expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(drawer.queryByTestId('greeting')).toBeNull();
  });

  it('an anonymous user counts as signed out', async () => {
    const { menu, drawer } = await openMenu({ user: users.anonymous });
    expect(menu.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'My picture sets' })).toBeNull();
    expect(drawer.queryByTestId('greeting')).toBeNull();
  });

  it('a signed-in customer gets the greeting, signed-in entries and Sign out', async () => {
    const { menu, drawer } = await openMenu({ user: users.signedIn });
    expect(drawer.getByTestId('greeting').textContent).toBe('Hi, Ida');
    expect(menu.getByRole('link', { name: 'My picture sets' }).getAttribute('href')).toBe('/my-account/picture-sets');
    expect(menu.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('a customer without a name (registration asks none) is greeted without one, never "Hi ,"', async () => {
    const { drawer } = await openMenu({ user: { ...users.signedIn, name: '  ' } });
    expect(drawer.getByTestId('greeting').textContent).toBe('Hi!');
  });

  it('hides an internal entry whose module is switched off', async () => {
    const modules = shopSettings.modules.map((m) => (m.name === 'catalog' ? { ...m, enabled: false } : m));
    const { menu } = await openMenu({ shop: { modules } });
    expect(menu.queryByRole('link', { name: 'Prices and products' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('a missing module counts as switched off', () => {
    const menuEntries: MenuEntry[] = [{ title: { en: 'Cart' }, visibility: 0, type: 'internal', target: '/shopping-cart' }];
    expect(visibleEntries(menuEntries, true, shopSettings.modules)).toHaveLength(1);
    expect(
      visibleEntries(
        menuEntries,
        true,
        shopSettings.modules.filter((m) => m.name !== 'checkout'),
      ),
    ).toHaveLength(0);
  });

  it('hides a group whose children are all hidden', () => {
    const group: MenuEntry = {
      title: { en: 'Account' },
      visibility: 0,
      type: 'internal',
      target: '',
      children: [{ title: { en: 'Orders' }, visibility: 1, type: 'internal', target: '/my-account/orders' }],
    };
    expect(visibleEntries([group], false, shopSettings.modules)).toEqual([]);
    expect(visibleEntries([group], true, shopSettings.modules)).toHaveLength(1);
  });
});

describe('menu entries', () => {
  it('a group expands and collapses its children', async () => {
    const { user, menu } = await openMenu();
    const group = menu.getByRole('button', { name: 'Help' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(menu.queryByRole('button', { name: 'Frequently asked questions' })).toBeNull();
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getByRole('button', { name: 'Frequently asked questions' })).toBeTruthy();
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(menu.queryByRole('button', { name: 'Frequently asked questions' })).toBeNull();
  });

  it('falls back to the default language for a title and opens other links in a new tab', async () => {
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('button', { name: 'Help' }));
    // only a Norwegian title (the portal's default language)
    const link = menu.getByRole('link', { name: /Kjøpsvilkår/ });
    expect(link.getAttribute('href')).toBe('https://demofoto.example/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('has Contact us and Privacy policy after the portal entries, then Desktop version', async () => {
    const { menu } = await openMenu();
    const links = menu.getAllByRole('link').map((a) => a.textContent);
    expect(links.slice(-2)).toEqual(['Contact us', 'Privacy policy']);
    expect(menu.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(menu.getByRole('button', { name: 'Desktop version' })).toBeTruthy();
  });

  it("'Desktop version' lays this device out wide (viewport 1280, remembered in a cookie); 'Mobile version' switches back (issue 34 item 10)", async () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    try {
      const { menu, user } = await openMenu();
      await user.click(menu.getByRole('button', { name: 'Desktop version' }));
      await waitFor(() => expect(meta.content).toBe('width=1280'));
      expect(document.cookie).toContain('shop_layout=desktop');
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const drawer = await screen.findByRole('dialog');
      await user.click(within(drawer).getByRole('button', { name: 'Mobile version' }));
      await waitFor(() => expect(meta.content).toBe('width=device-width, initial-scale=1'));
      expect(document.cookie).not.toContain('shop_layout=desktop');
    } finally {
      meta.remove();
      document.cookie = 'shop_layout=; Path=/; Max-Age=0';
    }
  });

  it('leaves out Privacy policy when the shop has none', async () => {
    const { menu } = await openMenu({ shop: { hasPrivacyPolicy: false } });
    expect(menu.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
  });

  it('an internal entry navigates without a reload and closes the drawer', async () => {
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('link', { name: 'Prices and products' }));
    expect(window.location.pathname).toBe('/products/packages');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a modal entry opens the CMS page in a dialog', async () => {
    server.use(
      handler(api.legacyPage, ({ params }) =>
        params.id === 'faq' ? { modules: [{ id: 'p', type: 'Paragraph', content: 'Answers to common questions.', isHTML: false }] } : undefined,
      ),
    );
    const { user, menu } = await openMenu();
    await user.click(menu.getByRole('button', { name: 'Help' }));
    await user.click(menu.getByRole('button', { name: 'Frequently asked questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frequently asked questions' });
    expect(await within(dialog).findByText('Answers to common questions.')).toBeTruthy();
  });

  it('the cookie settings entry reopens the consent banner', async () => {
    // the banner's own root beside the chrome's, as in the page (consent-host.tsx)
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: 'deny' });
    const { user, menu } = await openMenu({ consent: 'deny' });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    await user.click(menu.getByRole('button', { name: 'Cookie settings' }));
    const banner = await screen.findByTestId('consent-banner');
    expect(within(banner).getByText('You have denied analytics cookies.')).toBeTruthy();
  });

  it('Sign out posts to the API and reloads the user', async () => {
    let loggedOut = false;
    server.use(
      handler(api.logout, () => {
        loggedOut = true;
        return { ok: true };
      }),
      handler(api.currentUser, () => ({ user: loggedOut ? users.anonymous : users.signedIn })),
    );
    const { user, menu } = await openMenu({ user: users.signedIn });
    await user.click(menu.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionStore.get(userAtom)?.isAnonymousUser).toBe(true));
    expect(loggedOut).toBe(true);
    expect(window.location.pathname).toBe('/');
  });
});

describe('language picker', () => {
  it('switches the texts, <html lang> and the session, and stores the choice on the server', async () => {
    const saved: unknown[] = [];
    server.use(
      handler(api.setLanguage, ({ body }) => {
        saved.push(body);
        return { lang: body!.lang };
      }),
    );
    const { user, drawer, menu } = await openMenu({ user: users.signedIn });
    const norsk = drawer.getByRole('button', { name: 'Norsk' });
    expect(norsk.getAttribute('aria-pressed')).toBe('false');
    expect(drawer.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(norsk);
    await waitFor(() => expect(saved).toEqual([{ lang: 'nb' }]));
    expect(await menu.findByRole('link', { name: 'Kontakt oss' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Priser og produkter' })).toBeTruthy();
    expect(drawer.getByTestId('greeting').textContent).toBe('Hei, Ida');
    // behind the modal drawer the header is aria-hidden, but its texts changed too
    expect(screen.getByRole('button', { name: 'Meny', hidden: true })).toBeTruthy();
    expect(document.documentElement.lang).toBe('nb');
    expect(sessionStore.get(languageAtom)).toBe('nb');
    expect(i18n.language).toBe('nb');
    expect(drawer.getByRole('button', { name: 'Norsk' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no picker for a one-language portal', async () => {
    const { drawer } = await openMenu({ shop: { locale: { ...shopSettings.locale, languages: [{ name: 'en', long: 'English' }] } } });
    expect(drawer.queryByRole('group', { name: 'Language' })).toBeNull();
    expect(pageSettings.menu.length).toBeGreaterThan(0);
  });
});
