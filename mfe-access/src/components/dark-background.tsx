import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { pageSettingsAtom } from '@shop/session';
import { Box, Container } from '@shop/ui';

/**
 * The front page's hero: a dark full-height backdrop with the portal's background image under a veil in
 * the portal's header colour (75 %: the header's text colour keeps above 4.5:1 even over a white image).
 * `aside` (how it works, contact) sits beside the code entry on wide screens and below it on a phone.
 */
export function DarkBackground({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const background = useAtomValue(pageSettingsAtom)?.background;
  return (
    <Box
      data-testid="front-page-background"
      position="relative"
      minH="calc(100dvh - var(--shop-header-height, 56px))"
      bg="header.bg"
      color="header.fg"
      style={{
        backgroundColor: background?.color || undefined,
        backgroundImage: background?.image ? `url(${JSON.stringify(background.image)})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
      _before={{ content: '""', position: 'absolute', inset: '0', bg: 'header.bg', opacity: 0.75 }}
    >
      <Container
        position="relative"
        maxW="6xl"
        py={{ base: '8', md: '16' }}
        px={{ base: '4', md: '8' }}
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 28rem) minmax(0, 24rem)' }}
        justifyContent="space-between"
        alignItems="start"
        gap={{ base: '12', lg: '16' }}
      >
        <Box>{children}</Box>
        {aside && <Box pt={{ lg: '2' }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
