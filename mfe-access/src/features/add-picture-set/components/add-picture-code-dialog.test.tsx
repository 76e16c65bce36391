import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../../testing/render';
import * as exposed from '../../../add-code-dialog';
import { accessApi } from '@shop/contracts/access';
import { descriptionOf, expectFieldError, handler, isDisabled, installMockServer, userFixture } from '@shop/testing';

const server = installMockServer();
afterEach(() => vi.restoreAllMocks());

async function openDialog(user = userFixture()) {
  const onClose = vi.fn();
  // As another module mounts it: inside the shared providers, without this module's router.
  const rendered = await renderWithProviders(<exposed.AddPictureCodeDialog open onClose={onClose} />, { user });
  const dialog = await screen.findByRole('dialog', { name: 'Add picture code' });
  const field = within(dialog).getByRole('textbox', { name: 'Picture code' });
  const submit = within(dialog).getByRole('button', { name: 'Add picture set' });
  return { ...rendered, dialog, field, submit, onClose };
}

describe("the exposed 'Add picture code' dialog", () => {
  it('is the default and a named export of ./add-code-dialog', () => {
    expect(exposed.default).toBe(exposed.AddPictureCodeDialog);
  });

  it('renders nothing while closed', async () => {
    await renderWithProviders(<exposed.AddPictureCodeDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hints at 4 characters and keeps the button disabled under 6', async () => {
    const { user, field, submit } = await openDialog();
    expect(descriptionOf(field)).toBe('The code has at least 4 characters.');
    await user.type(field, 'ABCDE');
    expect(isDisabled(submit)).toBe(true);
    await user.type(field, 'F');
    expect(isDisabled(submit)).toBe(false);
  });

  it('requires the code and checks the 4-character minimum when the field is left', async () => {
    const { user, field } = await openDialog();
    await user.click(field);
    await user.tab();
    await expectFieldError(field, 'This is required!');
    await user.type(field, 'ABC');
    await expectFieldError(field, 'The code must have at least 4 characters.');
    await user.type(field, 'D');
    await expectFieldError(field, '');
  });

  it('adds the set for a signed-in customer, then closes and opens it', async () => {
    const queries: Array<Record<string, string>> = [];
    server.use(
      handler(
        accessApi.addPictureSetByCode,
        ({ query }) => (queries.push(Object.fromEntries(query)), { valid: true, subjectUuid: 'd00d0000-0000-4000-8000-000000000001' }),
      ),
    );
    const { user, field, submit, onClose } = await openDialog();
    await user.type(field, 'DIALOG');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/new-picture-set'));
    expect(onClose).toHaveBeenCalled();
    expect(queries).toEqual([{ code: 'DIALOG' }]);
  });

  it('shows an invalid code under the field', async () => {
    server.use(handler(accessApi.addPictureSetByCode, () => ({ valid: false, error: 'The code is not valid' })));
    const { user, field, submit, onClose } = await openDialog();
    await user.type(field, 'BADCODE');
    await user.click(submit);
    await expectFieldError(field, 'The code is not valid');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a simulated user first', async () => {
    server.use(handler(accessApi.addPictureSetByCode, () => ({ valid: true, subjectUuid: 'd00d0000-0000-4000-8000-000000000001' })));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, field, submit } = await openDialog(userFixture({ name: 'Per Hansen', isSimulated: true }));
    await user.type(field, 'SIMCODE');
    await user.click(submit);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to add the code SIMCODE to user Per Hansen?');
  });

  it('confirms a warning in a second dialog and repeats with confirm=1', async () => {
    const queries: Array<Record<string, string>> = [];
    server.use(
      handler(accessApi.addPictureSetByCode, ({ query }) => {
        queries.push(Object.fromEntries(query));
        return query.get('confirm') === '1' ? { valid: true, subjectUuid: 'x' } : { valid: true, warning: { subject: { uuid: 'x', name: 'Siri Berg' } } };
      }),
    );
    const { user, field, submit } = await openDialog();
    await user.type(field, 'WARNED');
    await user.click(submit);
    const confirmation = await screen.findByRole('alertdialog', { name: 'Confirm picture set' });
    expect(within(confirmation).getByText(/Siri Berg/)).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(queries).toEqual([{ code: 'WARNED' }, { code: 'WARNED', confirm: '1' }]));
  });

  it('takes a visitor to the front page with the code, which checks it there', async () => {
    const add = vi.fn();
    server.use(handler(accessApi.addPictureSetByCode, add));
    const { user, field, submit, onClose } = await openDialog(userFixture({ isAnonymousUser: true }));
    await user.type(field, 'VISIT1');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/enter-code?code=VISIT1'));
    expect(onClose).toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
  });
});
