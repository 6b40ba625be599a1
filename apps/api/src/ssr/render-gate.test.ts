import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createRenderGate', () => {
  it('runs a few at once, queues a few more, refuses the rest, and frees slots in order', async () => {
    const gate = createRenderGate({ maxConcurrent: 2, maxQueued: 1 });
    const blockers = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        order.push(i);
        await b.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(gate.active).toBe(2);
    expect(gate.queued).toBe(1);
    expect(order).toEqual([0, 1]);
    let ran = false;
    expect(
      await gate.run(async () => {
        ran = true;
      }),
    ).toBeUndefined();
    expect(ran).toBe(false);
    blockers[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.active).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it('frees the slot when a render throws', async () => {
    const gate = createRenderGate({ maxConcurrent: 1, maxQueued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
