import type { FormattedMoney } from '@shop/contracts/core';
import { onMoneyFormatted } from '@shop/i18n';

/**
 * A server entry's renderer records every amount its first view formats (decision 0075): they go into the page's
 * boot data, so the browser hydrates the view without creating its first Intl.NumberFormat (a long task: ICU's
 * number data) while the page starts. Renders run one at a time in a module's worker; stop() ends this recording.
 */
export function recordFormattedMoney(): { stop(): FormattedMoney } {
  const recorded: FormattedMoney = {};
  const stopListening = onMoneyFormatted((key, text) => {
    recorded[key] = text;
  });
  return {
    stop() {
      stopListening();
      return recorded;
    },
  };
}
