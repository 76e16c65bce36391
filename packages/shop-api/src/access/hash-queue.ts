/**
 * A small bounded queue for expensive work (password hashing): `concurrency` jobs run at once, at
 * most `waiting` wait; one more is refused at once with ServiceBusyError (503 with Retry-After), so
 * a flood gets quick refusals, never a hang.
 */
import { ServiceBusyError } from '../http/errors';

export class HashQueue {
  private running = 0;
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

  async run<T>(job: () => Promise<T>): Promise<T> {
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
