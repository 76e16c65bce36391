import { formatMoney } from '@shop/i18n';
import { useTranslation } from 'react-i18next';

/** An order's amount in its own currency (a portal's orders may differ from the studio's shop). */
export function useOrderMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation('studio');
  return (amount, currency) => formatMoney(amount, currency, i18n.language);
}

/** A call's address with its query (a download link: the browser fetches it with the staff cookie). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return qs ? `${path}?${qs}` : path;
}
