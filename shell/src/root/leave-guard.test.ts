import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish, subscribe } from '@shop/event-bus';
import { installLeaveGuard } from './leave-guard';

/** What single-spa fires before it changes apps, with its own cancelNavigation. */
function route(newPath: string, oldPath: string, originalEvent?: Event) {
  const cancelNavigation = vi.fn();
  const detail = { newUrl: `http://shop.test${newPath}`, oldUrl: `http://shop.test${oldPath}`, cancelNavigation, originalEvent };
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail }));
  return cancelNavigation;
}

const held: Array<{ id: string; url: string; replace: boolean }> = [];
subscribe('navigation:held', (h) => held.push(h));
installLeaveGuard();
afterEach(() => {
  held.length = 0;
  publish('navigation:guard', { id: 'editor', active: false });
  publish('navigation:guard', { id: 'item', active: false });
});

describe('the shell’s leave guard', () => {
  it('lets every navigation through while no page has unsaved changes', async () => {
    expect(route('/shopping-cart', '/products/cards/p/t')).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(held).toEqual([]);
  });

  it('holds a navigation to another page for the newest active guard and tells it where the parent wanted to go', async () => {
    publish('navigation:guard', { id: 'editor', active: true });
    publish('navigation:guard', { id: 'item', active: true });
    expect(route('/shopping-cart?x=1', '/products/cards/p/t')).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(held).toEqual([{ id: 'item', url: '/shopping-cart?x=1', replace: false }]);
    // the item's guard ends: the page's own is asked next
    publish('navigation:guard', { id: 'item', active: false });
    route('/', '/products/cards/p/t');
    await Promise.resolve();
    expect(held.at(-1)).toEqual({ id: 'editor', url: '/', replace: false });
  });

  it('marks the browser’s Back (a popstate single-spa did not make) to be replaced, and lets the same page through', async () => {
    publish('navigation:guard', { id: 'editor', active: true });
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    route('/products/cards/christmas', '/products/cards/p/t', new PopStateEvent('popstate'));
    expect(back).not.toHaveBeenCalled();
    // a link (single-spa's pushState): the entry it pushed is stepped off again
    const ownPopstate = Object.assign(new PopStateEvent('popstate'), { singleSpa: true, singleSpaTrigger: 'pushState' });
    route('/', '/products/cards/p/t', ownPopstate);
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
    await Promise.resolve();
    expect(held.map((h) => h.replace)).toEqual([true, false]);
    expect(route('/products/cards/p/t#top', '/products/cards/p/t')).not.toHaveBeenCalled();
  });
});
