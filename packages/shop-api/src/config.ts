/**
 * Everything the server reads from the environment, in one place. createServer() takes the
 * resulting object, so tests build their own without touching process.env.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from './db/client';
import type { JobsOptions } from './jobs/runner';

/** The monorepo root: REPO_ROOT, else the nearest folder above this package with pnpm-workspace.yaml. */
export function findRepoRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.REPO_ROOT) return resolve(env.REPO_ROOT);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (pnpm-workspace.yaml); set REPO_ROOT');
    dir = parent;
  }
}

/** Folder of this package (static files shipped with the server live in <package>/static). */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface AppConfig {
  repoRoot: string;
  database: DatabaseConfig;
  /** FILES_DIR: the folder of the local storage (unset FILES_URL), and nothing else (storage/). */
  filesDir: string;
  /**
   * FILES_URL=s3://bucket/prefix: every file in S3-compatible object storage, configured by the SDK's
   * own variables (storage/s3.ts). Unset: the folder FILES_DIR.
   */
  filesUrl?: string;
  production: boolean;
  /**
   * Which X-Forwarded-* to believe (Fastify's trustProxy): false (none), a number of proxy hops in
   * front of the server, or the addresses/CIDRs of the proxies. Never every sender: a client could
   * name its own address and void every per-address limit. `true` (all) is for tests only.
   */
  trustProxy: boolean | number | string[];
  /** smtp(s)://user:pass@host:port; unset: e-mail stays in the outbox (development mailbox). */
  smtpUrl?: string;
  /** Sender address; default: the portal's contact e-mail. */
  mailFrom?: string;
  /** Load the demo portals when the portals table is empty. */
  seedDemo: boolean;
  /**
   * How links in e-mails reach a portal: scheme and port (PUBLIC_SCHEME, PUBLIC_PORT) with the
   * portal's first host name. Never taken from a request (portals/origin.ts). Default: https
   * without a port in production, else http on PORT.
   */
  publicLinks?: { scheme: 'http' | 'https'; port?: number };
  /** Bytes all support recordings of one portal may take (DEBUG_STORAGE_MB; default 500 MiB). */
  debugStorageBytes?: number;
  /**
   * Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, both or neither). Unset: payment options
   * with provider "stripe" are not offered and the Stripe webhook refuses every event.
   */
  stripe?: StripeSettings;
  /**
   * The built-in test provider (its payment page, card 4242… pays): on outside production; in production
   * only with TEST_PAYMENTS=on, so a live shop never takes an order 'paid' with a test card. Unset: the
   * default of `production` (liveProviders).
   */
  testPayments?: boolean;
  /**
   * Test only (decision 0061): the first `count` uploads of each customer whose e-mail contains `email`
   * are answered 503, for the browser journey of an upload that fails twice. Read from the environment
   * only when NODE_ENV is 'test', and never acted on by a production server.
   */
  refuseFirstUploads?: RefuseFirstUploads;
  /** The job queue's runner on this instance (JOBS_WORK=0: write jobs, run none; decision 0083). */
  jobs?: JobsOptions;
}

export interface RefuseFirstUploads {
  count: number;
  email: string;
}

/**
 * TEST_REFUSE_FIRST_UPLOADS (a count) and TEST_REFUSE_UPLOADS_FOR (part of the customers' e-mail), both
 * or nothing, and only under NODE_ENV=test: any other environment ignores them.
 */
export function refuseFirstUploadsFromEnv(env: NodeJS.ProcessEnv): RefuseFirstUploads | undefined {
  if (env.NODE_ENV !== 'test') return undefined;
  const count = env.TEST_REFUSE_FIRST_UPLOADS?.trim() ?? '';
  const email = env.TEST_REFUSE_UPLOADS_FOR?.trim().toLowerCase() ?? '';
  if (!/^\d{1,2}$/.test(count) || Number(count) === 0 || !email) return undefined;
  return { count: Number(count), email };
}

export interface StripeSettings {
  /** sk_live_… or sk_test_… (or a restricted key that may create Checkout Sessions). */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint /api/webshop/payment/callback/stripe. */
  webhookSecret: string;
}

/** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET; one without the other is a configuration mistake the server refuses to start with. */
export function stripeFromEnv(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) throw new Error('Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither)');
  return { secretKey, webhookSecret };
}

/** TEST_PAYMENTS: 'on' or 'off' decide; anything else (or unset) leaves the default (on outside production only). */
export function testPaymentsFromEnv(env: NodeJS.ProcessEnv): boolean | undefined {
  const value = env.TEST_PAYMENTS?.trim().toLowerCase();
  if (value === 'on') return true;
  if (value === 'off') return false;
  if (value) throw new Error(`TEST_PAYMENTS must be 'on' or 'off', not '${env.TEST_PAYMENTS}'`);
  return undefined;
}

/** The payment providers this server takes payments with: invoice always, the test provider (see testPayments), Stripe when configured. */
export function liveProviders(config: Pick<AppConfig, 'production' | 'testPayments' | 'stripe'>): ('invoice' | 'test' | 'stripe')[] {
  const test = config.testPayments ?? !config.production;
  return ['invoice', ...(test ? (['test'] as const) : []), ...(config.stripe ? (['stripe'] as const) : [])];
}

/**
 * TRUST_PROXY: unset/0 none; a number N: N proxy hops in front (1: one load balancer; `1` keeps its
 * old meaning of 'behind a proxy'); else a comma-separated list of proxy addresses or CIDRs
 * (10.0.0.0/8,127.0.0.1). The client address is then the nearest X-Forwarded-For entry not added
 * by a trusted proxy; entries a client wrote itself in front are ignored.
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'all')
    throw new Error('TRUST_PROXY: trusting every sender would let clients choose their address; give a number of hops or the proxy addresses');
  return text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * DATABASE_POOL_MAX: connections one instance keeps to PostgreSQL (default 10). With several instances
 * their sum, plus the job workers' and the operator's, must stay under the server's max_connections.
 */
export function poolMaxFromEnv(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 10;
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1) throw new Error(`DATABASE_POOL_MAX: a number of connections from 1 up, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** PUBLIC_SCHEME / PUBLIC_PORT, with the defaults of AppConfig.publicLinks. */
export function publicLinksFromEnv(env: NodeJS.ProcessEnv): { scheme: 'http' | 'https'; port?: number } {
  const production = env.NODE_ENV === 'production';
  const scheme = env.PUBLIC_SCHEME === 'https' || env.PUBLIC_SCHEME === 'http' ? env.PUBLIC_SCHEME : production ? 'https' : 'http';
  const portText = env.PUBLIC_PORT ?? (production ? undefined : env.PORT);
  const port = portText && /^\d{1,5}$/.test(portText) ? Number(portText) : undefined;
  const standard = (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return port && !standard ? { scheme, port } : { scheme };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = findRepoRoot(env);
  return {
    repoRoot,
    database: {
      url: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR ? (env.DATA_DIR === ':memory:' ? ':memory:' : resolve(env.DATA_DIR)) : join(repoRoot, '.data', 'pglite'),
      max: poolMaxFromEnv(env.DATABASE_POOL_MAX),
    },
    filesDir: env.FILES_DIR ? resolve(env.FILES_DIR) : join(repoRoot, '.data', 'files'),
    ...(env.FILES_URL?.trim() ? { filesUrl: env.FILES_URL.trim() } : {}),
    production: env.NODE_ENV === 'production',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    publicLinks: publicLinksFromEnv(env),
    stripe: stripeFromEnv(env),
    testPayments: testPaymentsFromEnv(env),
    refuseFirstUploads: refuseFirstUploadsFromEnv(env),
    jobs: { work: env.JOBS_WORK !== '0' },
    ...(env.DEBUG_STORAGE_MB && /^\d+$/.test(env.DEBUG_STORAGE_MB) ? { debugStorageBytes: Number(env.DEBUG_STORAGE_MB) * 1024 * 1024 } : {}),
  };
}
