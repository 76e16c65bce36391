import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish } from '@shop/event-bus';
import { renderWithShop } from '@shop/testing';
import { ChromeApp } from './chrome';
import { installShellFrame, type ShellFrame } from './test-frame';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn(), registerGlobalPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** Stands in for access's exposed 'Add picture code' dialog. */
function FakeAddCode({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Add picture code">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  ) : null;
}

/** Stands in for the account remote's exposed dialog: what the shell passes it is what is checked. */
function FakeSelector({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="My picture sets">
      <button type="button" onClick={onClose}>
        Emma Hansen
      </button>
    </div>
  ) : null;
}

let frame: ShellFrame;
beforeEach(() => {
  frame = installShellFrame();
  runtime.loadRemote.mockReset();
});
afterEach(() => frame.remove());

describe("the shell opens other modules' dialogs on request", () => {
  it('loads the exposed selector with the first request only, opens it, and opens it again after it closed', async () => {
    runtime.loadRemote.mockResolvedValue({ PictureSetSelectorDialog: FakeSelector });
    const user = userEvent.setup();
    await renderWithShop(<ChromeApp />, { container: frame.header });
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    act(() => publish('pictureset:select-requested', {}));
    await screen.findByRole('dialog', { name: 'My picture sets' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/picture-set-selector');
    await user.click(screen.getByRole('button', { name: 'Emma Hansen' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => publish('pictureset:select-requested', { reason: 'category' }));
    await screen.findByRole('dialog', { name: 'My picture sets' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('says so when the account module cannot be loaded, and tries again with the next request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ PictureSetSelectorDialog: FakeSelector });
    await renderWithShop(<ChromeApp />, { container: frame.header });

    act(() => publish('pictureset:select-requested', {}));
    expect(await screen.findByText('The list of your picture sets could not be opened. Please try again.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Loading account/picture-set-selector failed', expect.any(Error));

    act(() => publish('pictureset:select-requested', {}));
    await screen.findByRole('dialog', { name: 'My picture sets' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("opens access's 'Add picture code' dialog when a page asks for it", async () => {
    runtime.loadRemote.mockResolvedValue({ AddPictureCodeDialog: FakeAddCode });
    const user = userEvent.setup();
    await renderWithShop(<ChromeApp />, { container: frame.header });
    act(() => publish('picturecode:add-requested', {}));
    await screen.findByRole('dialog', { name: 'Add picture code' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('access/add-code-dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog asked for before the chrome had rendered (its chunk arrived after the page)', async () => {
    runtime.loadRemote.mockResolvedValue({ AddPictureCodeDialog: FakeAddCode });
    publish('picturecode:add-requested', {});
    await renderWithShop(<ChromeApp />, { container: frame.header });
    await screen.findByRole('dialog', { name: 'Add picture code' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
