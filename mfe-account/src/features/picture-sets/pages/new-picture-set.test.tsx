import { publish, subscribe } from '@shop/event-bus';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { handler, installMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureSetFixture, poseUuid, setUuid, yearbookSetFixture } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const location = () => screen.getByTestId('router-location').textContent;

describe('new picture set flow', () => {
  it('shows the newest set, then goes to the favourites step (Skip, Next)', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handler(accountApi.pictureSets, async () => {
        await gate;
        return { pictureSets: [pictureSetFixture(1), pictureSetFixture(2, {}, 4)] };
      }),
    );
    const { user } = await renderAccount('/new-picture-set');
    expect(screen.getByRole('heading', { level: 1, name: 'New picture set' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading..');
    answer();
    expect(await screen.findByText('Emma Hansen 2')).toBeTruthy();
    expect(screen.getByText('Fjordvik school 2')).toBeTruthy();
    expect(screen.getByText('4 pictures')).toBeTruthy();
    expect(screen.getByText(/We notice you have many pictures\.\.\./)).toBeTruthy();
    expect(sessionStore.get(currentPictureSetAtom)).toBe(setUuid(2));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Open picture ID: 2001' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/new-picture-set/favorites');
    expect(await screen.findByRole('button', { name: 'Favorite, ID: 2001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    // No yearbook pose for this set: on to the offers (another module).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname).toBe('/products/packages');
  });

  it('uses the current picture set of the session', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handler(accountApi.pictureSets, async () => {
        await gate;
        return { pictureSets: [pictureSetFixture(1), pictureSetFixture(2)] };
      }),
    );
    await renderAccount('/new-picture-set');
    // renderWithShop resets the session; choose the set (as the selector does) before the list arrives.
    act(() => sessionStore.set(currentPictureSetAtom, setUuid(1)));
    answer();
    expect(await screen.findByText('Emma Hansen 1')).toBeTruthy();
    expect(screen.queryByText('Emma Hansen 2')).toBeNull();
  });

  it("'Change picture set' asks for the selector; the set chosen there becomes the flow's", async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1), pictureSetFixture(2)] })));
    const asked: unknown[] = [];
    const off = subscribe('pictureset:select-requested', (p) => asked.push(p));
    const { user } = await renderAccount('/new-picture-set');
    await user.click(await screen.findByRole('button', { name: 'Change picture set' }));
    expect(asked).toEqual([{ reason: 'new-set-flow' }]);
    const other = screen.getByText(/Emma Hansen [12]/).textContent === 'Emma Hansen 1' ? 2 : 1;
    act(() => publish('pictureset:selected', { uuid: setUuid(other) }));
    expect(await screen.findByText(`Emma Hansen ${other}`)).toBeTruthy();
    off();
  });

  it('offers no change when the account has one set', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1)] })));
    await renderAccount('/new-picture-set');
    await screen.findByText('Emma Hansen 1');
    expect(screen.queryByRole('button', { name: 'Change picture set' })).toBeNull();
  });

  it('goes through the yearbook poses one by one with n of m, then to the offers', async () => {
    const set = { ...yearbookSetFixture(3, { poses: 2 }), qualifyForSelectOwnFavorites: false };
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [set] })));
    const { user } = await renderAccount('/new-picture-set');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(location()).toBe('/new-picture-set/yearbook-pose');
    expect(await screen.findByText('1 of 2')).toBeTruthy();
    expect(screen.getByText('Look at the camera 1')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(location()).toBe(`/new-picture-set/yearbook-pose/${poseUuid(2)}`);
    expect(await screen.findByText('2 of 2')).toBeTruthy();
    expect(screen.getByText('Look at the camera 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname).toBe('/products/packages');
  });

  it('offers the campaigns when there is nothing to choose (expired yearbook pose)', async () => {
    const set = { ...yearbookSetFixture(4, { expired: true }), qualifyForSelectOwnFavorites: false };
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [set] })));
    const { user } = await renderAccount('/new-picture-set');
    const offers = await screen.findByRole('link', { name: 'View offers and campaigns' });
    expect(offers.getAttribute('href')).toBe('/products/packages');
    expect(screen.queryByText(/We notice you have many pictures/)).toBeNull();
    await user.click(offers);
    expect(window.location.pathname).toBe('/products/packages');
  });

  it('leads /my-account/new-set to the same flow', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1)] })));
    await renderAccount('/my-account/new-set');
    expect(await screen.findByText('Emma Hansen 1')).toBeTruthy();
    expect(location()).toBe('/new-picture-set');
  });
});
