import { describe, expect, it } from 'vitest';
import { editorApi } from '@shop/contracts/editor';
import { apiError, handler, installMockServer, setupSession } from '@shop/testing';
import { uploadWithRetries } from './use-upload';

const server = installMockServer();
const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
const ok = { result: 'OK' as const, files: [{ uuid: '0a000000-0000-4000-8000-000000000001', name: 'me.jpg', width: 400, height: 600, thumbnail: '/t.jpg' }] };

describe('uploading one file (spec 2: up to 5 attempts, 5 s apart)', () => {
  it('tries again after failures and succeeds on the third attempt, saying it retries', async () => {
    await setupSession();
    let calls = 0;
    server.use(handler(editorApi.upload, () => (++calls < 3 ? apiError(503, 'Busy') : ok)));
    const retries: number[] = [];
    const answer = await uploadWithRetries(file(), { waitMs: 1, onRetry: (n) => retries.push(n) });
    expect(answer).toMatchObject({ uuid: ok.files[0]!.uuid });
    expect(calls).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the fifth failed attempt', async () => {
    await setupSession();
    let calls = 0;
    server.use(
      handler(editorApi.upload, () => {
        calls++;
        return apiError(503, 'Busy');
      }),
    );
    expect(await uploadWithRetries(file(), { waitMs: 1 })).toBeNull();
    expect(calls).toBe(5);
  });
});
