import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileProblem } from '@shop/contracts/studio-catalog';
import { renderWithShop } from '@shop/testing';
import { ProblemsTable } from './problems-table';

/** Problems as the price-list and templates dry runs answer them: the server's English and, for the studio, kind and values. */
const PROBLEMS: FileProblem[] = [
  {
    file: 'products.json',
    line: 7,
    message: 'products.0.prices.2.price: must not be negative',
    kind: 'min_value',
    values: { field: 'products.0.prices.2.price', requirement: 0 },
  },
  {
    file: 'products.json',
    line: 9,
    message: "products.1.key: the key 'a' is used twice (also products.0)",
    kind: 'key_twice',
    values: { field: 'products.1.key', key: 'a', other: 'products.0' },
  },
  { file: 'mug-wrap/missing.png', line: 0, message: 'missing (the scene names it)', kind: 'artwork_missing' },
  // a kind this studio does not know yet (a newer server): its message, as it is
  { file: 'products.json', line: 3, message: 'something new is wrong', kind: 'something_new' },
];

const rows = async (language: string) => {
  await renderWithShop(<ProblemsTable problems={PROBLEMS} label="Problems" />, { namespaces: ['studio', 'studio-catalog'], language, router: false });
  return within(screen.getByRole('table', { name: 'Problems' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
};

describe('the problems of an uploaded file (price lists, templates)', () => {
  it('says each in Norwegian by its kind and values, the server’s English only for an unknown kind', async () => {
    expect(await rows('nb')).toEqual([
      'products.json7products.0.prices.2.price: Kan ikke være negativ.',
      'products.json9products.1.key: nøkkelen «a» er brukt to ganger (også products.0)',
      'mug-wrap/missing.png—mangler (scenen nevner den)',
      'products.json3something new is wrong',
    ]);
  });

  it('in English as the import says it', async () => {
    expect(await rows('en')).toEqual([
      'products.json7products.0.prices.2.price: Must not be negative.',
      "products.json9products.1.key: the key 'a' is used twice (also products.0)",
      'mug-wrap/missing.png—missing (the scene names it)',
      'products.json3something new is wrong',
    ]);
  });
});
