// Work started by a tap runs in a task after the frame that shows the tap: after the
// animation frame (which precedes the paint), never inside it or before it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/lib/after-next-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in a task after the next animation frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled(); // no frame yet
    frames.shift()!(0);
    expect(work).not.toHaveBeenCalled(); // the frame paints first
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where nothing paints', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
