/**
 * Own pictures sent one after another (spec 2 section 4): each file up to 5 attempts, 5 s apart, with
 * 'Retrying...' while it waits; after 5 failures its status is -1 and the 'Upload failed' dialog shows.
 * Status per file: 0 waiting, 1 uploading, 2 done, -1 failed (spec 2 section 3: upload item).
 */
import { useCallback, useState } from 'react';
import { call } from '@shop/api-client';
import { editorApi, UPLOAD_RULES, type UploadAnswer } from '@shop/contracts/editor';
import { invalidateCall } from '@shop/data';

export type UploadStatus = 0 | 1 | 2 | -1;
export interface UploadItem {
  name: string;
  status: UploadStatus;
  uuid: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one file, trying again after a failure; the answer's first file, or null after the last attempt. */
export async function uploadWithRetries(
  file: File,
  {
    attempts = UPLOAD_RULES.attempts,
    waitMs = UPLOAD_RULES.retryWaitMs,
    onRetry,
  }: { attempts?: number; waitMs?: number; onRetry?: (attempt: number) => void } = {},
): Promise<UploadAnswer['files'][number] | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const body = new FormData();
      body.append('images[]', file, file.name);
      const answer = await call(editorApi.upload, { query: { type: 'image', json: '1', thumbnails: '640' }, body });
      return answer.files[0] ?? null;
    } catch {
      if (attempt === attempts) return null;
      onRetry?.(attempt);
      await wait(waitMs);
    }
  }
  return null;
}

export function useUpload() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [retrying, setRetrying] = useState(false);
  const [failed, setFailed] = useState(false);

  const upload = useCallback(async (files: File[]) => {
    // only images (spec 2 section 5: files whose type begins with image)
    const images = files.filter((f) => f.type.startsWith('image'));
    setItems(images.map((f) => ({ name: f.name, status: 0, uuid: null })));
    const done: string[] = [];
    for (const [i, file] of images.entries()) {
      setItems((list) => list.map((it, k) => (k === i ? { ...it, status: 1 } : it)));
      const answer = await uploadWithRetries(file, { onRetry: () => setRetrying(true) });
      setRetrying(false);
      setItems((list) => list.map((it, k) => (k === i ? { ...it, status: answer ? 2 : -1, uuid: answer?.uuid ?? null } : it)));
      if (answer) done.push(answer.uuid);
      else setFailed(true);
    }
    await invalidateCall(editorApi.recentImages);
    return done;
  }, []);

  const progress = items.length ? items.filter((i) => i.status === 2 || i.status === -1).length / items.length : 0;
  const busy = items.some((i) => i.status === 0 || i.status === 1);
  return { items, upload, progress, busy, retrying, failed, closeFailed: () => setFailed(false) };
}
