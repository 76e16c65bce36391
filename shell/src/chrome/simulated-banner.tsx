import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '@shop/session';

/** An administrator acting as a customer: a red banner above the header and a red line under it. */
export function SimulatedBanner() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const simulated = Boolean(user?.isSimulated);

  useEffect(() => {
    const header = document.getElementById('shop-header');
    if (!header) return;
    if (simulated) header.dataset.simulated = '';
    else delete header.dataset.simulated;
  }, [simulated]);

  if (!simulated || !user) return null;
  return (
    <aside aria-label={t('simulated.label')}>
      <p className="shop-simulated-banner" data-testid="simulated-banner">
        {t('simulated.banner', { name: user.name, email: user.emailAddress })}
      </p>
    </aside>
  );
}
