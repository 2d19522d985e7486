import { describe, expect, it } from 'vitest';
import { RenderLimit, RendersBusyError } from './render-limit.ts';

/** A render that ends when the test says so. */
function heldRender() {
  let end: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    end = resolve;
  });
  return { render: () => done, end };
}

describe('the render limit', () => {
  it('runs at most N at once, queues a few in order, and refuses the rest at once', async () => {
    const limit = new RenderLimit(2, 1);
    const [a, b, c] = [heldRender(), heldRender(), heldRender()];
    const started: string[] = [];
    const run = (name: string, held: ReturnType<typeof heldRender>) =>
      limit.run(() => {
        started.push(name);
        return held.render();
      });
    const first = run('a', a);
    const second = run('b', b);
    const third = run('c', c);
    await expect(limit.run(() => Promise.resolve('d'))).rejects.toBeInstanceOf(RendersBusyError);
    expect(started).toEqual(['a', 'b']);
    expect(limit.load).toEqual({ running: 2, waiting: 1 });
    a.end('A');
    expect(await first).toBe('A');
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    expect(limit.load).toEqual({ running: 2, waiting: 0 });
    b.end('B');
    c.end('C');
    expect(await Promise.all([second, third])).toEqual(['B', 'C']);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a render that failed', async () => {
    const limit = new RenderLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('bozuk')))).rejects.toThrow('bozuk');
    expect(await limit.run(() => Promise.resolve('sonra'))).toBe('sonra');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });
});
