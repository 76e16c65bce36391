/**
 * Every queue of the shop, with its retry and expiry rules (decision 0083). A queue's rules live on the
 * queue in the database (pg-boss's createQueue/updateQueue), so every instance applies the same ones.
 */
export interface QueueSpec {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelay: number;
  /**
   * How long one attempt may stay active before pg-boss's maintenance fails it (a crashed instance's
   * job is taken over after this): above the longest honest run of its work.
   */
  expireInSeconds: number;
  /** Jobs of this queue one instance runs at once (PGlite shares one thread: keep CPU work at 1). */
  concurrency: number;
}

export const QUEUES = {
  /** The lab's print files of one confirmed order (key: the order's uuid). */
  printOrder: { name: 'print-order', retryLimit: 5, retryDelay: 30, expireInSeconds: 600, concurrency: 1 },
  /** One outbox e-mail over SMTP (key: the outbox row's uuid, also its Message-ID). */
  sendEmail: { name: 'send-email', retryLimit: 8, retryDelay: 30, expireInSeconds: 180, concurrency: 4 },
  /** The installation's purges, each on a schedule and once at start (decision 0083). */
  purgeSessions: { name: 'purge-sessions', retryLimit: 3, retryDelay: 60, expireInSeconds: 900, concurrency: 1 },
  purgeAccess: { name: 'purge-access', retryLimit: 3, retryDelay: 60, expireInSeconds: 900, concurrency: 1 },
  purgeRecordings: { name: 'purge-recordings', retryLimit: 3, retryDelay: 60, expireInSeconds: 900, concurrency: 1 },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export const ALL_QUEUES: QueueSpec[] = Object.values(QUEUES);

/** The database schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's own queue for scheduled jobs (its timekeeper creates it at start; we do so at install). */
export const SCHEDULER_QUEUE = '__pgboss__send-it';
