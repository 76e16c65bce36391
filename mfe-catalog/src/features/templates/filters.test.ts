import { describe, expect, it } from 'vitest';
import { calendarTemplates, christmasCards, mugTemplates } from '../../testing/fixtures';
import { applyFilters, filtersFor, groupByProduct, without } from './filters';
import { tierRanges } from './tiers';

describe('template filters (spec 2)', () => {
  it('cards: formats and images only with more than one value, the text filter always', () => {
    const cards = christmasCards();
    expect(filtersFor('cards', cards).map((f) => [f.type, f.options.map((o) => o.value)])).toEqual([
      ['formats', ['10x15', '15x15']],
      ['texts', ['yes', 'no']],
      ['images', ['1', '2', '3', '4']],
    ]);
    expect(filtersFor('cards', cards.slice(0, 1)).map((f) => f.type)).toEqual(['texts']);
    expect(filtersFor('calendars', calendarTemplates())).toEqual([]);
    expect(filtersFor('photogifts', mugTemplates())).toEqual([]);
  });

  it('options of a filter are ORed, filters ANDed; a removed chip widens again', () => {
    const cards = christmasCards();
    const sel = { formats: ['10x15'], texts: ['yes', 'no'] };
    expect(applyFilters(cards, sel).map((t) => t.name)).toEqual(['Starry night', 'Winter landscape']);
    expect(applyFilters(cards, { ...sel, texts: ['no'] }).map((t) => t.name)).toEqual(['Starry night']);
    expect(applyFilters(cards, without(sel, 'formats', '10x15'))).toHaveLength(4);
    expect(groupByProduct(cards).map((g) => [g.product.name, g.templates.length])).toEqual([
      ['Card 15x15', 2],
      ['Card 10x15', 2],
    ]);
  });

  it('price tiers as ranges, the last one open', () => {
    const tier = (quantity: number, price: number) => ({ quantity, price, campaignprice: null, type: 0 as const });
    expect(tierRanges([tier(10, 2400), tier(1, 2900), tier(25, 1900)])).toEqual([
      { from: 1, to: 9, price: 2900 },
      { from: 10, to: 24, price: 2400 },
      { from: 25, to: null, price: 1900 },
    ]);
  });
});
