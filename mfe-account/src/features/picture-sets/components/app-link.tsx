import type { ReactNode } from 'react';
import { Button, Link } from '@shop/ui';
import { goTo } from '../../../lib/navigate';

/** A link to another module's route: a real href, followed through the shared history (single-spa). */
export function AppLink({ to, children, asButton = false }: { to: string; children: ReactNode; asButton?: boolean }) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(to);
  };
  if (asButton) {
    return (
      <Button asChild colorPalette="brand">
        <a href={to} onClick={onClick}>
          {children}
        </a>
      </Button>
    );
  }
  return (
    <Link href={to} onClick={onClick} color="brand.fg" textDecoration="underline">
      {children}
    </Link>
  );
}
