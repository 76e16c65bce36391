import { describe, expect, it } from 'vitest';
import { calendarTemplates, christmasCards, mugTemplates } from '../../../testing/fixtures';
import { applyFilters, filtersFor, groupByProduct, without } from './filters';

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
});
