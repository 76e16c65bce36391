import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and in the first (hydrating) render, true once the page's script runs the
 * form: a button that sends something must wait for it, or the browser would send the server's plain
 * form itself (a GET that puts the fields into the address).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
