/**
 * A small bounded queue for expensive work (password hashing): `concurrency` jobs run at once, at
 * most `waiting` wait; one more is refused at once with ServiceBusyError (503 with Retry-After), so
 * a flood gets quick refusals, never a hang.
 */
import { ServiceBusyError } from '../http/errors';

export interface HashTicket {
  run<T>(job: () => Promise<T>): Promise<T>;
  release(): void;
}

export class HashQueue {
  private running = 0;
  /** Places taken (admit): running, waiting, and those still on their way to the hash. */
  private admitted = 0;
  private readonly queue: (() => void)[] = [];
  /** The most that ever ran at once (for tests and benchmarks). */
  peak = 0;

  constructor(
    private readonly concurrency: number,
    private readonly waiting: number,
    private readonly retryAfterSeconds = 2,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * A place in the queue taken before the work that leads to the hash (a sign-in's limit check and
   * look-up): when the queue is full the request is refused before it costs any database work, so a
   * flood's surplus is cheap (issue 15). Throws ServiceBusyError when `concurrency + waiting` places
   * are taken. The ticket hashes once (run) or is given back (release); both free the place.
   */
  admit(): HashTicket {
    if (this.admitted >= this.concurrency + this.waiting) throw new ServiceBusyError(this.retryAfterSeconds);
    this.admitted++;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.admitted--;
    };
    return {
      run: async (job) => {
        if (done) throw new Error('This hash ticket was used already');
        try {
          return await this.#run(job);
        } finally {
          release();
        }
      },
      release,
    };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    return this.admit().run(job);
  }

  async #run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.queue.length >= this.waiting) throw new ServiceBusyError(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      // the slot passes straight to the next in line (running stays the same), or frees up
      if (next) next();
      else this.running--;
    }
  }
}
