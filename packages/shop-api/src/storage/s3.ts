/**
 * The S3 back end (FILES_URL=s3://bucket/prefix): any S3-compatible object storage through the official
 * SDK, so every instance reads and writes the same files. The SDK's own variables configure it
 * (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, and
 * the rest of its credential chain); with an endpoint set, addresses are path-style
 * (http://host/bucket/key), which MinIO, Ceph and R2 expect.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type Body, checkKey, checkPrefix, contentTypeOf, type FileStorage } from './types';

export interface S3Location {
  bucket: string;
  /** '' or a path without leading or trailing '/'. */
  prefix: string;
}

/** s3://bucket or s3://bucket/some/prefix; anything else is a configuration mistake. */
export function parseS3Url(url: string): S3Location {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!m) throw new Error(`FILES_URL: expected s3://bucket/prefix, got ${JSON.stringify(url)}`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) checkKey(prefix);
  return { bucket: m[1]!, prefix };
}

/** The client's settings from the SDK's standard variables; path-style whenever an endpoint is named. */
export function s3ClientConfig(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim() || undefined;
  return {
    // MinIO and Ceph accept any region; the SDK refuses to start without one
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  };
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(location: S3Location, client: S3Client = new S3Client(s3ClientConfig())): FileStorage {
  const { bucket, prefix } = location;
  const objectKey = (key: string) => (prefix ? `${prefix}/${checkKey(key)}` : checkKey(key));
  const where = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;

  async function put(key: string, body: Body, options?: { contentType?: string }) {
    // lib-storage sends a small body in one PUT and a large or unsized stream in parts
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: options?.contentType ?? contentTypeOf(key) },
    });
    await upload.done();
  }

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    where,
    put,
    putFile(key: string, path: string) {
      return put(key, createReadStream(path));
    },
    async read(key: string) {
      const answer = await get(key);
      if (!answer?.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async stream(key: string) {
      const answer = await get(key);
      if (!answer?.Body) return null;
      // in Node the body is the response's IncomingMessage (a Readable)
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    },
    async head(key: string) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0, ...(answer.LastModified ? { modified: answer.LastModified } : {}) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(listPrefix: string) {
      checkPrefix(listPrefix);
      const full = prefix ? `${prefix}/${listPrefix}` : listPrefix;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: full, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(prefix ? o.Key.slice(prefix.length + 1) : o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async check(timeoutMs = 5000) {
      // HeadBucket: the bucket exists, the endpoint answers and the credentials are taken, at the cost of no listing
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
    async close() {
      client.destroy();
    },
  };
}
