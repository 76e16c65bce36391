import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountApi, PictureSet, type ShareAnswer } from '@shop/contracts/account';
import * as v from 'valibot';
import { HttpResponse, apiError, fieldByLabel, h1s, handler, http, isDisabled, installMockServer } from '@shop/testing';
import { renderProfile } from '../../profile/testing';
import { AcceptInvite } from './accept-invite';
import { renderWithShop, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
afterEach(() => vi.restoreAllMocks());

const S1 = '1b2c3d4e-0000-4000-8000-000000000001';
const S2 = '1b2c3d4e-0000-4000-8000-000000000002';
const S3 = '1b2c3d4e-0000-4000-8000-000000000003';
function pictureSet(uuid: string, name: string, isArchived = false): PictureSet {
  return v.parse(PictureSet, {
    uuid,
    subject: { uuid, name, group: '5A' },
    avatar: { url: null },
    isEditable: true,
    year: 2025,
    photographer: { name: 'Demo Foto', logo: { url: null } },
    numImages: 0,
    job: {
      uuid: `job-${uuid}`,
      name: 'Skolefoto 2025',
      creationTime: 1735689600,
      hasBeenInWebShop: true,
      isArchived,
      requireFineTunedPictures: false,
      yearbookPoseSelection: { poses: [], expired: false, expiresAt: null },
    },
    pictures: [],
    digitalSet: { IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
    qualifyForSelectOwnFavorites: false,
    qualifyForSelectYearbookPose: false,
    yearbookPoses: [],
  });
}
const sets = [pictureSet(S1, 'Emma Hansen'), pictureSet(S2, 'Jonas Hansen'), pictureSet(S3, 'Old Hansen', true)];

async function openShare(answer: (query: URLSearchParams) => Response | ShareAnswer = (q) => ({ recipients: q.getAll('email[]') })) {
  const queries: URLSearchParams[] = [];
  server.use(
    handler(accountApi.pictureSets, () => ({ pictureSets: sets })),
    handler(accountApi.share, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      return answer(q);
    }),
  );
  const rendered = await renderProfile('/my-account/share');
  await screen.findByRole('checkbox', { name: /Emma Hansen/ });
  return { ...rendered, queries };
}

describe('/my-account/share', () => {
  it('lists only non-archived sets; the button waits with "Select picture set(s)"', async () => {
    const { user } = await openShare();
    expect(screen.getByRole('heading', { level: 1, name: 'Share pictures' })).toBeTruthy();
    expect(h1s()).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: /Old Hansen/ })).toBeNull();
    const next = screen.getByRole('button', { name: 'Select picture set(s)' });
    expect(isDisabled(next)).toBe(true);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('checkbox', { name: /Emma Hansen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Jonas Hansen/ }));
    expect(isDisabled(screen.getByRole('button', { name: 'Share 2 picture sets' }))).toBe(false);
  });

  it('says so when no picture set can be shared', async () => {
    server.use(handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSet(S3, 'Old Hansen', true)] })));
    await renderProfile('/my-account/share');
    expect(await screen.findByText('You have no picture sets available for sharing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Select picture set/ })).toBeNull();
  });

  it('drops invalid and empty addresses, counts the valid ones, sends, shows the receipt, and starts again', async () => {
    const { user, queries } = await openShare();
    await user.click(screen.getByRole('checkbox', { name: /Emma Hansen/ }));
    await user.click(screen.getByRole('button', { name: 'Share 1 picture set' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Select recipients' })).toBeTruthy();
    const send = () => screen.getByRole('button', { name: /Please add recipients|Send invite to/ });
    expect(send().textContent).toBe('Please add recipients');
    expect(isDisabled(send())).toBe(true);

    await user.type(fieldByLabel('E-mail address 1'), 'not-an-address');
    await user.tab();
    expect(send().textContent).toBe('Please add recipients');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.type(fieldByLabel('E-mail address 2'), 'mormor@example.com');
    expect(send().textContent).toBe('Send invite to 1 recipient');
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.type(fieldByLabel('E-mail address 4'), 'farfar@example.com');
    expect(send().textContent).toBe('Send invite to 2 recipients');
    await expectNoAxeViolations();

    await user.click(send());
    expect(await screen.findByRole('heading', { level: 2, name: 'Invitations sent' })).toBeTruthy();
    expect(queries).toHaveLength(1);
    expect(queries[0]!.getAll('email[]')).toEqual(['mormor@example.com', 'farfar@example.com']);
    expect(queries[0]!.getAll('subjects[]')).toEqual([S1]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['mormor@example.com', 'farfar@example.com']);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Send more' }));
    expect(await screen.findByRole('button', { name: 'Select picture set(s)' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Emma Hansen/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('back returns to the selection, keeping it', async () => {
    const { user } = await openShare();
    await user.click(screen.getByRole('checkbox', { name: /Jonas Hansen/ }));
    await user.click(screen.getByRole('button', { name: 'Share 1 picture set' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Share 1 picture set' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Jonas Hansen/ }) as HTMLInputElement).checked).toBe(true);
  });

  async function sendOne(user: Awaited<ReturnType<typeof openShare>>['user']) {
    await user.click(screen.getByRole('checkbox', { name: /Emma Hansen/ }));
    await user.click(screen.getByRole('button', { name: 'Share 1 picture set' }));
    await user.type(await screen.findByLabelText('E-mail address 1'), 'mormor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite to 1 recipient' }));
  }

  it("alerts the server's error and stays on the recipients", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await openShare(() => ({ error: 'You can not share this picture set' }));
    await sendOne(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You can not share this picture set'));
    expect(screen.getByRole('heading', { level: 2, name: 'Select recipients' })).toBeTruthy();
  });

  it("alerts the server's text of a standard error answer", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await openShare(() => apiError(429, 'Too many invitations'));
    await sendOne(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many invitations'));
  });

  it("alerts 'Error sharing picture sets, please try again' on a network failure", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await openShare();
    server.use(http.get('*/sections/prophoto/ajax/do_tipafriend.php', () => HttpResponse.error()));
    await sendOne(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error sharing picture sets, please try again'));
  });
});

describe('AcceptInvite', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const invite = { senderName: 'Kari Hansen', recipient: 'mormor@example.com', subjects: [{ name: 'Emma Hansen' }, { name: 'Jonas Hansen' }], expired: false };

  async function renderInvite(answer = invite) {
    server.use(handler(accountApi.shareInvite, ({ params }) => (params.token === TOKEN ? answer : apiError(404, 'Not found'))));
    const onAccepted = vi.fn();
    const rendered = await renderWithShop(
      <main>
        <h1>My picture sets</h1>
        <AcceptInvite token={TOKEN} onAccepted={onAccepted} />
      </main>,
      { user: users.signedIn, namespaces: ['account-profile'] },
    );
    return { ...rendered, onAccepted, user: (await import('@testing-library/user-event')).default.setup() };
  }

  it('shows the sender and the subjects and adds them to my picture sets', async () => {
    server.use(handler(accountApi.acceptShareInvite, () => ({ subjectUuids: [S1, S2] })));
    const { user, onAccepted } = await renderInvite();
    expect(await screen.findByText('Kari Hansen has shared the pictures of Emma Hansen, Jonas Hansen with you.')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Add to my picture sets' }));
    expect((await screen.findByRole('status')).textContent).toBe('The picture sets have been added to your picture sets.');
    expect(onAccepted).toHaveBeenCalledWith([S1, S2]);
  });

  it('says when the invitation has expired, without the button', async () => {
    await renderInvite({ ...invite, expired: true });
    expect(await screen.findByText('This invitation has expired.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my picture sets' })).toBeNull();
  });

  it('explains a 403: signed in with another e-mail', async () => {
    server.use(handler(accountApi.acceptShareInvite, () => apiError(403, 'Forbidden', 'forbidden')));
    const { user, onAccepted } = await renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Add to my picture sets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was sent to mormor@example.com. Sign in with that e-mail address to add the pictures.',
    );
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says when the invitation has been used already, without the button', async () => {
    await renderInvite({ ...invite, expired: true, used: true } as typeof invite);
    expect(await screen.findByText('This invitation has been used already: each invitation adds the pictures to one account, once.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my picture sets' })).toBeNull();
  });

  it('explains a 409: used already', async () => {
    server.use(handler(accountApi.acceptShareInvite, () => apiError(409, 'Conflict', 'invite_used')));
    const { user, onAccepted } = await renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Add to my picture sets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has been used already: each invitation adds the pictures to one account, once.',
    );
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
