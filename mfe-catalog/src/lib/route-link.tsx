import type { ReactNode } from 'react';
import { chakra, followLink } from '@shop/ui';

/** A block link to a shop route (a tile): a real href, followed through the shared history like AppLink. */
export function TileLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <chakra.a
      href={to}
      aria-label={label}
      onClick={followLink}
      display="block"
      h="100%"
      color="fg"
      textDecoration="none"
      borderRadius="md"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </chakra.a>
  );
}
