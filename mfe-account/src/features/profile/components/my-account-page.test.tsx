import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { h1s, handler, isDisabled, routerLocation, installMockServer } from '@shop/testing';
import { renderProfile } from '../testing';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const withPackages = () =>
  server.use(handler(accountApi.accountData, () => ({ packageForInspectionSubjects: [{ uuid: 's1', name: 'Emma Hansen', enabled: true }] })));
const withoutPackages = () => server.use(handler(accountApi.accountData, () => ({ packageForInspectionSubjects: [] })));

const BASE_ENTRIES = ['Change password', 'Update contact information', 'My picture sets', 'Order history', 'Communication', 'Share pictures'];

describe('/my-account', () => {
  it("shows the menu without 'Cancel picture packages' when no package is held", async () => {
    withoutPackages();
    await renderProfile('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent?.replace('›', '')),
      ).toEqual(BASE_ENTRIES),
    );
    expect(screen.queryByRole('link', { name: /Cancel picture packages/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cancel picture packages' })).toBeNull();
    expect(document.title).toBe('My account – Demo Foto');
    expect(h1s()).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it("shows 'Cancel picture packages' when get_account_data returns subjects", async () => {
    withPackages();
    await renderProfile('/my-account');
    const link = await screen.findByRole('link', { name: /Cancel picture packages/ });
    expect(link.getAttribute('href')).toBe('/my-account/cancel-picture-packages');
    const names = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((l) => l.textContent?.replace('›', ''));
    expect(names).toEqual([...BASE_ENTRIES.slice(0, 4), 'Cancel picture packages', ...BASE_ENTRIES.slice(4)]);
    await expectNoAxeViolations();
  });

  it("has the 'Cancel picture packages' panel: a switch per subject, the button enabled after a change, the answer's list shown", async () => {
    withPackages();
    let sent: unknown;
    server.use(handler(accountApi.cancelPackages, ({ body }) => ((sent = body), { subjects: [{ uuid: 's1', name: 'Emma Hansen', enabled: false }] })));
    const { user } = await renderProfile('/my-account');
    const panel = within(await screen.findByRole('region', { name: 'Cancel picture packages' }));
    const save = panel.getByRole('button', { name: 'Save changes' });
    expect(isDisabled(save)).toBe(true);
    const toggle = () => panel.getByRole('checkbox', { name: 'Emma Hansen' }) as HTMLInputElement;
    expect(toggle().checked).toBe(true);
    await user.click(toggle());
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    await user.click(save);
    expect((await panel.findByRole('status')).textContent).toBe('Your picture packages have been updated.');
    expect(sent).toEqual({ subjects: [{ uuid: 's1', name: 'Emma Hansen', enabled: false }] });
    expect(toggle().checked).toBe(false);
    await expectNoAxeViolations();
  });

  it('moves inside the module with react-router, and to order history through single-spa', async () => {
    withoutPackages();
    const { user } = await renderProfile('/my-account');
    await user.click(await screen.findByRole('link', { name: /Update contact information/ }));
    await waitFor(() => expect(routerLocation()).toBe('/my-account/contact-info'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update contact information' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to My account' }));
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    await user.click(await screen.findByRole('link', { name: /Order history/ }));
    expect(window.location.pathname).toBe('/my-account/orders');
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
    expect(screen.getByRole('link', { name: /My picture sets/ }).getAttribute('href')).toBe('/my-account/picture-sets');
  });
});
