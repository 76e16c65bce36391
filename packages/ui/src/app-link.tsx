import type { MouseEvent, ReactNode } from 'react';
import type { ButtonProps } from '@chakra-ui/react';
import { Button, Link, type LinkProps } from './chakra';

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

/**
 * The one link-click guard: whether a click on a real <a href> is the shop's to follow. A same-origin left
 * click without modifier keys is; a middle or ctrl/cmd click, target=_blank, a download or another origin is
 * left to the browser.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

/** onClick of a link to a shop route: a plain left click moves there through the shared history. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (!isPlainLeftClick(event)) return false;
  event.preventDefault();
  const url = new URL(event.currentTarget.href, window.location.href);
  goTo(url.pathname + url.search + url.hash);
  return true;
}

type AppLinkProps = { to: string; children: ReactNode } & (
  | ({ asButton?: false } & Omit<LinkProps, 'href' | 'children'>)
  | { asButton: true; variant?: ButtonProps['variant']; size?: ButtonProps['size'] }
);

/** A link to a shop route: a real href (new tab, no JavaScript), followed through the shared history; `asButton` for a call to action. */
export function AppLink(props: AppLinkProps) {
  if (props.asButton) {
    const { to, children, variant, size } = props;
    return (
      <Button asChild colorPalette="brand" variant={variant} size={size}>
        <a href={to} onClick={followLink}>
          {children}
        </a>
      </Button>
    );
  }
  const { to, children, asButton: _, ...rest } = props;
  return (
    <Link href={to} onClick={followLink} color="brand.fg" textDecoration="underline" {...rest}>
      {children}
    </Link>
  );
}
