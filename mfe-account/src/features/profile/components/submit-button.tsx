import type { ButtonProps } from '@chakra-ui/react';
import { Button } from '@shop/ui';

/** A form's main button; while busy it keeps its text next to the spinner (an accessible name). */
export function SubmitButton({ children, loading, ...props }: ButtonProps & { children: string }) {
  return (
    <Button type="submit" colorPalette="brand" loading={loading} loadingText={children} {...props}>
      {children}
    </Button>
  );
}
