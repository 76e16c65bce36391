import type { MouseEvent, ReactNode } from 'react';
import type { ButtonProps } from '@chakra-ui/react';
import { Button, Link } from '@shop/ui';

/**
 * Moves to a route of any module: single-spa and every react-router instance follow pushState plus
 * popstate, so the owner of the new route mounts without a page load. `replace` for redirects (the
 * back button skips the page that sent the parent on).
 */
export function goTo(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** A link to a shop route: a real href (new tab, no JavaScript), followed through the shared history. */
export function AppLink({
  to,
  children,
  asButton = false,
  variant,
}: {
  to: string;
  children: ReactNode;
  asButton?: boolean;
  variant?: ButtonProps['variant'];
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(to);
  };
  if (asButton) {
    return (
      <Button asChild colorPalette="brand" variant={variant}>
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
