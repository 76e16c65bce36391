import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AddSetAnswer } from '@shop/contracts/access';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { assignLocation } from '../../../lib/browser';
import { recordEvents } from '../../../testing/events';

import { renderAccess } from '../../../testing/render';
import { accessApi } from '@shop/contracts/access';
import { errorOf, expectFieldError, handler, isDisabled, networkFailure, installMockServer, userFixture } from '@shop/testing';

vi.mock('../../../lib/browser', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/browser')>()), assignLocation: vi.fn() }));

const server = installMockServer();
const events = recordEvents('pricelist:refresh');
const SUBJECT = { uuid: 'c0ffee00-0000-4000-8000-000000000007', name: 'Ola Nordmann' };
let calls: Array<Record<string, string>>;

beforeEach(() => {
  calls = [];
  vi.mocked(assignLocation).mockClear();
});
afterEach(() => vi.restoreAllMocks());

function answerWith(answer: (query: Record<string, string>) => AddSetAnswer) {
  server.use(
    handler(accessApi.addPictureSetByCode, ({ query }) => {
      const q = Object.fromEntries(query);
      calls.push(q);
      return answer(q);
    }),
  );
}

async function typeCode(code: string, user = userFixture()) {
  const rendered = await renderAccess({ user });
  const field = await screen.findByRole('textbox', { name: 'Picture code' });
  await rendered.user.type(field, code);
  return { ...rendered, field, submit: screen.getByRole('button', { name: 'Add picture set' }) };
}

describe('adding a picture set by code, signed in', () => {
  it('keeps the button disabled under 5 characters', async () => {
    const { user, field, submit } = await typeCode('ABCD');
    expect(isDisabled(submit)).toBe(true);
    await user.type(field, '5');
    expect(isDisabled(submit)).toBe(false);
  });

  it("says 'The code is not valid' for an invalid code the answer names no text for", async () => {
    answerWith(() => ({ valid: false, error: '' }));
    const { user, field, submit } = await typeCode('WRONG');
    await user.click(submit);
    await expectFieldError(field, 'The code is not valid');
  });

  it("shows the server's error under the field and clears it when the code changes", async () => {
    answerWith(() => ({ valid: false, error: 'This code is already in your account' }));
    const { user, field, submit } = await typeCode('TWICE');
    await user.click(submit);
    await expectFieldError(field, 'This code is already in your account');
    await user.type(field, 'X');
    expect(errorOf(field)).toBe('');
  });

  it('opens the new picture set after success and refreshes the price list', async () => {
    answerWith(() => ({ valid: true, subjectUuid: SUBJECT.uuid }));
    const { user, submit } = await typeCode('GOOD1');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(calls).toEqual([{ code: 'GOOD1' }]);
    expect(sessionStore.get(currentPictureSetAtom)).toBe(SUBJECT.uuid);
    expect(events).toHaveLength(1);
  });

  it('asks to confirm the subject on a warning and repeats the call with confirm=1 on OK', async () => {
    answerWith((q) => (q.confirm === '1' ? { valid: true, subjectUuid: SUBJECT.uuid } : { valid: true, warning: { subject: SUBJECT } }));
    const { user, submit } = await typeCode('WARN1');
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm picture set' });
    expect(within(dialog).getByText(/Ola Nordmann/)).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(calls).toEqual([{ code: 'WARN1' }, { code: 'WARN1', confirm: '1' }]);
  });

  it('Cancel closes the confirmation without adding', async () => {
    answerWith(() => ({ valid: true, warning: { subject: SUBJECT } }));
    const { user, submit } = await typeCode('WARN2');
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm picture set' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toHaveLength(1);
    expect(isDisabled(screen.getByRole('button', { name: 'Add picture set' }))).toBe(false);
  });

  it('assigns the location on a redirect answer', async () => {
    answerWith(() => ({ valid: false, redirect: 'https://other-portal.test/add?code=RDR12' }));
    const { user, submit } = await typeCode('RDR12');
    await user.click(submit);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://other-portal.test/add?code=RDR12'));
    expect(window.location.pathname).toBe('/');
  });

  it('stops loading silently when the network fails', async () => {
    server.use(handler(accessApi.addPictureSetByCode, () => networkFailure()));
    const { user, field, submit } = await typeCode('NET12');
    await user.click(submit);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Add picture set' }))).toBe(false));
    expect(errorOf(field)).toBe('');
  });
});

describe('a simulated user adding a code', () => {
  const simulated = userFixture({ name: 'Kari Nordmann', isSimulated: true, simulatedBy: 'admin@demofoto.test' });

  it('confirms first, naming the code and the user', async () => {
    answerWith(() => ({ valid: true, subjectUuid: SUBJECT.uuid }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, submit } = await typeCode('SIM01', simulated);
    await user.click(submit);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to add the code SIM01 to user Kari Nordmann?');
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(calls).toHaveLength(1);
  });

  it('adds nothing when the confirmation is declined', async () => {
    answerWith(() => ({ valid: true, subjectUuid: SUBJECT.uuid }));
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, submit } = await typeCode('SIM02', simulated);
    await user.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it('does not ask a regular customer', async () => {
    answerWith(() => ({ valid: true, subjectUuid: SUBJECT.uuid }));
    const confirm = vi.spyOn(window, 'confirm');
    const { user, submit } = await typeCode('REG01');
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
});
