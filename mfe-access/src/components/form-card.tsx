import { Card } from '@shop/ui';
import type { ReactNode } from 'react';

/** The light panel forms sit on over the dark front page, so fields and error texts keep their contrast. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root bg="white" color="gray.900" borderWidth="0" shadow="lg">
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
