import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { apiError, handler, installMockServer } from '@shop/testing';
import { renderAccount } from '../testing/render';
import { pictureUuid, poseUuid, setUuid, yearbookSetFixture } from '../testing/fixtures';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const route = `/my-account/picture-sets/${setUuid(1)}/yearbook-pose`;

const openButtons = () => screen.getAllByRole('button', { name: /^Open picture/ }).map((b) => b.getAttribute('aria-label'));

describe('yearbook pose picker', () => {
  it('shows the instructions and only IP pictures, the chosen pose first and checked', async () => {
    server.use(handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1, { chosen: 5 }) })));
    await renderAccount(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Yearbook pose for Emma Hansen 1' })).toBeTruthy();
    expect(screen.getByText('Look at the camera 1')).toBeTruthy();
    expect(openButtons()).toEqual(['Open picture ID: 1005', 'Open picture ID: 1001', 'Open picture ID: 1002']);
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1005' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1001' }) as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();
  });

  it("replaces the choice only after the server says yes; the viewer's button follows", async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const bodies: unknown[] = [];
    server.use(
      handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1, { chosen: 5 }) })),
      handler(accountApi.setYearbookPose, async ({ body }) => {
        bodies.push(body);
        await gate;
        return { yearbookPoses: [{ jobYearbookPoseUuid: poseUuid(1), pictureUuid: pictureUuid(1, 2) }] };
      }),
    );
    const { user } = await renderAccount(route);
    await user.click(await screen.findByRole('button', { name: 'Open picture ID: 1005' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ID: 1005')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Current yearbook pose' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('ID: 1002')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Set as yearbook pose' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ subject_uuid: setUuid(1), picture_uuid: pictureUuid(1, 2), job_yearbook_pose_uuid: poseUuid(1) });
    // Not yet answered: the old choice stays.
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1005', hidden: true }) as HTMLInputElement).checked).toBe(true);
    answer();
    dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Current yearbook pose' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1002', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1005', hidden: true }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the choice when the server refuses', async () => {
    server.use(
      handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1, { chosen: 5 }) })),
      handler(accountApi.setYearbookPose, () => apiError(500, 'No')),
    );
    const { user } = await renderAccount(route);
    await user.click(await screen.findByRole('checkbox', { name: 'Yearbook pose, ID: 1001' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1001' }) as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1001' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Yearbook pose, ID: 1005' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the selection has expired', async () => {
    server.use(handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1, { expired: true }) })));
    await renderAccount(route);
    expect(await screen.findByText('Yearbook pose selection has expired')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows Loading until the user is loaded', async () => {
    server.use(handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1) })));
    await renderAccount(route, { user: null });
    expect(await screen.findByText('Look at the camera 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('picks the pose named in the URL and links the others', async () => {
    server.use(handler(accountApi.pictureSet, () => ({ pictureSet: yearbookSetFixture(1, { poses: 2 }) })));
    await renderAccount(`${route}/${poseUuid(2)}`);
    expect(await screen.findByText('Look at the camera 2')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Yearbook poses' });
    expect(within(nav).getByRole('link', { name: 'Pose 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pose 1' }).getAttribute('href')).toBe(`${route}/${poseUuid(1)}`);
  });
});
