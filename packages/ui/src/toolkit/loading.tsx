import { Center, Spinner, Text } from '@shop/ui';

/** A visible, announced loading state. */
export function Loading({ label }: { label: string }) {
  return (
    <Center role="status" aria-live="polite" gap="3" py="6">
      <Spinner size="md" color="brand.solid" aria-hidden />
      <Text>{label}</Text>
    </Center>
  );
}
