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
  /** Jobs of this queue one instance runs at once (PGlite shares one thread: keep CPU work at 1). */
  concurrency: number;
}

export const QUEUES = {
  /** The lab's print files of one confirmed order (key: the order's uuid). */
  printOrder: { name: 'print-order', retryLimit: 6, retryDelay: 5, concurrency: 1 },
  /** One outbox e-mail over SMTP (key: the outbox row's uuid, also its Message-ID). */
  sendEmail: { name: 'send-email', retryLimit: 10, retryDelay: 5, concurrency: 4 },
  /** The derivatives of one unit of a picture (photojobs/derivatives.ts; key: a uuid made from the unit's content key). */
  derivatives: { name: 'derivatives', retryLimit: 5, retryDelay: 10, concurrency: 1 },
  /** The e-mail to each parent with a picture set of a job that has just gone into the shop (key: the job's uuid). */
  picturesReady: { name: 'pictures-ready', retryLimit: 6, retryDelay: 30, concurrency: 1 },
  /** The dry run of a job folder uploaded in the studio (key: the import's uuid): reads the zip, checks everything, writes nothing. */
  photoJobCheck: { name: 'photo-job-check', retryLimit: 2, retryDelay: 30, concurrency: 1 },
  /** The import of a checked job folder (key: the import's uuid); a rerun changes nothing, so a retry after a crash is safe. */
  photoJobImport: { name: 'photo-job-import', retryLimit: 3, retryDelay: 30, concurrency: 1 },
  /** The reminder e-mails that are due (account/reminders.ts): scheduled for the installation, sent once per parent and event. */
  reminders: { name: 'reminders', retryLimit: 3, retryDelay: 60, concurrency: 1 },
  /** The installation's purges, each on a schedule and once at start (decision 0083). */
  purgeSessions: { name: 'purge-sessions', retryLimit: 3, retryDelay: 60, concurrency: 1 },
  purgeAccess: { name: 'purge-access', retryLimit: 3, retryDelay: 60, concurrency: 1 },
  purgeRecordings: { name: 'purge-recordings', retryLimit: 3, retryDelay: 60, concurrency: 1 },
  /** Expired staff sessions and used or expired set-password keys (the studio). */
  purgeStudio: { name: 'purge-studio', retryLimit: 3, retryDelay: 60, concurrency: 1 },
} as const satisfies Record<string, QueueSpec>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

export const ALL_QUEUES: QueueSpec[] = Object.values(QUEUES);

/**
 * A running job's lease: pg-boss fails a job that stays active longer than its expiry (its maintenance,
 * every MAINTENANCE_SECONDS) and the queue retries it elsewhere. The runner renews the lease of each
 * job it runs every HEARTBEAT_SECONDS, so a long job is never taken over while its instance lives,
 * and a dead instance's job runs again within LEASE + MAINTENANCE + the first retry delay (~20 s).
 */
export const LEASE_SECONDS = 10;
export const HEARTBEAT_SECONDS = 3;
export const MAINTENANCE_SECONDS = 5;

/** The database schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss's own queue for scheduled jobs (its timekeeper creates it at start; we do so at install). */
export const SCHEDULER_QUEUE = '__pgboss__send-it';
