import { describe, expect, it } from 'vitest';
import { formatMoney, i18n, initI18n, registerNamespace } from './index';

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
});
