import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { sessionStore, userAtom } from '@shop/session';
import { apiError, handler, isDisabled, installMockServer, users } from '@shop/testing';
import { renderProfile } from '../testing';
import { expectNoAxeViolations } from '@shop/testing/axe';

const server = installMockServer();
const reminders = [
  { uuid: 'r1', name: 'Emma Hansen', remindersEnabled: true },
  { uuid: 'r2', name: 'Jonas Hansen', remindersEnabled: false },
];
const toggle = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('/my-account/communication', () => {
  it('loads the reminders without posting, and posts the list after a toggle', async () => {
    const posted: unknown[] = [];
    server.use(
      handler(accountApi.reminderSubjects, () => ({ subjects: reminders })),
      handler(accountApi.setReminders, ({ body }) => (posted.push(body), { subjects: body!.subjects })),
    );
    const { user } = await renderProfile('/my-account/communication');
    await screen.findByRole('checkbox', { name: 'Emma Hansen' });
    expect(toggle('Emma Hansen').checked).toBe(true);
    expect(toggle('Jonas Hansen').checked).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual([]);
    expect(document.title).toBe('Communication – Demo Foto');
    await expectNoAxeViolations();

    await user.click(toggle('Jonas Hansen'));
    expect((await screen.findByRole('status')).textContent).toBe('Your reminder settings have been saved.');
    expect(posted).toEqual([{ subjects: [reminders[0], { ...reminders[1], remindersEnabled: true }] }]);
    expect(toggle('Jonas Hansen').checked).toBe(true);
  });

  it('puts the switch back and says so when saving fails', async () => {
    server.use(
      handler(accountApi.reminderSubjects, () => ({ subjects: reminders })),
      handler(accountApi.setReminders, () => apiError(500, 'Could not save')),
    );
    const { user } = await renderProfile('/my-account/communication');
    await user.click(await screen.findByRole('checkbox', { name: 'Emma Hansen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not save');
    await waitFor(() => expect(toggle('Emma Hansen').checked).toBe(true));
  });

  it('patches acceptMail on the user', async () => {
    let sent: unknown;
    server.use(
      handler(accountApi.reminderSubjects, () => ({ subjects: [] })),
      handler(accountApi.patchUser, ({ body }) => ((sent = body), { user: { ...users.signedIn, acceptMail: body!.acceptMail } })),
    );
    const { user } = await renderProfile('/my-account/communication');
    expect(await screen.findByText('You have no picture sets to receive reminders about.')).toBeTruthy();
    const consent = toggle('I want to receive news and offers by e-mail');
    expect(consent.checked).toBe(true);
    await user.click(consent);
    expect((await screen.findByRole('status')).textContent).toBe('Your e-mail preference has been saved.');
    expect(sent).toEqual({ acceptMail: false });
    expect(sessionStore.get(userAtom)?.acceptMail).toBe(false);
    expect(toggle('I want to receive news and offers by e-mail').checked).toBe(false);
  });

  it('keeps the consent and shows an error when the patch fails', async () => {
    server.use(
      handler(accountApi.reminderSubjects, () => ({ subjects: [] })),
      handler(accountApi.patchUser, () => apiError(500, 'Nope')),
    );
    const { user } = await renderProfile('/my-account/communication');
    await user.click(await screen.findByRole('checkbox', { name: 'I want to receive news and offers by e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nope');
    await waitFor(() => expect(toggle('I want to receive news and offers by e-mail').checked).toBe(true));
  });
});

describe('/my-account/cancel-picture-packages', () => {
  const subjects = [
    { uuid: 'p1', name: 'Emma Hansen', enabled: true },
    { uuid: 'p2', name: 'Jonas Hansen', enabled: true },
  ];

  it('enables the button only after a change and replaces the list with the answer', async () => {
    let sent: unknown;
    server.use(
      handler(accountApi.accountData, () => ({ packageForInspectionSubjects: subjects })),
      handler(accountApi.cancelPackages, ({ body }) => ((sent = body), { subjects: [{ uuid: 'p2', name: 'Jonas Hansen', enabled: true }] })),
    );
    const { user } = await renderProfile('/my-account/cancel-picture-packages');
    await screen.findByRole('checkbox', { name: 'Emma Hansen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel picture packages' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(isDisabled(save)).toBe(true);
    await expectNoAxeViolations();
    await user.click(toggle('Emma Hansen'));
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    await user.click(save);
    expect((await screen.findByRole('status')).textContent).toBe('Your picture packages have been updated.');
    expect(sent).toEqual({ subjects: [{ ...subjects[0], enabled: false }, subjects[1]] });
    expect(screen.queryByRole('checkbox', { name: 'Emma Hansen' })).toBeNull();
    expect(toggle('Jonas Hansen').checked).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Save changes' }))).toBe(true);
  });

  it('leaves the list unchanged and shows the error when the server refuses', async () => {
    server.use(
      handler(accountApi.accountData, () => ({ packageForInspectionSubjects: subjects })),
      handler(accountApi.cancelPackages, () => ({ error: 'The package has already been sent' })),
    );
    const { user } = await renderProfile('/my-account/cancel-picture-packages');
    await user.click(await screen.findByRole('checkbox', { name: 'Jonas Hansen' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The package has already been sent');
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? (c as HTMLInputElement).labels?.[0]?.textContent)).toHaveLength(2);
    expect(toggle('Emma Hansen').checked).toBe(true);
    expect(toggle('Jonas Hansen').checked).toBe(false);
    await expectNoAxeViolations();
  });

  it('says so when no package is held', async () => {
    server.use(handler(accountApi.accountData, () => ({ packageForInspectionSubjects: [] })));
    await renderProfile('/my-account/cancel-picture-packages');
    expect(await screen.findByText('You have no picture packages held for inspection.')).toBeTruthy();
  });
});
