/**
 * The previews of a templates check (issue 32, decision 0107): each template of the uploaded folder drawn as
 * the shop and the lab will draw it — the first part by @shop/scene's server renderer (konva on
 * @napi-rs/canvas, decision 0050), its photo slots filled by the lists' own prefill with the portal's sample
 * pictures — before anything is published. Drawn on the server and kept in the storage (like the
 * catalogue's previews), named by the template's content hash, the sample set and the language: a check of
 * the same folder again draws nothing, and any instance answers the picture.
 */
import { renderPart } from '@shop/scene/server';
import type { FileStorage } from '../storage';
import { prefill, type PlannedTemplate, PREVIEW_WIDTH } from '../templates';
import type { SampleSet } from './template-samples';

export const previewFolder = (portal: string) => `template-checks/${portal}`;

/** The stored preview's file name (the templatePreview call's `file`). */
const fileName = (t: PlannedTemplate, samples: SampleSet, locale: string) => `${t.contentHash}-${samples.id}-${locale}.png`;

/** Draws what the storage does not have yet, one at a time (the renderer is one thread); answers each template's file name by key. */
export async function drawCheckPreviews(
  storage: FileStorage,
  portal: string,
  planned: readonly PlannedTemplate[],
  samples: SampleSet,
  locale: string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const t of planned) {
    const name = fileName(t, samples, locale);
    const key = `${previewFolder(portal)}/${name}`;
    if (!(await storage.head(key))) {
      const png = await renderPart(t.scene, t.scene.parts[0]!.refId, prefill(t.scene, samples.set), {
        widthPx: PREVIEW_WIDTH,
        year: t.input.supportedYears[0] ?? null,
        locale,
        loadImage: (image) => samples.load(image.uuid),
        // the folder's own artwork, as read by the check (nothing is in the storage before publishing)
        loadArtwork: async (file) => t.files.get(file) ?? null,
      });
      await storage.put(key, png, { contentType: 'image/png' });
    }
    out.set(t.key, name);
  }
  return out;
}
