import type { ButtonProps } from '@chakra-ui/react';
import { Button } from '@shop/ui';

/**
 * A form's main button. While busy it shows a spinner next to its text (Chakra's default hides the
 * text, leaving the button without an accessible name).
 */
export function SubmitButton({ children, loading, ...props }: ButtonProps & { children: string }) {
  return (
    <Button type="submit" colorPalette="brand" loading={loading} loadingText={children} {...props}>
      {children}
    </Button>
  );
}
