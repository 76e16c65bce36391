import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPageArrival } from './page-arrival';

// One listener per test file run: installed once, with a content element the tests fill.
const content = document.createElement('main');
document.body.append(content);
installPageArrival(content, 300);

/** What single-spa does on a navigation: the URL changes, then the routing event names its trigger. */
function navigate(path: string, trigger?: 'pushState' | 'replaceState') {
  history[trigger === 'replaceState' ? 'replaceState' : 'pushState'](null, '', path);
  const originalEvent = trigger ? { singleSpaTrigger: trigger } : { type: 'popstate' };
  window.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { originalEvent } }));
}
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const page = (title: string) => (content.innerHTML = `<h1>${title}</h1><p><input aria-label="Code"></p>`);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as never;
  content.innerHTML = '';
  (document.activeElement as HTMLElement | null)?.blur();
});
const realScrollTo = window.scrollTo;
afterEach(() => {
  vi.useRealTimers();
  content.innerHTML = '';
});
// The worker's document is shared with the next test files (isolate: false): leave it as found.
afterAll(() => {
  content.remove();
  window.scrollTo = realScrollTo;
});

describe('arriving on a new page', () => {
  it('opens at the top with focus on the main heading', async () => {
    navigate('/my-account/picture-sets', 'pushState');
    page('My picture sets'); // the module renders the new page
    await frame();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.textContent).toBe('My picture sets');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that comes later (a module still loading)', async () => {
    navigate('/my-account/orders', 'pushState');
    await frame();
    expect(document.activeElement).toBe(document.body);
    page('Order history');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Order history'));
  });

  it('leaves back/forward, replaced URLs and hash changes alone', async () => {
    page('Front');
    navigate('/enter-code'); // back/forward: a real popstate
    navigate('/enter-code?code=x', 'replaceState');
    await frame();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the old page (still shown while the new one loads) for the new one', async () => {
    page('My picture sets');
    const link = document.createElement('a');
    link.href = '/my-account/picture-sets/1';
    content.append(link);
    link.focus(); // the link that was followed
    navigate('/my-account/picture-sets/1', 'pushState');
    await frame();
    expect(document.activeElement).toBe(link);
    page('Emma Hansen');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Emma Hansen'));
  });

  it("follows the page while it settles: the loading view's heading is replaced by the loaded one", async () => {
    navigate('/my-account/picture-sets/2', 'pushState');
    page('Picture set');
    await frame();
    expect(document.activeElement?.textContent).toBe('Picture set');
    page('Noah Hansen');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Noah Hansen'));
  });

  it('keeps focus a module put on the new page itself', async () => {
    navigate('/enter-code?step=2', 'pushState');
    page('Enter code');
    content.querySelector('input')!.focus();
    await frame();
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Code');
  });
});
