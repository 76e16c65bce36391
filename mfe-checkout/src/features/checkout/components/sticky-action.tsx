import type { ReactNode } from 'react';
import { Box } from '@shop/ui';

/** The step's primary action, kept within the thumb's reach at the bottom of a phone's screen. */
export function StickyAction({ children }: { children: ReactNode }) {
  return (
    <Box position="sticky" bottom="0" bg="bg" py="3" mx="-4" px="4" borderTopWidth="1px" borderColor="border" zIndex="1">
      {children}
    </Box>
  );
}
