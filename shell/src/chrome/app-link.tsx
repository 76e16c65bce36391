import type { ReactNode } from 'react';
import { Button, Link, type LinkProps } from '@shop/ui';
import { followLink } from './navigation';

/** A link inside the shop: a real <a href> (middle click works), navigated by single-spa on a plain click. */
export function AppLink({ href, children, ...rest }: LinkProps & { href: string; children: ReactNode }) {
  return (
    <Link href={href} onClick={followLink} variant="underline" colorPalette="brand" {...rest}>
      {children}
    </Link>
  );
}

/** The same as a button-looking link (a call to action). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand" size="lg">
      <a href={href} onClick={followLink}>
        {children}
      </a>
    </Button>
  );
}
