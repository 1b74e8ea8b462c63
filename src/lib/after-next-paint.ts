// Scheduling only (no I/O): shared by the screens and the data layer, which may not import
// src/ui.

/**
 * Runs `work` in a task after the browser's next paint: what a tap or key shows is painted
 * before the heavier work it starts (INP counts the time to that paint), and a render React
 * schedules from there cannot slip in before it. Where nothing paints (Node: tests, tools), a
 * timer.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(work, 0));
  } else setTimeout(work, 0);
}
