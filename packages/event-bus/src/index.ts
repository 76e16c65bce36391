import * as v from 'valibot';
import { eventSchemas, type EventName, type EventPayload } from '@shop/contracts/core';

type Listener<E extends EventName> = (payload: EventPayload<E>) => void;

interface Bus {
  /** Each set holds the listeners of its event only (see subscribe). */
  listeners: Map<EventName, Set<(payload: unknown) => void>>;
}

// Kept on globalThis as well: even a module that bundled its own copy by mistake talks on the same bus.
const KEY = Symbol.for('shop.event-bus');
const g = globalThis as unknown as Record<symbol, Bus | undefined>;
g[KEY] ??= { listeners: new Map() };
const bus: Bus = g[KEY];

const checkPayloads = process.env.NODE_ENV !== 'production';

export function publish<E extends EventName>(event: E, payload: EventPayload<E>): void {
  if (checkPayloads) {
    const result = v.safeParse(eventSchemas[event], payload);
    if (!result.success) {
      console.error(`[event-bus] invalid payload for ${event}`, v.flatten(result.issues));
      return;
    }
  }
  for (const listener of [...(bus.listeners.get(event) ?? [])]) {
    try {
      listener(payload);
    } catch (error) {
      // One failing subscriber must not stop the others.
      console.error(`[event-bus] listener of ${event} failed`, error);
    }
  }
}

/** Subscribe; returns the unsubscribe function. */
export function subscribe<E extends EventName>(event: E, listener: Listener<E>): () => void {
  let set = bus.listeners.get(event);
  if (!set) {
    set = new Set();
    bus.listeners.set(event, set);
  }
  // Stored untyped: publish() hands each listener only its own event's payload.
  const stored = listener as (payload: unknown) => void;
  set.add(stored);
  return () => set.delete(stored);
}

export function listenerCount(event: EventName): number {
  return bus.listeners.get(event)?.size ?? 0;
}
