/**
 * The job folder's way to the server (decision 0095): a zip file, or a folder chosen with the browser's
 * folder picker and zipped here (fflate, stored: the pictures are JPEGs already), sent as one resumable tus
 * upload. tus-js-client keeps each upload's address in localStorage by the file's fingerprint, so the same
 * zip chosen again after a lost connection or a closed tab goes on where it stopped.
 */
import { PHOTO_JOB_UPLOAD_RULES } from '@shop/contracts/studio';
import { readCookie, STUDIO_CSRF } from '@shop/api-client';
import { Zip, ZipPassThrough } from 'fflate';
import { Upload } from 'tus-js-client';

export interface UploadHandle {
  /** Resolves with the upload's id once every byte is on the server. */
  done: Promise<string>;
  abort(): void;
}

/** Sends `file` (a .zip) for the portal; `onProgress` gets bytes sent of total. */
export function uploadJobZip(file: Blob, name: string, portal: string, onProgress: (sent: number, total: number) => void): UploadHandle {
  let upload: Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: PHOTO_JOB_UPLOAD_RULES.tusPath,
      metadata: { portal, filename: name },
      // 50 MB per request: a lost connection costs at most that much again
      chunkSize: 50 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10_000],
      headers: { 'x-csrf-token': readCookie(STUDIO_CSRF.cookie) ?? '' },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(sent, total),
      onError: reject,
      onSuccess: () => resolve(upload.url?.split('/').pop() ?? ''),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(reject);
  });
  return { done, abort: () => void upload.abort() };
}

/** A file of a folder the picker gave: its path inside the chosen folder. */
const pathOf = (file: File) => (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;

/**
 * Zips the files of a chosen folder (paths as the picker gives them, the folder's own name first), each
 * stored uncompressed and read one after the other, so only the zip's pieces are held, never the pictures twice.
 */
export async function zipFolder(files: File[], onFile?: (done: number, total: number) => void): Promise<{ zip: Blob; name: string }> {
  const parts: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else parts.push(chunk);
  });
  let done = 0;
  for (const file of files) {
    const entry = new ZipPassThrough(pathOf(file));
    zip.add(entry);
    const reader = file.stream().getReader();
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      entry.push(value);
    }
    entry.push(new Uint8Array(0), true);
    onFile?.(++done, files.length);
  }
  zip.end();
  if (failed) throw failed;
  const top = pathOf(files[0]!).split('/')[0] || 'job';
  return { zip: new Blob(parts as BlobPart[], { type: 'application/zip' }), name: `${top}.zip` };
}
