import { Suspense, type ReactNode } from 'react';

/** Renders a lazily loaded dialog only while it is open; nothing is shown while its code loads. */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  if (!open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
