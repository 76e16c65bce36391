import { describe, expect, it } from 'vitest';
import type { PackageInstance } from '@shop/contracts/editor';
import { cardTemplate, pictureUuid, productUuid, templateUuid } from '../../../testing/fixtures';
import type { InboxPicture } from '../../template-editor';
import { replaceItemPictures } from './replace-all';

type Item = PackageInstance['packageItems'][number];
const item = (overrides: Partial<Item> = {}): Item => ({
  uuid: 'a1000000-0000-4000-8000-000000000001',
  type: 'TEMPLATE_PRODUCT',
  name: 'Card 10x15',
  product: { uuid: productUuid(1), name: 'Card 10x15' },
  catalogue: null,
  pictureType: null,
  template: null,
  templateData: null,
  version: 1,
  canChangeTemplate: true,
  ...overrides,
});
const picture = (n: number, overrides: Partial<InboxPicture> = {}): InboxPicture => ({
  uuid: pictureUuid(n),
  webshopId: 1000 + n,
  width: 800,
  height: 1000,
  pictureType: 'IP',
  groupPicture: false,
  upload: false,
  thumb: '',
  ...overrides,
});

describe('replacing a package item’s pictures', () => {
  it('puts the picture into every picture slot, uncropped, and counts the item’s version up from 1', () => {
    const once = replaceItemPictures(item(), cardTemplate(), picture(1));
    expect(once.version).toBe(2);
    expect(once.template).toEqual({ uuid: templateUuid(1), name: 'Winter greeting' });
    expect(once.templateData?.userResources).toEqual([
      {
        id: 'photo',
        fullId: 'front/photo',
        image: { uuid: pictureUuid(1), webshopId: 1001, width: 800, height: 1000, cropRect: null, rotation: 0, overrideEffect: 'original' },
      },
    ]);
    const twice = replaceItemPictures(once, cardTemplate(), picture(2));
    expect(twice.version).toBe(3);
    expect(twice.templateData?.userResources.map((r) => r.image?.uuid)).toEqual([pictureUuid(2)]);
  });

  it('keeps the item’s texts and the edits of slots it does not replace', () => {
    const designed = item({
      template: { uuid: templateUuid(1), name: 'Winter greeting' },
      templateData: {
        year: null,
        userResources: [
          { id: 'wish', fullId: 'inside/wish', text: 'Love, Emma', lines: ['Love, Emma'] },
          { id: 'photo', fullId: 'front/photo', image: { uuid: pictureUuid(3), rotation: 90, cropRect: null, overrideEffect: 'sepia' } },
        ],
      },
    });
    const replaced = replaceItemPictures(designed, cardTemplate(), picture(1));
    expect(replaced.templateData?.userResources).toEqual([
      { id: 'wish', fullId: 'inside/wish', text: 'Love, Emma', lines: ['Love, Emma'] },
      expect.objectContaining({ fullId: 'front/photo', image: expect.objectContaining({ uuid: pictureUuid(1), rotation: 0, overrideEffect: 'original' }) }),
    ]);
  });

  it('skips a slot whose rule refuses the picture; an item no slot of which takes it stays as it was', () => {
    const template = cardTemplate();
    const photo = template.scene.parts[0]!.elements[1]!;
    if (photo.kind === 'image') photo.rule = { pictureTypes: ['IP'], orientation: 'portrait', allowUploads: false };
    const landscape = picture(2, { width: 1200, height: 800 });
    const unchanged = item();
    expect(replaceItemPictures(unchanged, template, landscape)).toBe(unchanged);
    expect(replaceItemPictures(unchanged, template, picture(1)).version).toBe(2);
  });
});
