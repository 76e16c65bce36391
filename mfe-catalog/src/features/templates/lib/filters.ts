/**
 * The template list's filters (spec 2: template list page). Cards filter by formats, texts and images,
 * calendars by formats and pages; photo gifts have none. Formats, images and pages show only when the
 * list has more than one value; the text filter (yes/no) always shows. Options of one filter are ORed,
 * filters are ANDed.
 */
import type { TemplateSummary } from '@shop/contracts/templates';
import type { ListType } from '../../../lib/paths';

export type FilterType = 'formats' | 'texts' | 'images' | 'pages';
export interface FilterOption {
  value: string;
  /** What the option shows; texts are translated by the screen ('yes'/'no'). */
  name: string;
}
export interface Filter {
  type: FilterType;
  options: FilterOption[];
}
/** The chosen values per filter. */
export type FilterSelection = Partial<Record<FilterType, string[]>>;

const FILTERS: Record<ListType, FilterType[]> = { cards: ['formats', 'texts', 'images'], calendars: ['formats', 'pages'], photogifts: [] };

export function filterValue(type: FilterType, t: TemplateSummary): string {
  switch (type) {
    case 'formats':
      return t.formatSize;
    case 'texts':
      return t.hasUserText ? 'yes' : 'no';
    case 'images':
      return String(t.numUserImages);
    case 'pages':
      return String(t.numUserParts);
  }
}

const byNumberThenText = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

export function filtersFor(type: ListType, templates: TemplateSummary[]): Filter[] {
  return FILTERS[type].flatMap((f): Filter[] => {
    if (f === 'texts') return [{ type: f, options: ['yes', 'no'].map((v) => ({ value: v, name: v })) }];
    const values = [...new Set(templates.map((t) => filterValue(f, t)))].sort(byNumberThenText);
    return values.length > 1 ? [{ type: f, options: values.map((v) => ({ value: v, name: v })) }] : [];
  });
}

export function applyFilters(templates: TemplateSummary[], selection: FilterSelection): TemplateSummary[] {
  const active = (Object.entries(selection) as [FilterType, string[]][]).filter(([, values]) => values.length > 0);
  return templates.filter((t) => active.every(([type, values]) => values.includes(filterValue(type, t))));
}

/** The selection without a value (a chip removed). */
export function without(selection: FilterSelection, type: FilterType, value: string): FilterSelection {
  return { ...selection, [type]: (selection[type] ?? []).filter((v) => v !== value) };
}

export function toggle(selection: FilterSelection, type: FilterType, value: string): FilterSelection {
  const current = selection[type] ?? [];
  return { ...selection, [type]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] };
}

/** The templates grouped under their products, in the server's order (it sorts products by spec 2's rules). */
export function groupByProduct(templates: TemplateSummary[]): Array<{ product: TemplateSummary['product']; templates: TemplateSummary[] }> {
  const groups = new Map<string, { product: TemplateSummary['product']; templates: TemplateSummary[] }>();
  for (const t of templates) {
    const g = groups.get(t.product.uuid) ?? { product: t.product, templates: [] };
    g.templates.push(t);
    groups.set(t.product.uuid, g);
  }
  return [...groups.values()];
}
