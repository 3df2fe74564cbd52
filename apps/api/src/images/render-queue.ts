import { ApiError } from '@trybuna/server';

/** Thrown when every render slot is busy and the waiting line is full (the route answers 503). */
class RenderQueueFull extends ApiError {
  constructor() {
    super(503, 'Too many pictures are being rendered: try again shortly');
  }
}

/**
 * At most `concurrency` jobs run at once; up to `maxWaiting` more wait for a slot in arrival
 * order, and any job beyond that is refused at once with `RenderQueueFull`.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFull();
      // The finishing job hands its slot over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
