/**
 * Files behind one interface (decision 0078): unset FILES_URL, the folder FILES_DIR (the embedded
 * default); FILES_URL=s3://bucket/prefix, S3-compatible object storage shared by every instance.
 * The server hangs its storage on the ShopContext (app.shop.storage); the operator CLI and jobs make
 * theirs with storageFromConfig().
 */
import { localStorage } from './local';
import { parseS3Url, s3Storage } from './s3';
import type { FileStorage } from './types';

export { localStorage } from './local';
export { parseS3Url, s3ClientConfig, s3Storage, type S3Location } from './s3';
export { StoredFileMissing } from '../http/errors';
export { readStored, sendMadeJpeg, sendStoredFile, storedFileMissing } from './send';
export { type Body, checkKey, contentTypeOf, type FileStorage, type StoredFile } from './types';

/** The part of AppConfig that picks the storage. */
export interface FilesConfig {
  /** FILES_DIR: the folder of the local back end. */
  filesDir: string;
  /** FILES_URL: s3://bucket/prefix; unset: the folder. */
  filesUrl?: string;
}

export function storageFromConfig(config: FilesConfig): FileStorage {
  return config.filesUrl ? s3Storage(parseS3Url(config.filesUrl)) : localStorage(config.filesDir);
}
