import { afterEach, beforeEach } from 'vitest';
import { subscribe } from '@shop/event-bus';
import type { EventName, EventPayload } from '@shop/contracts/core';

/** Records what the module publishes on the bus during each test. */
export function recordEvents<E extends EventName>(...names: E[]) {
  const seen: Array<{ event: E; payload: EventPayload<E> }> = [];
  let stops: Array<() => void> = [];
  beforeEach(() => {
    seen.length = 0;
    stops = names.map((event) => subscribe(event, (payload) => seen.push({ event, payload })));
  });
  afterEach(() =>
    stops.forEach((stop) => {
      stop();
    }),
  );
  return seen;
}
