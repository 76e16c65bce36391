/**
 * Where a command's --out goes: a folder of the operator's machine (relative to where the command was
 * typed), or s3://bucket/prefix for a lab that takes its files from a bucket. Both through the storage
 * interface, so a print file is written the same way as the shop's own.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { type FileStorage, localStorage, parseS3Url, s3Storage } from '../storage';
import type { OperatorContext } from './command';

export function outputStorage(ctx: OperatorContext, folder: string): FileStorage {
  if (folder.startsWith('s3://')) return s3Storage(parseS3Url(folder));
  return localStorage(isAbsolute(folder) ? folder : resolve(ctx.cwd ?? process.cwd(), folder));
}

/** A written key as the operator finds it: a path on disk, or its s3:// address. */
export const shownPath = (out: FileStorage, key: string) => (out.kind === 'local' ? join(out.where, key) : `${out.where}/${key}`);
