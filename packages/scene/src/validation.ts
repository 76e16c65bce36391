/**
 * When a template is ready to buy (spec 2 section 5: the main action is disabled until the template
 * validates, i.e. every required resource is filled) and which part buttons show as complete.
 */
import type { ImageSlot, Scene, TextSlot } from '@shop/contracts/templates';
import { slotsOf } from '@shop/contracts/templates';
import { partOf, resourceFor, type SceneResource } from './layout';

/** An image resource is valid when it names a picture. */
export const isImageResourceValid = (resource: SceneResource | undefined) => Boolean(resource?.image?.uuid);

/** A text resource is valid when it (or the template's own text) is not blank. */
export const isTextResourceValid = (slot: TextSlot, resource: SceneResource | undefined) => (resource?.text ?? slot.text).trim().length > 0;

/** A slot is complete when it is optional or filled. */
export function isSlotComplete(slot: ImageSlot | TextSlot, resource: SceneResource | undefined) {
  if (!slot.required) return true;
  return slot.kind === 'image' ? isImageResourceValid(resource) : isTextResourceValid(slot, resource);
}

/** The slots of a part that still need filling. */
export function missingSlots(scene: Scene, partRefId: string, resources: readonly SceneResource[]) {
  const part = partOf(scene, partRefId);
  return part.elements.filter(
    (e): e is ImageSlot | TextSlot => (e.kind === 'image' || e.kind === 'text') && !isSlotComplete(e, resourceFor(resources, part, e)),
  );
}

export const isPartComplete = (scene: Scene, partRefId: string, resources: readonly SceneResource[]) => missingSlots(scene, partRefId, resources).length === 0;

/** Every part complete: the template validates. */
export const isTemplateValid = (scene: Scene, resources: readonly SceneResource[]) => scene.parts.every((p) => isPartComplete(scene, p.refId, resources));

/**
 * Resources that name no slot of the scene, or the wrong kind of slot (an image in a text slot): the
 * server refuses a cart line carrying them.
 */
export function strayResources(scene: Scene, resources: readonly SceneResource[]): SceneResource[] {
  const slots = new Map(slotsOf(scene).map((s) => [s.fullId, s.slot]));
  return resources.filter((r) => {
    const slot = slots.get(r.fullId ?? r.id);
    if (!slot) return true;
    return slot.kind === 'image' ? r.text !== undefined && !r.image : Boolean(r.image);
  });
}
