import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@shop/contracts';
import { apiError, handler, renderWithShop, installMockServer } from '@shop/testing';
import { DEBUG_RECORDING_KEY } from '../chrome/debug-key';
import { UPLOAD_INTERVAL_MS } from '../chrome/debug-recorder';
import DebugPage from './debug-page';

const rrweb = vi.hoisted(() => ({ stop: vi.fn(), record: vi.fn() }));
vi.mock('rrweb', () => ({ record: rrweb.record }));

const server = installMockServer();
const ID = '5b0f3a57-8d1c-4c55-9b2a-0d6f3c1e9a10';

beforeEach(() => {
  sessionStorage.clear();
  rrweb.stop.mockReset();
  rrweb.record.mockReset().mockImplementation(({ emit }: { emit: (event: Record<string, unknown>) => void }) => {
    emit({ type: 4, data: { href: 'http://localhost/debug' }, timestamp: 1 });
    return rrweb.stop;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('debug page', () => {
  it('says it cannot work without cookies', async () => {
    const spy = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    await renderWithShop(<DebugPage />, { route: '/debug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Debug mode' })).toBeTruthy();
    expect(screen.getByText('Cookies are not enabled. This page will not work without cookies enabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
    spy.mockRestore();
  });

  it('starts a recording, shows its id, uploads the events and stops it', async () => {
    const uploads: unknown[] = [];
    let stopped = false;
    server.use(
      handler(api.debugStart, ({ body }) => {
        expect(body?.userAgent).toBeTruthy();
        return { id: ID };
      }),
      handler(api.debugEvents, ({ params, body }) => {
        expect(params.id).toBe(ID);
        uploads.push(...(body?.events ?? []));
        return { ok: true };
      }),
      handler(api.debugStop, () => {
        stopped = true;
        return { ok: true };
      }),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderWithShop(<DebugPage />, { route: '/debug' });
    const user = userEvent.setup();
    expect(screen.getByText('Recording is off.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect((await screen.findByTestId('recording-id')).textContent).toBe(ID);
    expect(screen.getByText('Recording is on.')).toBeTruthy();
    expect(sessionStorage.getItem(DEBUG_RECORDING_KEY)).toBe(ID);
    expect(rrweb.record).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(UPLOAD_INTERVAL_MS - 1));
    expect(uploads).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers(); // waitFor polls with setInterval
    await waitFor(() => expect(uploads).toEqual([{ type: 4, data: { href: 'http://localhost/debug' }, timestamp: 1 }]));

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(stopped).toBe(true));
    expect(await screen.findByText('Recording is off.')).toBeTruthy();
    expect(rrweb.stop).toHaveBeenCalled();
    expect(sessionStorage.getItem(DEBUG_RECORDING_KEY)).toBeNull();
  });

  it("alerts 'Error stopping debug mode' and reports the error when stopping fails", async () => {
    server.use(
      handler(api.debugStart, () => ({ id: ID })),
      handler(api.debugEvents, () => ({ ok: true })),
      handler(api.debugStop, () => apiError(500, 'Database down')),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithShop(<DebugPage />, { route: '/debug' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByTestId('recording-id');
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error stopping debug mode'));
    expect(consoleError).toHaveBeenCalledWith('Error stopping debug mode', expect.any(Error));
    // Recording in the browser ends anyway, and the page says what is true: the server still has it open.
    expect(await screen.findByText(/Recording in this tab has stopped, but the shop could not close the recording/)).toBeTruthy();
    expect(screen.queryByText('Recording is off.')).toBeNull();
    expect(screen.getByTestId('recording-id').textContent).toBe(ID);
    expect(screen.getByRole('alert').textContent).toContain('Error stopping debug mode');
    expect(sessionStorage.getItem(DEBUG_RECORDING_KEY)).toBeNull();
    expect(rrweb.stop).toHaveBeenCalled();

    // Trying again closes it.
    server.use(handler(api.debugStop, () => ({ ok: true })));
    await user.click(screen.getByRole('button', { name: 'Try stopping again' }));
    expect(await screen.findByText('Recording is off.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resumes the recording of this tab after a reload', async () => {
    sessionStorage.setItem(DEBUG_RECORDING_KEY, ID);
    server.use(
      handler(api.debugStop, () => ({ ok: true })),
      handler(api.debugEvents, () => ({ ok: true })),
    );
    await renderWithShop(<DebugPage />, { route: '/debug' });
    expect(screen.getByTestId('recording-id').textContent).toBe(ID);
    await waitFor(() => expect(rrweb.record).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('Recording is off.')).toBeTruthy();
  });
});
