import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPayload } from '@shop/contracts/core';
import { Stack } from '@shop/ui';
import { createToaster, Portal, Toast, Toaster } from '@shop/ui/overlays';
import { overlaysRef } from './navigation';

export type ToastPayload = EventPayload<'toast'>;

/** Loaded with the first 'toast' event: Chakra's toaster, one per page. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export function showToast({ status, title, description }: ToastPayload): void {
  toaster.create({ type: status, title, description, duration: status === 'error' ? 8000 : 5000, closable: true });
}

export default function ShopToaster({ pending }: { pending: ToastPayload[] }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    // Toasts published while this chunk was loading: handed over once the toaster's machine listens
    // (it subscribes to the store only after its first render has been committed).
    const timer = setTimeout(() => pending.splice(0).forEach(showToast), 0);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <Portal container={overlaysRef}>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t('toast.close')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
