import type { MouseEvent, ReactNode } from 'react';
import { chakra } from '@shop/ui';
import { goTo } from '@shop/ui/toolkit';

const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  goTo(to);
};

/** A block link to a shop route (a tile): a real href, followed through the shared history like AppLink. */
export function TileLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <chakra.a
      href={to}
      aria-label={label}
      onClick={(e) => follow(e, to)}
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
