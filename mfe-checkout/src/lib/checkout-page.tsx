import type { ReactNode } from 'react';
import { Container, Heading, Stack, useDocumentTitle } from '@shop/ui';

/** The frame of the checkout module's pages: the tab title and the page's one h1, phone first; `wide` for the desktop checkout's two columns. */
export function CheckoutPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    <Container maxW={wide ? '6xl' : '3xl'} py={{ base: '5', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
