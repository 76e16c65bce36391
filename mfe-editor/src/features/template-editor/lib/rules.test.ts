import { describe, expect, it } from 'vitest';
import { cardProduct, cardTemplate } from '../../../testing/fixtures';
import { nextYear, yearOnBlur } from '../components/year-view';
import { editorReducer, initialState, isDirty } from '../hooks/editor-state';
import { linesToAdd, minus, onBlurQuantity, parseQuantity, plus, startQuantities } from './quantity-rules';

describe('quantity rules (spec 2 section 5)', () => {
  it('reads a non-number as 0, makes a value below the minimum 0 on blur, plus goes to at least the minimum, minus never below 0', () => {
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('12')).toBe(12);
    expect(onBlurQuantity(3, 5)).toBe(0);
    expect(onBlurQuantity(7, 5)).toBe(7);
    expect(plus(0, 5, null)).toBe(5);
    expect(plus(5, 5, 6)).toBe(6);
    expect(plus(6, 5, 6)).toBe(6);
    expect(minus(5, 5)).toBe(0);
    expect(minus(0, 5)).toBe(0);
    expect(minus(8, 5)).toBe(7);
  });

  it('starts a single product at its minimum, sub-products at 0, and adds only lines with at least the minimum', () => {
    const product = cardProduct();
    expect(startQuantities(product, null)).toEqual([5]);
    expect(startQuantities(product, 12)).toEqual([12]);
    const withSubs = cardProduct({
      subproducts: [
        { uuid: 'a', name: 'Matt', extraprice: 0, image: null },
        { uuid: 'b', name: 'Gloss', extraprice: 300, image: null },
      ],
    });
    expect(startQuantities(withSubs, null)).toEqual([0, 0]);
    expect(linesToAdd([3, 6, 0], 5)).toEqual([{ index: 1, quantity: 6 }]);
  });
});

describe('year rules (spec 2 section 5)', () => {
  it('never goes below the current year; a bad or lower typed value resets to it on blur; plus from empty starts at it', () => {
    expect(nextYear('2026', 2026, -1)).toBe(2026);
    expect(nextYear('2028', 2026, -1)).toBe(2027);
    expect(nextYear('2026', 2026, 1)).toBe(2027);
    expect(nextYear('x', 2026, 1)).toBe(2026);
    expect(yearOnBlur('abc', 2026)).toBe(2026);
    expect(yearOnBlur('2020', 2026)).toBe(2026);
    expect(yearOnBlur('2030', 2026)).toBe(2030);
  });
});

describe('editor state', () => {
  const scene = cardTemplate().scene;
  const photo = { id: 'photo', fullId: 'front/photo', image: { uuid: 'p1' } };
  it('is dirty after a change, undoes and redoes it, and is clean again at the start', () => {
    let s = initialState(scene, { resources: [], year: null });
    expect(isDirty(s)).toBe(false);
    s = editorReducer(s, { type: 'set-resource', resource: photo });
    expect(isDirty(s)).toBe(true);
    s = editorReducer(s, { type: 'set-resource', resource: { ...photo, image: { uuid: 'p2' } } });
    expect(s.design.resources).toEqual([{ ...photo, image: { uuid: 'p2' } }]);
    s = editorReducer(s, { type: 'undo' });
    expect(s.design.resources).toEqual([photo]);
    s = editorReducer(s, { type: 'undo' });
    expect(isDirty(s)).toBe(false);
    s = editorReducer(s, { type: 'redo' });
    expect(s.design.resources).toEqual([photo]);
  });

  it('clears the current slot when going back to main', () => {
    let s = initialState(scene, { resources: [], year: null });
    s = editorReducer(s, { type: 'open', view: 'image', slot: 'front/photo' });
    expect(s.slot).toBe('front/photo');
    s = editorReducer(s, { type: 'open', view: 'main' });
    expect(s.slot).toBeNull();
  });
});
