import { describe, expect, it } from 'vitest';
import { formatAmounts } from '@shop/contracts';
import { formatMoney, i18n, initI18n, onMoneyFormatted, registerNamespace, rememberServerFormattedMoney } from './index';

describe('i18n', () => {
  it('loads a namespace lazily through its registered loader', async () => {
    registerNamespace('demo', async (lng) => ({ default: { hello: lng === 'nb' ? 'Hei' : 'Hello' } }));
    await initI18n('en');
    await i18n.loadNamespaces('demo');
    expect(i18n.t('hello', { ns: 'demo' })).toBe('Hello');
    await i18n.changeLanguage('nb');
    await i18n.loadNamespaces('demo');
    expect(i18n.t('hello', { ns: 'demo' })).toBe('Hei');
  });

  it('formats money from minor units with the portal currency', () => {
    expect(formatMoney(50000, 'NOK', 'en').replace(/\s/g, ' ')).toBe('NOK 500.00');
    expect(formatMoney(12345, 'NOK', 'nb').replace(/\s/g, ' ')).toBe('123,45 kr');
    expect(formatMoney(12345, 'SEK', 'nb').replace(/\s/g, ' ')).toBe('123,45 SEK');
  });

  it("answers an amount with the server's text until the page has its own Intl.NumberFormat for that currency", () => {
    // a text Intl would never write proves no NumberFormat was asked
    rememberServerFormattedMoney({ 'en-GB|EUR|777': 'from the server' });
    expect(formatMoney(777, 'EUR', 'en')).toBe('from the server');
    expect(formatMoney(777, 'EUR', 'nb').replace(/\s/g, ' ')).toBe('7,77 €'); // another language: Intl's
    expect(formatMoney(100, 'EUR', 'en')).toBe('€1.00'); // an amount the server did not format: Intl's
    expect(formatMoney(777, 'EUR', 'en')).toBe('€7.77'); // from then on Intl answers every amount
  });

  it('tells a listener each amount it formats, under the key the browser looks up, until it stops listening', () => {
    const told: [string, string][] = [];
    const stop = onMoneyFormatted((key, text) => told.push([key, text]));
    const shown = formatMoney(24900, 'NOK', 'nb');
    stop();
    formatMoney(100, 'NOK', 'nb'); // after stop(): not told
    expect(told).toEqual([['nb-NO|NOK|24900', shown]]);
  });

  it("formats on the server exactly as in the browser, under the key the browser looks up (the contracts' formatAmounts)", () => {
    for (const language of ['en', 'nb']) {
      for (const [amount, currency] of [
        [100000, 'NOK'],
        [50050, 'SEK'],
        [99, 'DKK'],
      ] as const) {
        const server = formatAmounts([amount], currency, language);
        const [key, text] = Object.entries(server)[0]!;
        expect(text).toBe(formatMoney(amount, currency, language));
        // the key: a page without a NumberFormat for this currency yet answers with the server's text
        rememberServerFormattedMoney({ [key.replace(currency, 'CHF')]: 'marked' });
        expect(formatMoney(amount, 'CHF', language)).toBe('marked');
      }
    }
  });
});
