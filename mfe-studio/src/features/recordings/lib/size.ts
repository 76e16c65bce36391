import { useTranslation } from 'react-i18next';

/** A recording's size in megabytes, in the studio's language (1,2 MB in Norwegian). */
export function useMegabytes(): (bytes: number) => string {
  const { t, i18n } = useTranslation('studio');
  return (bytes) =>
    t('recordings.megabytes', { size: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000) });
}
