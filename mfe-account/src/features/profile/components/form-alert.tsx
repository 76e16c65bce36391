import { Alert } from '@shop/ui';

/** A message under a form (server errors, confirmations); announced when it appears. */
export function FormAlert({ status = 'error', message }: { status?: 'error' | 'success' | 'info'; message: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal" color="gray.900">
        {message}
      </Alert.Title>
    </Alert.Root>
  );
}
