import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { accountApi, PictureSet } from '@shop/contracts/account';
import { handler, renderWithShop, installMockServer, users } from '@shop/testing';
import { ShareDialog } from './share-dialog';

const server = installMockServer();
const S1 = '1b2c3d4e-0000-4000-8000-000000000011';
const set = v.parse(PictureSet, {
  uuid: S1,
  subject: { uuid: S1, name: 'Noah Hansen', group: '2A' },
  avatar: { url: null },
  isEditable: true,
  year: 2026,
  photographer: { name: 'Fjord Portraits', logo: { url: null } },
  numImages: 0,
  job: {
    uuid: 'job-1',
    name: 'Fjordvik School 2026',
    creationTime: 1767225600,
    hasBeenInWebShop: true,
    isArchived: false,
    requireFineTunedPictures: false,
    yearbookPoseSelection: { poses: [], expired: false, expiresAt: null },
  },
  pictures: [],
  digitalSet: { IP: { bought: true, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
  qualifyForSelectOwnFavorites: false,
  qualifyForSelectYearbookPose: false,
  yearbookPoses: [],
});

describe('share dialog', () => {
  it('runs the share flow in a dialog and closes', async () => {
    server.use(
      handler(accountApi.pictureSets, () => ({ pictureSets: [set] })),
      handler(accountApi.share, ({ request }) => ({ recipients: new URL(request.url).searchParams.getAll('email[]') })),
    );
    const onClose = vi.fn();
    await renderWithShop(<ShareDialog onClose={onClose} />, { user: users.signedIn, namespaces: ['account-profile'] });
    const dialog = await screen.findByRole('dialog', { name: 'Share pictures' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Noah Hansen/ }));
    await user.click(screen.getByRole('button', { name: 'Share 1 picture set' }));
    expect(await screen.findByRole('button', { name: 'Please add recipients' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dialog).toBeTruthy();
  });
});
