import { useEffect, useRef, type ReactNode } from 'react';
import { Heading } from '@shop/ui';

/**
 * The page's one h1. When a step replaces another (`focus`), focus moves to it, so screen-reader and
 * keyboard users start reading the new step from its top.
 */
export function PageHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading as="h1" ref={ref} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} lineHeight="short" _focus={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}
