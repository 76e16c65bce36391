/**
 * Test code only: an S3-compatible server (s3rver) on a loopback port, in a folder of its own, for the
 * storage's own tests and the API tests that run the server with FILES_URL=s3://….
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * The SDK's variables for s3rver. s3rver 3 knows neither the SDK's default CRC32 request checksums nor
 * its aws-chunked uploads (it stores the chunk framing as the file's bytes): checksums only when required.
 */
export const S3RVER_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  // the SDK's one-time notice that its 2027 releases need Node 22, in every test file's output
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The SDK's variables pointing at this server (AWS_ENDPOINT_URL_S3 and S3RVER_ENV). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'shop-files'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { ...S3RVER_ENV, AWS_ENDPOINT_URL_S3: endpoint },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Sets `vars` in process.env and answers a function putting back what was there. */
export function withEnv(vars: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
