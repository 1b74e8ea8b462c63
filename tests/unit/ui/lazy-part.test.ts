import { describe, expect, it } from 'vitest';
import { partLoader } from '../../../src/ui/lazy-part.tsx';

describe('partLoader', () => {
  it('loads once, shares the pending load, and keeps the value', async () => {
    let calls = 0;
    const loader = partLoader(async () => `part ${++calls}`);
    expect(loader.loaded).toBeNull();
    const [a, b] = await Promise.all([loader.get(), loader.get()]);
    expect([a, b, await loader.get()]).toEqual(['part 1', 'part 1', 'part 1']);
    expect(loader.loaded).toBe('part 1');
    expect(calls).toBe(1);
  });

  it('tries again after a failed load (the code could not be fetched offline)', async () => {
    let online = false;
    let calls = 0;
    const loader = partLoader(async () => {
      calls += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return 'drawer';
    });
    await expect(loader.get()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(loader.loaded).toBeNull();
    online = true;
    expect(await loader.get()).toBe('drawer');
    expect(loader.loaded).toBe('drawer');
    expect(calls).toBe(2);
  });
});
