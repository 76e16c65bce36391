import { describe, expect, it } from 'vitest';
import { amountsShown } from './index';

// What a module's server entry says its first view shows goes into the page's boot data (decision 0075): only
// formatMoney's keys with short texts, and nothing when an entry sends more than a page could show.
describe('amountsShown', () => {
  it('keeps formatMoney’s keys with their texts', () => {
    expect(amountsShown({ 'nb-NO|NOK|24900': '249,00 kr', 'en|SEK|-500': '-SEK 5.00', 'en|EUR|12.5': '€0.13' })).toEqual({
      'nb-NO|NOK|24900': '249,00 kr',
      'en|SEK|-500': '-SEK 5.00',
      'en|EUR|12.5': '€0.13',
    });
    expect(amountsShown(undefined)).toEqual({});
  });

  it('drops other keys and long texts', () => {
    expect(amountsShown({ '__proto__|NOK|1': 'x', 'en|nok|1': 'x', 'en|NOK|1</script>': 'x', 'en|NOK|2': 'y'.repeat(41), 'en|NOK|3': 'NOK 0.03' })).toEqual({
      'en|NOK|3': 'NOK 0.03',
    });
  });

  it('takes none from an entry that sends more than a page shows', () => {
    expect(amountsShown(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`en|NOK|${i}`, `NOK ${i}`])))).toEqual({});
    expect(Object.keys(amountsShown(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`en|NOK|${i}`, `NOK ${i}`]))))).toHaveLength(500);
  });
});
