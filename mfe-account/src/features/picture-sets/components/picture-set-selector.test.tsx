import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { subscribe } from '@shop/event-bus';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { handler, renderWithShop, installMockServer } from '@shop/testing';
import userEvent from '@testing-library/user-event';
import { PictureSetSelectorDialog } from './picture-set-selector';
import { pictureSetFixture, setUuid } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();

describe("'My picture sets' selector", () => {
  it('lists the sets; choosing a set makes it current, announces it and closes', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1), pictureSetFixture(2)] })));
    const selected: string[] = [];
    const off = subscribe('pictureset:selected', (p) => selected.push(p.uuid));
    const user = userEvent.setup();
    document.title = 'Demo Foto'; // the host page's title
    let open = true;
    await renderWithShop(<PictureSetSelectorDialog open onClose={() => (open = false)} />, { namespaces: ['account'], router: false });
    const dialog = await screen.findByRole('dialog', { name: 'My picture sets' });
    await within(dialog).findByText('Emma Hansen 2');
    expect(within(dialog).getByRole('link', { name: 'Add picture set' }).getAttribute('href')).toBe('/add-picture-set');
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: /Emma Hansen 2/ }));
    expect(sessionStore.get(currentPictureSetAtom)).toBe(setUuid(2));
    expect(selected).toEqual([setUuid(2)]);
    expect(open).toBe(false);
    off();
  });

  it('is mountable by other modules without a router; Add picture set goes to the access page', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [] })));
    const user = userEvent.setup();
    await renderWithShop(<PictureSetSelectorDialog open onClose={() => {}} />, { namespaces: ['account'], router: false });
    const dialog = await screen.findByRole('dialog', { name: 'My picture sets' });
    expect(await within(dialog).findByText(/You have no picture sets yet/)).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Add picture set' }));
    expect(window.location.pathname).toBe('/add-picture-set');
  });
});
