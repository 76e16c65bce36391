import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { pageSettingsAtom } from '@shop/session';
import { Box, Container } from '@shop/ui';

/**
 * The front page's dark full-height backdrop with the portal's background image. A 60 % black veil
 * keeps white text above 4.5:1 whatever the image.
 */
export function DarkBackground({ children }: { children: ReactNode }) {
  const background = useAtomValue(pageSettingsAtom)?.background;
  const veil = 'linear-gradient(rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.6))';
  return (
    <Box
      data-testid="front-page-background"
      minH="calc(100dvh - var(--shop-header-height, 56px))"
      bg="gray.900"
      color="white"
      style={{
        backgroundColor: background?.color || undefined,
        backgroundImage: background?.image ? `${veil}, url(${JSON.stringify(background.image)})` : veil,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container maxW="md" py={{ base: '8', md: '16' }} px={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}
