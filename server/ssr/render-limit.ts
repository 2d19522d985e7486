/** Thrown by RenderLimit.run when every slot is taken and the queue is full. */
export class RendersBusyError extends Error {
  constructor() {
    super('Too many page renders at once.');
    this.name = 'RendersBusyError';
  }
}

/**
 * Back-pressure for the server's renders (issue 50): at most `concurrency` run at once, at most
 * `queue` more wait their turn (first come, first served), and any beyond are refused at once with
 * RendersBusyError, so that a flood of addresses nobody cached gets quick 503s instead of slowing
 * every reply down. Only renders go through it: cached pages, the API, /healthz and /readyz never
 * wait here.
 */
export class RenderLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly concurrency: number;
  readonly queue: number;

  constructor(concurrency: number, queue: number) {
    if (!(concurrency >= 1)) throw new Error('A render limit needs at least one slot.');
    this.concurrency = concurrency;
    this.queue = queue;
  }

  /** Renders running and waiting now (the tests read them). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new RendersBusyError();
      // The slot is handed over by the render that ends (`running` stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
