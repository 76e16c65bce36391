import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { subscribe } from '@shop/event-bus';
import { apiError, handler, installMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureSetFixture, setUuid } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const route = `/my-account/picture-sets/${setUuid(1)}/favorites`;

describe('favourites', () => {
  it('marks and unmarks a picture with the server', async () => {
    const calls: Array<{ picture: string; favorite: boolean }> = [];
    server.use(
      handler(accountApi.pictureSet, () => ({ pictureSet: pictureSetFixture(1) })),
      handler(accountApi.setFavorite, ({ params, body }) => {
        calls.push({ picture: String(params.pictureUuid), favorite: body!.favorite });
        return { isUserFavorite: body!.favorite };
      }),
    );
    const { user } = await renderAccount(route);
    const toggle = await screen.findByRole('button', { name: 'Favorite, ID: 1002' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls).toEqual([{ picture: pictureSetFixture(1).pictures[1]!.uuid, favorite: true }]));
    await user.click(toggle);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.favorite).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('rolls the toggle back and shows an error toast when the call fails', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handler(accountApi.pictureSet, () => ({ pictureSet: pictureSetFixture(1) })),
      handler(accountApi.setFavorite, async () => {
        await gate;
        return apiError(500, 'Boom');
      }),
    );
    const toasts: string[] = [];
    const off = subscribe('toast', (t) => toasts.push(`${t.status}: ${t.title}`));
    const { user } = await renderAccount(route);
    const toggle = await screen.findByRole('button', { name: 'Favorite, ID: 1001' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    answer();
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(toasts).toEqual(['error: The favorite could not be saved. Please try again.']);
    off();
  });

  it('is not offered when the set does not qualify', async () => {
    server.use(handler(accountApi.pictureSet, () => ({ pictureSet: pictureSetFixture(1, { qualifyForSelectOwnFavorites: false }) })));
    await renderAccount(route);
    expect(await screen.findByText('Selecting your own favorites is not available for this subject')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Favorite/ })).toBeNull();
  });
});
