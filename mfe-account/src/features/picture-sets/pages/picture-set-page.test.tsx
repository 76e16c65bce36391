import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { apiError, handler, installMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureFixture, pictureSetFixture, pictureUuid, poseUuid, setUuid, yearbookSetFixture } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const route = `/my-account/picture-sets/${setUuid(1)}`;

function serve(set: ReturnType<typeof pictureSetFixture>) {
  server.use(handler(accountApi.pictureSet, () => ({ pictureSet: set })));
}

describe('picture set detail', () => {
  it('shows the header, the actions and splits Favorites and Non Favorites', async () => {
    serve(pictureSetFixture(1, { pictures: [pictureFixture(1, 1), pictureFixture(1, 2, { isUserFavorite: true }), pictureFixture(1, 3)] }));
    await renderAccount(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Hansen 1' })).toBeTruthy();
    expect(screen.getByText('5B · Fjordvik school 1 · 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe(`${route}/favorites`);
    expect(screen.queryByRole('link', { name: 'Yearbook pose' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View and download' })).toBeNull();
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    const others = screen.getByRole('region', { name: 'Non Favorites' });
    expect(
      within(favorites)
        .getAllByRole('button', { name: /^Open picture/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open picture ID: 1002']);
    expect(within(others).getAllByRole('button', { name: /^Open picture/ })).toHaveLength(2);
    expect(document.title).toMatch(/^Emma Hansen 1/);
    await expectNoAxeViolations();
  });

  it('has the actions on the pictures: a favourite toggle moves the picture into Favorites; bought and yearbook badges; the buy link', async () => {
    const calls: boolean[] = [];
    server.use(handler(accountApi.setFavorite, ({ body }) => (calls.push(body!.favorite), { isUserFavorite: body!.favorite })));
    const set = pictureSetFixture(1, { pictures: [pictureFixture(1, 1, { bought: true }), pictureFixture(1, 2), pictureFixture(1, 3)] });
    serve({ ...set, yearbookPoses: [{ jobYearbookPoseUuid: '70e50000-0000-4000-8000-000000000001', pictureUuid: pictureFixture(1, 3).uuid }] });
    const { user } = await renderAccount(route);
    const grid = await screen.findByRole('list', { name: 'Pictures' });
    expect(within(grid).getAllByRole('button', { name: /^Favorite, ID: / })).toHaveLength(3);
    expect(within(grid).getByText('Bought').closest('li')?.getAttribute('data-picture')).toBe(pictureFixture(1, 1).uuid);
    expect(within(grid).getByText('In the yearbook').closest('li')?.getAttribute('data-picture')).toBe(pictureFixture(1, 3).uuid);
    expect(screen.getByRole('link', { name: 'Buy pictures' }).getAttribute('href')).toBe('/products/packages');
    await user.click(within(grid).getByRole('button', { name: 'Favorite, ID: 1002' }));
    const favorites = await screen.findByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByRole('button', { name: 'Favorite, ID: 1002' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual([true]);
    await expectNoAxeViolations();
  });

  it('shows the year once when the job name carries it', async () => {
    const set = pictureSetFixture(1);
    serve({ ...set, job: { ...set.job, name: 'Fjordvik School 2026' } });
    await renderAccount(route);
    expect(await screen.findByText('5B · Fjordvik School 2026')).toBeTruthy();
  });

  it('shows no split without favourites, and the not-qualified text', async () => {
    serve(pictureSetFixture(1, { qualifyForSelectOwnFavorites: false }));
    await renderAccount(route);
    expect(await screen.findByText('Selecting your own favorites is not available for this subject')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Non Favorites' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open picture/ })).toHaveLength(3);
  });

  it('offers the yearbook pose and View and download once something is bought', async () => {
    const base = pictureSetFixture(1);
    serve(
      pictureSetFixture(1, {
        qualifyForSelectYearbookPose: true,
        job: {
          ...base.job,
          yearbookPoseSelection: {
            poses: [{ uuid: '70e50000-0000-4000-8000-000000000001', name: 'Pose', instructions: 'Smile' }],
            expired: false,
            expiresAt: null,
          },
        },
        digitalSet: { ...base.digitalSet, IP: { bought: true, inCart: false } },
      }),
    );
    await renderAccount(route);
    expect((await screen.findByRole('link', { name: 'Yearbook pose' })).getAttribute('href')).toBe(`${route}/yearbook-pose`);
    expect(screen.getByRole('button', { name: 'View and download' })).toBeTruthy();
  });

  it('lets the parent choose the yearbook pose and buy from the picture itself, in the viewer', async () => {
    const bodies: unknown[] = [];
    const set = yearbookSetFixture(1, { poses: 2, chosen: 1 });
    serve({ ...set, pictures: set.pictures.map((p) => (p.uuid === pictureUuid(1, 5) ? { ...p, bought: true } : p)) });
    server.use(
      handler(accountApi.setYearbookPose, ({ body }) => {
        bodies.push(body);
        return { yearbookPoses: [] };
      }),
    );
    const { user } = await renderAccount(route);
    await user.click(await screen.findByRole('button', { name: 'Open picture ID: 1001' }));
    const dialog = await screen.findByRole('dialog');
    // Picture 1 is the first pose's choice; the second pose is still open.
    expect((within(dialog).getByRole('button', { name: 'Current yearbook pose: Pose 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Buy this picture' }).getAttribute('href')).toBe(`/products/digital-portraits/${set.subject.uuid}`);
    await user.click(within(dialog).getByRole('button', { name: 'Set as yearbook pose: Pose 2' }));
    expect(await within(dialog).findByRole('button', { name: 'Current yearbook pose: Pose 2' })).toBeTruthy();
    expect(bodies).toEqual([{ subject_uuid: setUuid(1), picture_uuid: pictureUuid(1, 1), job_yearbook_pose_uuid: poseUuid(2) }]);
    // A group picture is never a yearbook pose; a bought picture has nothing to buy.
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('ID: 1003')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /yearbook pose/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('ID: 1005')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Buy this picture' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('offers no buying in the viewer when the portal has no catalogue', async () => {
    serve(pictureSetFixture(1));
    const { user } = await renderAccount(route, { modules: [] });
    await user.click(await screen.findByRole('button', { name: 'Open picture ID: 1001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ID: 1001')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Buy this picture' })).toBeNull();
  });

  it('writes the yearbook pose deadline the way the language does (nb 22.01.2027, en 22/01/2027), not 1/22/2027', async () => {
    const set = yearbookSetFixture(1);
    serve({ ...set, job: { ...set.job, yearbookPoseSelection: { ...set.job.yearbookPoseSelection, expiresAt: '2027-01-22T12:00:00.000Z' } } });
    await renderAccount(`${route}/yearbook-pose`, { language: 'nb' });
    expect(await screen.findByText('Du kan velge til og med 22.01.2027.')).toBeTruthy();
  });

  it('writes the yearbook pose deadline in British English', async () => {
    const set = yearbookSetFixture(1);
    serve({ ...set, job: { ...set.job, yearbookPoseSelection: { ...set.job.yearbookPoseSelection, expiresAt: '2027-01-22T12:00:00.000Z' } } });
    await renderAccount(`${route}/yearbook-pose`);
    expect(await screen.findByText('You can choose until 22/01/2027.')).toBeTruthy();
  });

  it('says when the pictures are not yet in the shop', async () => {
    const base = pictureSetFixture(1);
    serve(pictureSetFixture(1, { job: { ...base.job, hasBeenInWebShop: false } }));
    await renderAccount(route);
    expect(
      await screen.findByText(
        'Your pictures are not yet available in the webhop. You will receive an email from us with information as soon as the pictures are ready!',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Open picture/ })).toBeNull();
  });

  it('says when there are no pictures', async () => {
    serve(pictureSetFixture(1, { pictures: [] }));
    await renderAccount(route);
    expect(await screen.findByText('No pictures currently available')).toBeTruthy();
  });

  it('says Picture set not found on 404', async () => {
    server.use(handler(accountApi.pictureSet, () => apiError(404, 'Not found')));
    await renderAccount(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Picture set not found' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('opens the viewer: ID, 800 image, next and previous by buttons, keys and swipe, next preloaded', async () => {
    serve(pictureSetFixture(1, {}, 3));
    const { user } = await renderAccount(route);
    await user.click(await screen.findByRole('button', { name: 'Open picture ID: 1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of 3' });
    expect(within(dialog).getByText('ID: 1001')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Picture ID: 1001' }).getAttribute('src')).toMatch(/\/800$/);
    await waitFor(() => expect(document.head.querySelector(`link[rel="preload"][href="${pictureFixture(1, 2).images.w800}"]`)).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('ID: 1002')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('ID: 1003')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('ID: 1001')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('ID: 1003')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByText('ID: 1002')).toBeTruthy();
    const image = within(dialog).getByRole('img', { name: 'Picture ID: 1002' });
    fireEvent.touchStart(image, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(image, { changedTouches: [{ clientX: 100 }] });
    expect(within(dialog).getByText('ID: 1003')).toBeTruthy();
    const third = within(dialog).getByRole('img', { name: 'Picture ID: 1003' });
    fireEvent.touchStart(third, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(third, { changedTouches: [{ clientX: 300 }] });
    expect(within(dialog).getByText('ID: 1002')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the download of a bought picture, with a background choice for green-screen pictures', async () => {
    serve(
      pictureSetFixture(1, {
        pictures: [pictureFixture(1, 1, { bought: true }), pictureFixture(1, 2, { bought: true, greenscreen: true }), pictureFixture(1, 3)],
      }),
    );
    server.use(
      handler(accountApi.imageBackgrounds, () => [
        { uuid: 'bg-1', src: '/bg/1.jpg', default: false },
        { uuid: 'bg-2', src: '/bg/2.jpg', default: true },
      ]),
    );
    const { user } = await renderAccount(route);
    await user.click(await screen.findByRole('button', { name: 'View and download' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`/api/webshop/downloads/pictures/${pictureFixture(1, 1).uuid}`);
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    const select = (await within(dialog).findByLabelText('Background')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('bg-2'));
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/webshop/downloads/pictures/${pictureFixture(1, 2).uuid}?background=bg-2`,
    );
    // The picture shows the background chosen (the server composites it), and the default again for 'transparent'.
    const shownPicture = () =>
      within(dialog)
        .getByRole('img', { name: /Picture/ })
        .getAttribute('src');
    expect(shownPicture()).not.toContain('background=');
    await user.selectOptions(select, 'bg-1');
    expect(shownPicture()).toMatch(/\?background=bg-1$/);
    await user.selectOptions(select, 'transparent');
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/\?background=transparent$/);
    expect(shownPicture()).not.toContain('background=');
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
    await expectNoAxeViolations();
  });
});
