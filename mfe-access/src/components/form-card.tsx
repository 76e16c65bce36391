import { Card } from '@shop/ui';
import type { ReactNode } from 'react';

/** The light panel forms sit on over the dark front page, so fields and error texts keep their contrast. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root bg="surface.raised" color="fg" borderWidth="0" borderRadius="l3" shadow="raised">
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
