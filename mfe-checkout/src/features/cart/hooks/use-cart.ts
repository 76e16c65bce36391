import { useCallback, useRef, useState } from 'react';
import type { Cart } from '@shop/contracts/commerce';
import { cartChanged, changeQuantity, deleteLine, showLineChange, useCartRead } from '../api/cart-api';

export type CartState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cart: Cart };

/** Per line, what the screen shows while a change is under way. */
export interface LineStatus {
  updating: boolean;
  deleting: boolean;
}

/**
 * The cart page's state: the cart as the server last answered, and the changes in flight.
 * Quantity changes are queued per line: while one request runs, further taps only move the wanted
 * quantity, and when it returns the latest wanted quantity is sent (several quick taps end in the
 * last one, and answers can never arrive out of order).
 */
export function useCart(onError: (kind: 'change' | 'delete') => void) {
  const read = useCartRead();
  // A failed read again after a change keeps the cart on the screen (the data layer keeps the last answer).
  const state: CartState = read.data ? { status: 'ready', cart: read.data } : read.isError ? { status: 'error' } : { status: 'loading' };
  const [statuses, setStatuses] = useState<Record<string, LineStatus>>({});
  /** The quantity each line should end at, while its queue runs. */
  const [wanted, setWanted] = useState<Record<string, number>>({});
  const queues = useRef(new Map<string, { running: boolean; next: number | null }>());
  const refresh = useCallback(() => void cartChanged(), []);

  const setStatus = useCallback(
    (uuid: string, patch: Partial<LineStatus>) => setStatuses((all) => ({ ...all, [uuid]: { updating: false, deleting: false, ...all[uuid], ...patch } })),
    [],
  );

  const setQuantity = useCallback(
    async (uuid: string, quantity: number) => {
      setWanted((all) => ({ ...all, [uuid]: quantity }));
      const queue = queues.current.get(uuid) ?? { running: false, next: null };
      queues.current.set(uuid, queue);
      queue.next = quantity;
      if (queue.running) return;
      queue.running = true;
      setStatus(uuid, { updating: true });
      let failed = false;
      while (queue.next !== null) {
        const send = queue.next;
        queue.next = null;
        try {
          const answer = await changeQuantity(uuid, send);
          // Other lines' prices may change with this one (tiers, campaigns): take the server's lines.
          showLineChange(uuid, answer.orderLine, answer.summary);
        } catch (error) {
          console.error('Failed to change the quantity', error);
          failed = true;
        }
      }
      queue.running = false;
      setWanted(({ [uuid]: _, ...rest }) => rest);
      setStatus(uuid, { updating: false });
      if (failed) onError('change');
      // A quantity can change other lines' prices (a package in the cart, tiers): the whole cart again.
      refresh();
    },
    [refresh, onError, setStatus],
  );

  const remove = useCallback(
    async (uuid: string) => {
      setStatus(uuid, { deleting: true });
      try {
        const answer = await deleteLine(uuid);
        showLineChange(uuid, null, answer.summary);
        setStatuses(({ [uuid]: _, ...rest }) => rest);
        refresh();
      } catch (error) {
        console.error('Failed to delete the line', error);
        setStatus(uuid, { deleting: false });
        onError('delete');
      }
    },
    [refresh, onError, setStatus],
  );

  const { refetch } = read;
  return { state, statuses, wanted, reload: () => void refetch(), setQuantity, remove };
}
