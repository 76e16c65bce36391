import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { handler, useMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureSetFixture } from '../testing/fixtures';
import { expectNoAxeViolations } from '../testing/axe';

const server = useMockServer();

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
    expect(pictures[0]!.getAttribute('loading')).toBe('lazy');
    expect(pictures[0]!.getAttribute('src')).toMatch(/\/320$/);
    expect(pictures[0]!.getAttribute('width')).toBeTruthy();
    expect(pictures[0]!.getAttribute('height')).toBeTruthy();
    expect(within(card).getByText('+3')).toBeTruthy();
    expect(within(card).getByText('3 more pictures')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Emma Hansen 1' }).getAttribute('href')).toBe(`/my-account/picture-sets/${pictureSetFixture(1).uuid}`);

    const small = screen.getByRole('article', { name: 'Emma Hansen 2' });
    expect(within(small).getAllByRole('img', { name: /^Picture ID:/ })).toHaveLength(2);
    expect(within(small).queryByText(/^\+/)).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows a friendly text with the add link when there are no sets', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [] })));
    const { user } = await renderAccount('/my-account/picture-sets');
    expect(await screen.findByText(/You have no picture sets yet/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Add picture set' });
    expect(links[0]!.getAttribute('href')).toBe('/add-picture-set');
    await user.click(links[1]!);
    expect(window.location.pathname).toBe('/add-picture-set');
    await expectNoAxeViolations();
  });

  it('has the texts in Norwegian', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [] })));
    await renderAccount('/my-account/picture-sets', { language: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mine bildesett' })).toBeTruthy();
    expect(await screen.findByText(/Du har ingen bildesett ennå/)).toBeTruthy();
  });
});
