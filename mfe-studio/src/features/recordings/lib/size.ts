import { useTranslation } from 'react-i18next';

/** A recording's size in the studio's language: kilobytes under a megabyte, else megabytes (1,2 MB in Norwegian). */
export function useMegabytes(): (bytes: number) => string {
  const { t, i18n } = useTranslation('studio');
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return (bytes) =>
    bytes < 1_000_000 ? t('recordings.kilobytes', { size: number(bytes / 1000) }) : t('recordings.megabytes', { size: number(bytes / 1_000_000) });
}
