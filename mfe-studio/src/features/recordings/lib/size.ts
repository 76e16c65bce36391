import { useTranslation } from 'react-i18next';
import { formatNumberText } from '@shop/contracts/core';

/** A recording's size in the studio's language: kilobytes under a megabyte, else megabytes (1,2 MB in Norwegian). */
export function useMegabytes(): (bytes: number) => string {
  const { t, i18n } = useTranslation('studio');
  const number = (value: number) => formatNumberText(value, i18n.language, { fractionDigits: 1 });
  return (bytes) =>
    bytes < 1_000_000 ? t('recordings.kilobytes', { size: number(bytes / 1000) }) : t('recordings.megabytes', { size: number(bytes / 1_000_000) });
}
