/**
 * The customer's own pictures (spec 2: picture upload; option allowOwnPhotos). Only real images are
 * kept (sharp reads the content; the name and the declared type count for nothing); each is stored
 * normalised: EXIF orientation applied, at most UPLOAD_RULES.maxSide on the longer side, sRGB JPEG with
 * no metadata (no location); its thumbnails for the inbox and the editor come from the job queue. Per
 * customer and portal.
 */
import { UPLOAD_RULES } from '@shop/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { userUploads, type UserRow, type UserUploadRow } from '../db/schema';
import { queueDerivatives, sha256Hex, uploadFile as storedUploadFile, type UploadWidth } from '../photojobs';
import type { FileStorage } from '../storage';

export { UPLOAD_WIDTHS, type UploadWidth } from '../photojobs';
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif', 'gif']);

export const uploadUrl = (uuid: string, width: UploadWidth) => `/api/webshop/user/uploads/${uuid}/${width}`;
export const uploadFile = (row: Pick<UserUploadRow, 'path'>, width: UploadWidth | 'original') => storedUploadFile(row.path, width);

export type Normalised = { data: Buffer; width: number; height: number; sha: string };

/** The image as kept, or null when the bytes are not an image sharp can read. */
export async function normalise(bytes: Buffer): Promise<Normalised | null> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !ACCEPTED.has(format)) return null;
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_RULES.maxSide, height: UPLOAD_RULES.maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 92 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, sha: sha256Hex(data) };
  } catch {
    return null;
  }
}

/**
 * Keeps the picture (once per content) and records the upload; its sizes for the inbox and the editor are
 * made by the job queue (photojobs/derivatives.ts, queued in this transaction) and drawn on request until
 * then. The same picture twice is one upload.
 */
export async function keepUpload(tx: Db, storage: FileStorage, user: UserRow, image: Normalised): Promise<UserUploadRow> {
  const [existing] = await tx
    .select()
    .from(userUploads)
    .where(and(eq(userUploads.userUuid, user.uuid), eq(userUploads.portal, user.portal), eq(userUploads.sha256, image.sha)));
  if (existing) return existing;
  const path = `uploads/${user.portal}/${user.uuid}/${image.sha}`;
  if (!(await storage.head(uploadFile({ path }, 'original')))) await storage.put(uploadFile({ path }, 'original'), image.data);
  const [row] = await tx
    .insert(userUploads)
    .values({ userUuid: user.uuid, portal: user.portal, path, sha256: image.sha, width: image.width, height: image.height, bytes: image.data.length })
    .returning();
  await queueDerivatives(tx, [{ kind: 'upload', key: `upload:${path}`, path }]);
  return row!;
}

export async function recentUploads(db: Db, user: UserRow): Promise<UserUploadRow[]> {
  return db
    .select()
    .from(userUploads)
    .where(and(eq(userUploads.userUuid, user.uuid), eq(userUploads.portal, user.portal)))
    .orderBy(desc(userUploads.createdAt))
    .limit(200);
}

/** The uploads among `uuids` that are this customer's (on this portal); a print job names the customer by uuid and portal alone. */
export async function ownedUploads(db: Db, user: Pick<UserRow, 'uuid' | 'portal'>, uuids: string[]): Promise<Map<string, UserUploadRow>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .select()
    .from(userUploads)
    .where(and(inArray(userUploads.uuid, [...new Set(uuids)]), eq(userUploads.userUuid, user.uuid), eq(userUploads.portal, user.portal)));
  return new Map(rows.map((r) => [r.uuid, r]));
}
