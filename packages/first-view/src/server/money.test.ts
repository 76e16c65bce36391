import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/i18n';
import { recordFormattedMoney } from './money';

describe('recordFormattedMoney', () => {
  it('records the amounts a server render formats, under the keys the browser looks up, until stopped', () => {
    const recording = recordFormattedMoney();
    const shown = [formatMoney(24900, 'NOK', 'nb'), formatMoney(24900, 'NOK', 'nb'), formatMoney(5000, 'SEK', 'en')];
    const recorded = recording.stop();
    formatMoney(100, 'NOK', 'nb'); // after stop(): not recorded
    expect(recorded).toEqual({ 'nb-NO|NOK|24900': shown[0], 'en-GB|SEK|5000': shown[2] });
    expect(shown[0]!.replace(/\s/g, ' ')).toBe('249,00 kr');
  });
});
