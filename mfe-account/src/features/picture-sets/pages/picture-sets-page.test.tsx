import { subscribe } from '@shop/event-bus';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { handler, installMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureSetFixture } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();

describe('My picture sets', () => {
  it('shows a card per set with the first 6 pictures and +N for the rest', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1, {}, 9), pictureSetFixture(2, {}, 2)] })));
    await renderAccount('/my-account/picture-sets');
    expect(screen.getByRole('heading', { level: 1, name: 'My picture sets' })).toBeTruthy();
    const card = (await screen.findByRole('article', { name: 'Emma Hansen 1' })) as HTMLElement;
    expect(within(card).getByText('5B')).toBeTruthy();
    expect(within(card).getByText('Fjordvik school 1 · 2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Fjord Foto' })).toBeTruthy();
    const pictures = within(card).getAllByRole('img', { name: /^Picture ID:/ }) as HTMLImageElement[];
    expect(pictures).toHaveLength(6);
    // the first card's pictures are the page's largest paint: loaded at once and first; the other cards' lazily
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual(Array(6).fill('eager'));
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0]!.getAttribute('src')).toMatch(/\/320$/);
    expect(pictures[0]!.getAttribute('width')).toBeTruthy();
    expect(pictures[0]!.getAttribute('height')).toBeTruthy();
    expect(within(card).getByText('+3')).toBeTruthy();
    expect(within(card).getByText('3 more pictures')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Emma Hansen 1' }).getAttribute('href')).toBe(`/my-account/picture-sets/${pictureSetFixture(1).uuid}`);

    const small = screen.getByRole('article', { name: 'Emma Hansen 2' });
    expect(within(small).getAllByRole('img', { name: /^Picture ID:/ })).toHaveLength(2);
    expect(
      within(small)
        .getAllByRole('img', { name: /^Picture ID:/ })
        .map((p) => [p.getAttribute('loading'), p.getAttribute('fetchpriority')]),
    ).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(within(small).queryByText(/^\+/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows a friendly text with the add link when there are no sets', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [] })));
    const { user } = await renderAccount('/my-account/picture-sets');
    expect(await screen.findByText(/You have no picture sets yet/)).toBeTruthy();
    const asked: unknown[] = [];
    const off = subscribe('picturecode:add-requested', (p) => asked.push(p));
    await user.click(screen.getByRole('button', { name: 'Add picture set' }));
    expect(asked).toEqual([{}]); // the shell opens access's 'Add picture code' dialog
    off();
    const link = screen.getByRole('link', { name: 'Add picture set' });
    expect(link.getAttribute('href')).toBe('/add-picture-set');
    await user.click(link);
    expect(window.location.pathname).toBe('/add-picture-set');
    await expectNoAxeViolations();
  });

  it('has the texts in Norwegian', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [] })));
    await renderAccount('/my-account/picture-sets', { language: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mine bildesett' })).toBeTruthy();
    expect(await screen.findByText(/Du har ingen bildesett ennå/)).toBeTruthy();
  });

  it('shows a share invitation from ?invite=, reloads the list after accepting and drops the parameter', async () => {
    const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let accepted = false;
    let listCalls = 0;
    server.use(
      handler(accountApi.pictureSets, () => {
        listCalls++;
        return { pictureSets: accepted ? [pictureSetFixture(1, {}, 2), pictureSetFixture(2, {}, 2)] : [pictureSetFixture(1, {}, 2)] };
      }),
      handler(accountApi.shareInvite, ({ params }) =>
        params.token === TOKEN
          ? { senderName: 'Kari Hansen', recipient: 'mormor@example.com', subjects: [{ name: 'Emma Hansen 2' }], expired: false }
          : { senderName: '', recipient: '', subjects: [], expired: true },
      ),
      handler(accountApi.acceptShareInvite, ({ params }) => {
        expect(params.token).toBe(TOKEN);
        accepted = true;
        return { subjectUuids: [pictureSetFixture(2).uuid] };
      }),
    );
    const { user } = await renderAccount(`/my-account/picture-sets?invite=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shared pictures' })).toBeTruthy();
    expect(await screen.findByText('Kari Hansen has shared the pictures of Emma Hansen 2 with you.')).toBeTruthy();
    await screen.findByRole('article', { name: 'Emma Hansen 1' });
    expect(screen.queryByRole('article', { name: 'Emma Hansen 2' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Add to my picture sets' }));
    expect(await screen.findByRole('article', { name: 'Emma Hansen 2' })).toBeTruthy();
    expect(listCalls).toBe(2);
    await waitFor(() => expect(screen.getByTestId('router-search').textContent).toBe(''));
    expect(screen.getByTestId('router-location').textContent).toBe('/my-account/picture-sets');
    // The confirmation stays on the page; there is still a single h1.
    expect(screen.getByRole('status').textContent).toBe('The picture set has been added to your picture sets.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no invitation without the parameter', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(1, {}, 2)] })));
    await renderAccount('/my-account/picture-sets');
    await screen.findByRole('article', { name: 'Emma Hansen 1' });
    expect(screen.queryByRole('button', { name: 'Add to my picture sets' })).toBeNull();
  });
});
