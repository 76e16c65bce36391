import { describe, expect, it } from 'vitest';
import { pictureSetFixture, pictureUuid } from '../../../testing/fixtures';
import { afterAddPath, retouchable } from './after-add';

const set = pictureSetFixture(); // pictures 1 and 2 individual, 3 a group picture
const uploadUuid = '0f000000-0000-4000-8000-000000000001';
const using = (...uuids: string[]) => uuids.map((uuid) => ({ image: { uuid } }));

describe('after Add to cart (spec 2 section 4)', () => {
  it('counts the set’s own pictures as retouchable, not group pictures, uploads or empty slots', () => {
    expect(retouchable(using(pictureUuid(1)), set)).toBe(true);
    expect(retouchable(using(pictureUuid(3)), set)).toBe(false);
    expect(retouchable(using(uploadUuid), set)).toBe(false);
    expect(retouchable([{ image: null }, {}], set)).toBe(false);
    expect(retouchable(using(uploadUuid, pictureUuid(2)), set)).toBe(true);
    expect(retouchable(using(pictureUuid(1)), null)).toBe(false);
  });

  it('goes to the retouch options when the shop sells retouch and the design qualifies, else to the cart', () => {
    const base = { update: false, retouchAvailable: true, resources: using(pictureUuid(1)), pictureSet: set };
    expect(afterAddPath(base)).toBe('/shopping-cart/retouch');
    expect(afterAddPath({ ...base, retouchAvailable: false })).toBe('/shopping-cart');
    expect(afterAddPath({ ...base, resources: using(pictureUuid(3)) })).toBe('/shopping-cart');
    // updating a line goes back to the cart (spec 2 section 4)
    expect(afterAddPath({ ...base, update: true })).toBe('/shopping-cart');
  });
});
