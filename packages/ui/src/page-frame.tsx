import type { ReactNode } from 'react';
import { Container, Heading, Stack } from './chakra';
import { useDocumentTitle } from './use-document-title';

/**
 * The frame of a module's page: the tab title and the page's one h1, phone first. `wide` for pages of
 * tiles or two columns (the catalogue's lists, the desktop checkout); narrow for a form or a single column.
 */
export function PageFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
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
