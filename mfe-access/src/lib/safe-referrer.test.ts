import { describe, expect, it } from 'vitest';
import { safeReferrer } from './safe-referrer';

const origin = 'https://shop.example.test';

describe('safeReferrer', () => {
  it.each([
    ['?referrer=%2Fshopping-cart', '/shopping-cart'],
    ['?referrer=%2Fmy-account%2Forders%3Fpage%3D2%23top', '/my-account/orders?page=2#top'],
    ['?referrer=%2F', '/'],
  ])('keeps a path of the site (%s)', (search, expected) => {
    expect(safeReferrer(search, origin)).toBe(expected);
  });

  it.each([
    '',
    '?referrer=',
    '?referrer=shopping-cart',
    '?referrer=%2F%2Fevil.test',
    '?referrer=%2F%5Cevil.test',
    '?referrer=https%3A%2F%2Fevil.test%2F',
    '?referrer=javascript%3Aalert(1)',
  ])('refuses anything else (%s)', (search) => {
    expect(safeReferrer(search, origin)).toBeNull();
  });
});
