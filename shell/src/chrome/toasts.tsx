import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@shop/ui';
import { createToaster, Portal, Toast, Toaster } from '@shop/ui/overlays';
import { overlaysRef } from './navigation';
import type { ToastPayload } from './page-requests';

/** Loaded with the first 'toast' event: Chakra's toaster, one per page. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export function showToast({ status, title, description }: ToastPayload): void {
  toaster.create({ type: status, title, description, duration: status === 'error' ? 8000 : 5000, closable: true });
}

interface ShopToasterProps {
  /** Toasts asked for and not shown yet (page-requests.ts). */
  waiting: readonly ToastPayload[];
  /** Called with the toasts just shown, to take them out of the waiting list. */
  onShown: (shown: readonly ToastPayload[]) => void;
}

export default function ShopToaster({ waiting, onShown }: ShopToasterProps) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (waiting.length === 0) return;
    // In a task of its own: the toaster's machine subscribes to its store only after its first render has been
    // committed, so toasts asked for while this chunk was loading would be dropped if handed over at once.
    const timer = setTimeout(() => {
      waiting.forEach(showToast);
      onShown(waiting);
    }, 0);
    return () => clearTimeout(timer);
  }, [waiting, onShown]);
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
