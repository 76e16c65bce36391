/**
 * The import of a job folder uploaded as a zip (the studio, issue 32): the same checks and writes as
 * `pnpm operator import-job` (importJob), run in a background job on a work folder of its own that is
 * removed when it ends. The dry run writes nothing; the import keeps the originals, and a rerun of the same
 * folder changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage';
import { ArchiveProblem, unpackJobZip } from './archive';
import { importJob, type ImportOptions, type ImportSummary, ImportValidationError } from './import';

export interface UploadedImport {
  portal: string;
  /** The zip's storage key. */
  key: string;
  /** As the browser named it (problems of the zip name it). */
  fileName: string;
  dryRun: boolean;
  progress?: ImportOptions['progress'];
  codesSink?: ImportOptions['codesSink'];
}

/** Answers the summary; throws ImportValidationError with every problem (nothing written). */
export async function importUploadedJob(db: Db, storage: FileStorage, upload: UploadedImport): Promise<ImportSummary> {
  const work = await mkdtemp(join(tmpdir(), 'photo-job-'));
  try {
    let folder: string;
    try {
      folder = await unpackJobZip(storage, upload.key, upload.fileName, work);
    } catch (err) {
      if (err instanceof ArchiveProblem) throw new ImportValidationError([err.problem]);
      throw err;
    }
    return await importJob(db, { storage }, folder, {
      portal: upload.portal,
      dryRun: upload.dryRun,
      progress: upload.progress,
      codesSink: upload.codesSink,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
