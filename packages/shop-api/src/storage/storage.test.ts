/**
 * The storage interface's behaviour, the same on both back ends: the folder, and S3 through s3rver on
 * a loopback port.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkKey, type FileStorage, localStorage, parseS3Url, s3ClientConfig, s3Storage, storageFromConfig } from '.';
import { startTestS3, type TestS3, withEnv } from './testing';

const text = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const p of s) parts.push(Buffer.from(p));
  return Buffer.concat(parts).toString();
};

let s3: TestS3;
let restoreEnv: () => void;
const folder = mkdtempSync(join(tmpdir(), 'storage-test-'));
const backEnds: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  restoreEnv = withEnv(s3.env);
  backEnds.local = () => localStorage(join(folder, 'files'));
  backEnds.s3 = () => storageFromConfig({ filesDir: '/nowhere', filesUrl: `s3://${s3.bucket}/shop/one` });
});
afterAll(async () => {
  restoreEnv?.();
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (name) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = backEnds[name]!();
  });
  afterAll(() => storage.close());

  it('puts, reads, streams and heads a file; a missing one is null everywhere', async () => {
    await storage.put('a/b/c.txt', Buffer.from('hello'));
    expect((await storage.read('a/b/c.txt'))?.toString()).toBe('hello');
    expect((await storage.head('a/b/c.txt'))?.size).toBe(5);
    const file = await storage.stream('a/b/c.txt');
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('hello');
    expect(await storage.read('a/b/missing.txt')).toBeNull();
    expect(await storage.stream('a/b/missing.txt')).toBeNull();
    expect(await storage.head('a/b/missing.txt')).toBeNull();
    // a folder is not a file
    expect(await storage.head('a/b')).toBeNull();
  });

  it('overwrites whole, takes a stream of unknown length and a file of the disk', async () => {
    await storage.put('over.txt', 'first version, longer');
    await storage.put('over.txt', 'second');
    expect((await storage.read('over.txt'))?.toString()).toBe('second');
    const big = Buffer.alloc(6 * 1024 * 1024 + 3, 7); // more than one of lib-storage's 5 MiB parts
    await storage.put('big.bin', Readable.from([big.subarray(0, 1000), big.subarray(1000)]));
    const back = await storage.read('big.bin');
    expect(back?.length).toBe(big.length);
    expect(back?.equals(big)).toBe(true);
    const onDisk = join(folder, `${name}-disk.jpg`);
    writeFileSync(onDisk, 'jpeg bytes');
    await storage.putFile('copies/x.jpg', onDisk);
    expect((await storage.read('copies/x.jpg'))?.toString()).toBe('jpeg bytes');
  });

  it('lists keys under a prefix, sorted, and deletes', async () => {
    await storage.put('list/one/1.txt', '1');
    await storage.put('list/one/2.txt', '2');
    await storage.put('list/one/deep/3.txt', '3');
    await storage.put('list/other.txt', 'o');
    await storage.put('listing.txt', 'not under list/');
    expect(await storage.list('list/one/')).toEqual(['list/one/1.txt', 'list/one/2.txt', 'list/one/deep/3.txt']);
    expect(await storage.list('list/')).toEqual(['list/one/1.txt', 'list/one/2.txt', 'list/one/deep/3.txt', 'list/other.txt']);
    expect(await storage.list('list/one/2')).toEqual(['list/one/2.txt']);
    expect(await storage.list('nothing/here/')).toEqual([]);
    await storage.delete('list/one/2.txt');
    await storage.delete('list/one/never-was.txt');
    expect(await storage.list('list/one/')).toEqual(['list/one/1.txt', 'list/one/deep/3.txt']);
  });

  it('refuses keys that could leave the folder or the prefix', async () => {
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', 'a/./b', 'a\\b', 'dir/', 'nul\u0000']) {
      await expect(storage.read(bad), bad).rejects.toThrow(/Not a storage key/);
      await expect(storage.put(bad, 'x'), bad).rejects.toThrow(/Not a storage key/);
    }
  });

  it('check() answers while the storage can be reached', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 specifics', () => {
  it('keeps files under the prefix: another prefix of the same bucket sees none of them', async () => {
    const one = storageFromConfig({ filesDir: '/nowhere', filesUrl: `s3://${s3.bucket}/shop/one` });
    const two = storageFromConfig({ filesDir: '/nowhere', filesUrl: `s3://${s3.bucket}/shop/two` });
    await one.put('only-in-one.txt', '1');
    expect(await one.read('only-in-one.txt')).not.toBeNull();
    expect(await two.read('only-in-one.txt')).toBeNull();
    expect(await two.list('')).not.toContain('only-in-one.txt');
    await Promise.all([one.close(), two.close()]);
  });

  it('check() throws for a bucket that does not exist and for a server that does not answer', async () => {
    const missing = storageFromConfig({ filesDir: '/nowhere', filesUrl: 's3://no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    const gone = s3Storage(
      { bucket: 'x1y', prefix: '' },
      new S3Client({ ...s3ClientConfig({ ...s3.env, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' }), maxAttempts: 1 }),
    );
    await expect(gone.check(2000)).rejects.toThrow();
    await Promise.all([missing.close(), gone.close()]);
  });

  it('reads FILES_URL and the SDK variables: path-style when an endpoint is set', () => {
    expect(parseS3Url('s3://shop-files/prod/pictures/')).toEqual({ bucket: 'shop-files', prefix: 'prod/pictures' });
    expect(parseS3Url('s3://shop-files')).toEqual({ bucket: 'shop-files', prefix: '' });
    expect(() => parseS3Url('https://shop-files/x')).toThrow(/FILES_URL/);
    expect(() => parseS3Url('s3://shop-files/../x')).toThrow();
    expect(s3ClientConfig({ AWS_ENDPOINT_URL: 'http://minio:9000' })).toEqual({ region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(s3ClientConfig({ AWS_ENDPOINT_URL_S3: 'http://a:1', AWS_ENDPOINT_URL: 'http://b:2', AWS_REGION: 'eu-north-1' })).toEqual({
      region: 'eu-north-1',
      endpoint: 'http://a:1',
      forcePathStyle: true,
    });
    expect(s3ClientConfig({ AWS_REGION: 'eu-north-1' })).toEqual({ region: 'eu-north-1' });
  });

  it('unset FILES_URL is the folder', () => {
    const storage = storageFromConfig({ filesDir: join(folder, 'x') });
    expect(storage.kind).toBe('local');
    expect(storage.where).toBe(join(folder, 'x'));
    expect(checkKey('a/b.jpg')).toBe('a/b.jpg');
  });
});
