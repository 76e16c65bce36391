import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { goTo, Loading } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { useCartRead } from '../api/cart-api';
import { editTarget } from '../lib/edit-target';
import { PageFrame } from '@shop/ui';

/**
 * /shopping-cart/edit/{uuid}: finds the line and sends the parent to the screen that changes it;
 * 'No order line' and back to the cart when the cart has no such line (or it cannot be loaded).
 */
export function CartEditPage() {
  const { t } = useTranslation('checkout');
  const { uuid = '' } = useParams();

  const read = useCartRead();
  // Decide on this visit's answer, not on a cart cached earlier.
  const answered = read.isFetchedAfterMount && !read.isFetching;
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on this visit's answer (a later render must not alert again)
  useEffect(() => {
    if (!answered) return;
    const line = read.isError ? undefined : read.data?.orderLines.find((l) => l.uuid === uuid);
    if (line) return goTo(editTarget(line), { replace: true });
    if (read.isError) console.error('Failed to load the cart', read.error);
    window.alert(t('edit.noLine'));
    goTo(paths.cart(), { replace: true });
  }, [answered, uuid]);

  return (
    <PageFrame title={t('edit.title')}>
      <Loading label={t('edit.loading')} />
    </PageFrame>
  );
}
