/**
 * Bounds the server renders in progress: a few at once, a short queue behind them, and past
 * the queue an immediate refusal (the page route answers 503 with Retry-After). Renders share
 * the one event loop with every API call, so an unbounded pile of them slows the calculator
 * for everyone (bench/RESULTS.md, "Mixed traffic").
 */
export interface RenderGate {
  /** Runs `render` when a slot is free; undefined when the queue is full (nothing was run). */
  run<T>(render: () => Promise<T>): Promise<T | undefined>;
  readonly active: number;
  readonly queued: number;
}

export function createRenderGate({
  maxConcurrent = 4,
  maxQueued = 16,
}: { maxConcurrent?: number; maxQueued?: number } = {}): RenderGate {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
    async run(render) {
      if (active < maxConcurrent) active++;
      else if (waiting.length < maxQueued) {
        // The slot passes straight from the render that ends to this one (active unchanged).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else return undefined;
      try {
        return await render();
      } finally {
        release();
      }
    },
  };
}
