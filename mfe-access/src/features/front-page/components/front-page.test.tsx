import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

import { renderAccess, routerLocation } from '../../../testing/render';
import { fieldByLabel, h1s, pageSettingsFixture, shopSettingsFixture, installMockServer, userFixture } from '@shop/testing';

installMockServer();

describe('front page, visitor', () => {
  it('greets with the code question, the code field and the sign-in block on the portal background', async () => {
    await renderAccess({ page: pageSettingsFixture({ background: { color: '#222222', image: '/img/school.jpg' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();
    expect(h1s()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Picture code' })).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('front-page-background').style.backgroundImage).toContain('/img/school.jpg');
    expect(document.title).toBe('Hi! Did you receive a code from us? – Demo Foto');
  });

  it("explains how it works (code, choose, order) and gives the portal's contact", async () => {
    const shop = shopSettingsFixture(
      {},
      { name: 'Skolefoto AS', contactInfo: { ...shopSettingsFixture().contactInfo, email: 'post@skolefoto.test', phone: '+47 22 33 44 55' } },
    );
    await renderAccess({ shop });
    const how = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Enter your codeYou find it in the letter, text message or e-mail from your photographer.',
      '2Choose your picturesSee every picture, mark your favourites and pick the yearbook pose.',
      '3OrderPrints, picture packages, digital files and photo gifts, delivered to you.',
    ]);
    const contact = screen.getByRole('region', { name: 'Questions?' });
    expect(within(contact).getByText('Skolefoto AS is happy to help.')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'E-mail post@skolefoto.test' }).getAttribute('href')).toBe('mailto:post@skolefoto.test');
    expect(within(contact).getByRole('link', { name: 'Phone +47 22 33 44 55' }).getAttribute('href')).toBe('tel:+4722334455');
  });

  it('"Not received a code?" opens a dialog with the shop name and contact e-mail', async () => {
    const shop = shopSettingsFixture({}, { name: 'Skolefoto AS', contactInfo: { ...shopSettingsFixture().contactInfo, email: 'post@skolefoto.test' } });
    const { user } = await renderAccess({ shop });
    await user.click(await screen.findByRole('button', { name: 'Not received a code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not received a code?' });
    expect(within(dialog).getByText(/Skolefoto AS/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'post@skolefoto.test' }).getAttribute('href')).toBe('mailto:post@skolefoto.test');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Sign in" switches to the sign-in view and moves focus to its heading', async () => {
    const { user } = await renderAccess();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(h1s()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(fieldByLabel('Password')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();
  });

  it('#login opens the sign-in view at once and is cleared from the URL', async () => {
    await renderAccess({ route: '/#login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(routerLocation()).toBe('/'));
  });

  it('keeps the query when clearing #login', async () => {
    await renderAccess({ route: '/enter-code?referrer=%2Fshopping-cart#login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(routerLocation()).toBe('/enter-code?referrer=%2Fshopping-cart'));
  });

  it.each(['/enter-code', '/add-picture-set'])('%s shows the front page', async (route) => {
    await renderAccess({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeTruthy();
  });

  it('/login (where the route guard sends visitors) starts in the sign-in view', async () => {
    await renderAccess({ route: '/login?referrer=%2Fmy-account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('speaks Norwegian when the language is nb', async () => {
    await renderAccess({ language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei! Har du fått en kode fra oss?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Bildekode' })).toBeTruthy();
  });
});

describe('front page, signed in', () => {
  it('asks about another picture set and shows who is logged in', async () => {
    await renderAccess({ user: userFixture({ name: 'Kari Nordmann' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Would you like to add another picture set?' })).toBeTruthy();
    expect(h1s()).toHaveLength(1);
    expect(screen.getByText('Logged in')).toBeTruthy();
    expect(screen.getByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Picture code' })).toBeTruthy();
    expect(screen.queryByText('Already have an account?')).toBeNull();
  });

  it('shows the e-mail address for a customer without a name (registration asks none)', async () => {
    await renderAccess({ user: userFixture({ name: '', emailAddress: 'new.parent@example.com' }) });
    expect(await screen.findByText('Logged in')).toBeTruthy();
    expect(screen.getByText('new.parent@example.com')).toBeTruthy();
  });

  it('"My picture sets" goes to the account module without reloading', async () => {
    const { user } = await renderAccess({ user: userFixture() });
    const link = await screen.findByRole('link', { name: 'My picture sets' });
    expect(link.getAttribute('href')).toBe('/my-account/picture-sets');
    await user.click(link);
    expect(window.location.pathname).toBe('/my-account/picture-sets');
  });

  it('clears #login without leaving the signed-in view', async () => {
    await renderAccess({ route: '/#login', user: userFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Would you like to add another picture set?' })).toBeTruthy();
    await waitFor(() => expect(routerLocation()).toBe('/'));
  });
});
