import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fullId, Scene, slotsOf } from './scene';

const photo = { kind: 'image', id: 'photo1', x: 10, y: 25, width: 60, height: 70 };
const greeting = {
  kind: 'text',
  id: 'greeting',
  x: 80,
  y: 40,
  width: 60,
  height: 30,
  text: 'Merry Christmas',
  family: 'Great Vibes',
  size: 24,
  colour: '#222222',
};
const front = {
  refId: 'front',
  name: 'part.front',
  background: { colour: '#FFFFFF', artwork: null as string | null },
  elements: [{ kind: 'shape', shape: 'rect', x: 0, y: 0, width: 150, height: 20, fill: '#C52B2B' }, photo, greeting],
};
const card = { formatVersion: 1, width: 150, height: 100, parts: [front] };

describe('template scene', () => {
  it('accepts a card and fills the defaults', () => {
    const scene = v.parse(Scene, card);
    expect(scene.bleed).toBe(3);
    expect(scene.parts[0]?.elements[1]).toMatchObject({
      kind: 'image',
      required: true,
      disableZoom: false,
      rotation: 0,
      rule: { pictureTypes: [], allowUploads: true },
    });
    expect(slotsOf(scene).map((s) => s.fullId)).toEqual(['front/photo1', 'front/greeting']);
    expect(fullId('jan', 'photo1')).toBe('jan/photo1');
  });

  it('refuses a duplicate part, a duplicate slot id, an unknown font and a future format', () => {
    const twoParts = { ...card, parts: [front, front] };
    expect(v.safeParse(Scene, twoParts).issues?.[0].message).toBe('Part refIds must be unique');
    const dupSlot = { ...card, parts: [{ ...front, elements: [photo, photo] }] };
    expect(v.safeParse(Scene, dupSlot).issues?.[0].message).toBe('Slot ids must be unique within a part');
    const badFont = { ...card, parts: [{ ...front, elements: [{ ...greeting, family: 'Comic Sans' }] }] };
    expect(v.safeParse(Scene, badFont).success).toBe(false);
    expect(v.safeParse(Scene, { ...card, formatVersion: 2 }).success).toBe(false);
  });

  it('refuses artwork paths that leave the template folder', () => {
    const outside = { ...card, parts: [{ ...front, background: { colour: '#FFFFFF', artwork: '../../etc/passwd.png' } }] };
    expect(v.safeParse(Scene, outside).success).toBe(false);
  });
});
