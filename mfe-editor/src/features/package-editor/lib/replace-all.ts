/**
 * 'Change all pictures' in a package (spec 2: package editor, section 3): one picture goes into every
 * picture slot of every template item that takes it (a slot whose rule refuses it is skipped silently, as
 * when a picture is applied to all slots in the editor). The item's template is the one it has, else the
 * first the catalogue offers for its product, loaded with GET /api/webshop/templates/by-uuid/{uuid}.
 * A replaced item's version goes up by one (it starts at 1).
 */
import { call } from '@shop/api-client';
import type { Product, UserResource } from '@shop/contracts/commerce';
import type { PackageInstance } from '@shop/contracts/editor';
import { fullId, type TemplateDefinition, type TemplateListType, templatesApi } from '@shop/contracts/templates';
import { allowed, type InboxPicture } from '../../template-editor';

type PackageLineItem = PackageInstance['packageItems'][number];

export const LIST_OF_TYPE: Record<number, TemplateListType> = { 1: 'calendars', 2: 'cards', 89: 'photogifts' };

/** The item with `picture` in every slot of `template` that takes it; the item itself when none does. */
export function replaceItemPictures(item: PackageLineItem, template: TemplateDefinition, picture: InboxPicture): PackageLineItem {
  const sameTemplate = item.template?.uuid === template.uuid && item.templateData;
  const base: UserResource[] = sameTemplate ? item.templateData!.userResources : (template.userResources as UserResource[]);
  const placed: UserResource[] = template.scene.parts.flatMap((part) =>
    part.elements.flatMap((e) =>
      e.kind === 'image' && !e.disableEdit && allowed(e.rule, picture, false)
        ? [
            {
              id: e.id,
              fullId: fullId(part.refId, e.id),
              image: {
                uuid: picture.uuid,
                webshopId: picture.webshopId ?? undefined,
                width: picture.width,
                height: picture.height,
                // a new picture starts uncropped (centred cover crop), unturned, in its own colours
                cropRect: null,
                rotation: 0,
                overrideEffect: 'original',
              },
            },
          ]
        : [],
    ),
  );
  if (!placed.length) return item;
  const replaced = new Set(placed.map((r) => r.fullId));
  const year =
    (sameTemplate ? item.templateData!.year : null) ?? template.supportedYears[0] ?? (template.type === 'CALENDAR' ? new Date().getFullYear() : null);
  return {
    ...item,
    template: { uuid: template.uuid, name: template.name },
    templateData: { year, userResources: [...base.filter((r) => !replaced.has(r.fullId ?? r.id)), ...placed] },
    version: item.version + 1,
  };
}

/** The template an item is designed with: its own, else the catalogue's first for its product; null for other items. */
export async function itemTemplate(item: PackageLineItem, products: readonly Product[]): Promise<TemplateDefinition | null> {
  if (item.type !== 'TEMPLATE_PRODUCT') return null;
  let uuid = item.template?.uuid ?? null;
  if (!uuid) {
    const type = LIST_OF_TYPE[products.find((p) => p.uuid === item.product?.uuid)?.type ?? -1];
    if (!type) return null;
    const list = await call(templatesApi.templatesByType, { params: { type } });
    uuid = list.find((t) => t.product.uuid === item.product?.uuid)?.uuid ?? null;
  }
  return uuid ? call(templatesApi.templateByUuid, { params: { templateUuid: uuid } }) : null;
}

/** Every template item with the picture; items whose template cannot be found stay as they are. */
export async function replacePackagePictures(
  items: readonly PackageLineItem[],
  products: readonly Product[],
  picture: InboxPicture,
): Promise<PackageLineItem[]> {
  return Promise.all(
    items.map(async (item) => {
      const template = await itemTemplate(item, products);
      return template ? replaceItemPictures(item, template, picture) : item;
    }),
  );
}
