import { describe, expect, it, vi } from 'vitest';
import { listenerCount, publish, subscribe } from './index';

describe('event bus', () => {
  it('delivers a valid payload to every subscriber until it unsubscribes', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribe('cart:changed', a);
    const offB = subscribe('cart:changed', b);
    publish('cart:changed', { itemCount: 2, totalPrice: 19900 });
    expect(a).toHaveBeenCalledWith({ itemCount: 2, totalPrice: 19900 });
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    publish('cart:changed', { itemCount: 3, totalPrice: 100 });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    offB();
    expect(listenerCount('cart:changed')).toBe(0);
  });

  it('drops a payload that does not match the contract', () => {
    const listener = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = subscribe('toast', listener);
    publish('toast', { status: 'nope', title: 'x' } as never);
    expect(listener).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    off();
    error.mockRestore();
  });

  it('keeps delivering when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    const off1 = subscribe('pricelist:refresh', () => {
      throw new Error('boom');
    });
    const off2 = subscribe('pricelist:refresh', good);
    publish('pricelist:refresh', {});
    expect(good).toHaveBeenCalled();
    off1();
    off2();
    error.mockRestore();
  });
});
