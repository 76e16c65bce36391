import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockServer, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { clubPortal, operator, portalDetail, support } from './testing/fixtures';
import { renderStudio } from './testing/render';

installMockServer();

const signIn = async (user: Awaited<ReturnType<typeof renderStudio>>['user'], email = 'operator@example.com', password = 'operator-demo-1') => {
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('studio sign-in and frame', () => {
  it('sends a visitor to sign in, answers a wrong password neutrally, then shows the staff frame', async () => {
    const { user } = await renderStudio('/studio/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeTruthy();
    expect(routerLocation()).toBe('/studio/sign-in?next=%2Fstudio%2Faudit');
    await expectNoAxeViolations();
    await signIn(user, 'operator@example.com', 'wrong-password');
    expect(await screen.findByText('The e-mail or the password is not right.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'operator-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // back where the visitor wanted to go, in the staff frame
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Portals', 'Content', 'Orders', 'Photo jobs', 'Price lists', 'Templates', 'Customers', 'Audit log']);
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('staff-member').textContent).toContain('operator@example.com');
    // one portal: no switcher
    expect(screen.queryByRole('combobox', { name: 'Portal you work on' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('asks for the second factor when one is enrolled', async () => {
    const { user } = await renderStudio('/studio/sign-in', { state: { code: '123456' } });
    await signIn(user);
    const code = await screen.findByLabelText(/^Code/);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is not right. Try the newest code from the app.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('gives staff with several portals a switcher, and signs out', async () => {
    const club = portalDetail({ key: 'club', name: clubPortal.name });
    const { user } = await renderStudio('/studio/portals/fjord', { state: { staff: support, account: support, portals: [portalDetail(), club] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjord Portraits: settings' })).toBeTruthy();
    const switcher = screen.getByRole('combobox', { name: 'Portal you work on' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a portal', 'Fjord Portraits', 'Nordlys Club Photo']);
    await user.selectOptions(switcher, 'club');
    await waitFor(() => expect(routerLocation()).toBe('/studio/portals/club'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeTruthy();
  });

  it("shows 'Page not found' for a portal that is not the member's", async () => {
    await renderStudio('/studio/portals/club', { state: { staff: operator } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it("shows 'Page not found' for an unknown studio page", async () => {
    await renderStudio('/studio/no-such-page', { state: { staff: operator } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
