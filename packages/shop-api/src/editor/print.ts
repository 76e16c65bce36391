/**
 * The print files of a template line (issue 10: printed as seen): each part of the design drawn by the
 * editor's own drawing module (@shop/scene/server) at 300 dpi, at the exact trim + bleed size, written as
 * an sRGB JPEG with its resolution recorded. The pictures are the originals (the customer's own sets or
 * uploads, checked again here: a line naming anyone else's picture prints nothing).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TemplateData } from '@shop/contracts';
import type { Scene } from '@shop/contracts/templates';
import { partPixels } from '@shop/scene';
import { renderPart } from '@shop/scene/server';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { pictures, userSubjects } from '../db/schema';
import { ownedUploads, uploadFile } from './uploads';

export const PRINT_DPI = 300;

export interface PrintableLine {
  uuid: string;
  userUuid: string;
  portal: string;
  template: { uuid: string; version?: number };
  templateData: TemplateData;
}

export interface PrintedPart {
  refId: string;
  file: string;
  width: number;
  height: number;
}

/** A template's scene (the catalogue's store); null when the portal has no such template or version. */
export type SceneOf = (portal: string, uuid: string, version?: number) => Promise<{ scene: Scene; artworkDir: string } | null>;

/** The original files of the line's pictures that are the customer's: uuid → absolute path. */
async function picturesOf(db: Db, filesDir: string, line: PrintableLine): Promise<Map<string, string>> {
  const uuids = [...new Set(line.templateData.userResources.flatMap((r) => (r.image?.uuid ? [r.image.uuid] : [])))];
  const found = new Map<string, string>();
  if (!uuids.length) return found;
  const rows = await db
    .select({ uuid: pictures.uuid, path: pictures.originalPath })
    .from(pictures)
    .innerJoin(userSubjects, and(eq(userSubjects.subjectUuid, pictures.subject), eq(userSubjects.userUuid, line.userUuid)))
    .where(and(inArray(pictures.uuid, uuids), eq(pictures.portal, line.portal)));
  for (const r of rows) found.set(r.uuid, join(filesDir, r.path));
  const uploads = await ownedUploads(
    db,
    { uuid: line.userUuid, portal: line.portal } as never,
    uuids.filter((u) => !found.has(u)),
  );
  for (const [uuid, row] of uploads) found.set(uuid, join(filesDir, uploadFile(row, 'original')));
  return found;
}

/** One part of the line as PNG at `widthPx` (trim box, no bleed): the cart's preview and the proof that print equals screen. */
export async function previewPart(db: Db, filesDir: string, sceneOf: SceneOf, line: PrintableLine, partRefId: string, widthPx: number): Promise<Buffer | null> {
  const template = await sceneOf(line.portal, line.template.uuid, line.template.version);
  if (!template?.scene.parts.some((p) => p.refId === partRefId)) return null;
  const files = await picturesOf(db, filesDir, line);
  return renderPart(template.scene, partRefId, line.templateData.userResources as never, {
    widthPx,
    year: line.templateData.year,
    loadImage: async (image) => {
      const file = files.get(image.uuid);
      return file
        ? sharp(await readFile(file))
            .rotate()
            .toBuffer()
        : null;
    },
    loadArtwork: async (name) => readFile(join(template.artworkDir, name)).catch(() => null),
  });
}

/** Renders every part of the line into `outDir/<line uuid>/<n>-<part>.jpg`; answers what it wrote. */
export async function printLine(db: Db, filesDir: string, sceneOf: SceneOf, line: PrintableLine, outDir: string): Promise<PrintedPart[]> {
  const template = await sceneOf(line.portal, line.template.uuid, line.template.version);
  if (!template) throw new Error(`No template ${line.template.uuid}${line.template.version ? ` version ${line.template.version}` : ''} on ${line.portal}`);
  const files = await picturesOf(db, filesDir, line);
  const dir = join(outDir, line.uuid);
  await mkdir(dir, { recursive: true });
  const printed: PrintedPart[] = [];
  for (const [i, part] of template.scene.parts.entries()) {
    const png = await renderPart(template.scene, part.refId, line.templateData.userResources as never, {
      dpi: PRINT_DPI,
      year: line.templateData.year,
      loadImage: async (image) => {
        const file = files.get(image.uuid);
        // EXIF orientation applied, as the screen's derivatives are
        return file
          ? sharp(await readFile(file))
              .rotate()
              .toBuffer()
          : null;
      },
      loadArtwork: async (name) => readFile(join(template.artworkDir, name)).catch(() => null),
    });
    const jpeg = await sharp(png)
      .flatten({ background: '#ffffff' })
      .withMetadata({ density: PRINT_DPI, icc: 'srgb' })
      .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const file = join(dir, `${String(i + 1).padStart(2, '0')}-${part.refId}.jpg`);
    await writeFile(file, jpeg);
    const size = partPixels(template.scene, { dpi: PRINT_DPI }, true);
    printed.push({ refId: part.refId, file, width: size.width, height: size.height });
  }
  return printed;
}
