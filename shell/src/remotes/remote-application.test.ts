import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('@shop/i18n', () => ({
  i18n: {
    loadNamespaces: async () => {},
    t: (key: string) => ({ 'shell:remoteFailed.message': 'This part of the shop could not be loaded.', 'shell:remoteFailed.retry': 'Try again' })[key] ?? key,
  },
}));

import { remoteApplication } from './remote-application';

const module = { name: 'access' as const, manifestUrl: '/remotes/access/mf-manifest.json', enabled: true };
const props = { name: 'access', singleSpa: {} as never, mountParcel: (() => {}) as never };

function lifecycles(overrides: Partial<Record<'mount' | 'unmount', (p: { domElement: HTMLElement }) => Promise<void>>> = {}) {
  return {
    bootstrap: vi.fn(async () => {}),
    mount: vi.fn(overrides.mount ?? (async ({ domElement }) => void (domElement.textContent = 'access page'))),
    unmount: vi.fn(overrides.unmount ?? (async () => {})),
  };
}

const content = () => document.getElementById('shop-content')!;
const lifecycleFns = (app: ReturnType<typeof remoteApplication>) => app as unknown as Record<'bootstrap' | 'mount' | 'unmount', (p: object) => Promise<void>>;

describe('remote application wrapper', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="shop-content"></main>';
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('mounts the remote’s lifecycles into its own slot', async () => {
    runtime.loadRemote.mockResolvedValue({ lifecycles: lifecycles() });
    const app = lifecycleFns(remoteApplication(module));
    await app.mount(props);
    expect(content().textContent).toBe('access page');
    await app.unmount(props);
    expect(content().children).toHaveLength(0);
  });

  it('shows a fallback with retry when loading fails, and loads afresh on retry', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('manifest 503')).mockResolvedValueOnce({ lifecycles: lifecycles() });
    const app = lifecycleFns(remoteApplication(module));
    await app.mount(props);
    const alert = content().querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('This part of the shop could not be loaded.');
    (alert.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(content().textContent).toBe('access page'));
    expect(runtime.registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'access' })], { force: true });
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    runtime.loadRemote.mockResolvedValue({
      lifecycles: lifecycles({
        mount: async () => {
          throw new Error('render failed');
        },
      }),
    });
    const app = lifecycleFns(remoteApplication(module));
    await app.mount(props);
    expect(content().querySelector('[role="alert"]')?.textContent).toContain('Try again');
  });

  it('shows the fallback when the remote reports an error after mounting', async () => {
    let report: ((e: unknown) => void) | undefined;
    runtime.loadRemote.mockResolvedValue({
      lifecycles: { bootstrap: async () => {}, unmount: async () => {}, mount: async (p: { onError: (e: unknown) => void }) => void (report = p.onError) },
    });
    const app = lifecycleFns(remoteApplication(module));
    await app.mount(props);
    report!(new Error('uncaught in render'));
    await vi.waitFor(() => expect(content().querySelector('[role="alert"]')).not.toBeNull());
  });

  it('fetches the remote before single-spa mounts it, so mount only renders', async () => {
    runtime.loadRemote.mockResolvedValue({ lifecycles: lifecycles() });
    const wrapper = remoteApplication(module);
    await wrapper.preload();
    expect(runtime.loadRemote).toHaveBeenCalledWith('access/app');
    await lifecycleFns(wrapper).mount(props);
    expect(content().textContent).toBe('access page');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a failed preload shows the fallback when mounted, and retry loads afresh', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote entry 404')).mockResolvedValueOnce({ lifecycles: lifecycles() });
    const wrapper = remoteApplication(module);
    await wrapper.preload();
    await lifecycleFns(wrapper).mount(props);
    const alert = content().querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('This part of the shop could not be loaded.');
    (alert.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(content().textContent).toBe('access page'));
  });
});
