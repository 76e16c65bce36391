import { Alert } from '@shop/ui';

/** A message under a form or a list (server errors, confirmations); announced when it appears. */
export function FormAlert({ status = 'error', message, id }: { status?: 'error' | 'success' | 'info' | 'warning'; message: string; id?: string }) {
  return (
    <Alert.Root status={status} id={id} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal" color="gray.900">
        {message}
      </Alert.Title>
    </Alert.Root>
  );
}
