// A shopper's phone on a building site, as the benchmarks model it (bench/support.ts): 4x slower
// CPU and Chrome DevTools' "Slow 4G" (1.6 Mbps down, 750 kbps up, 150 ms round trips).
import type { CDPSession, Page } from 'playwright-core';
import { SLOW_4G } from '../../../bench/support.ts';

/**
 * Slows `page` down to the phone. `firstVisit`: nothing from the HTTP cache either, so every
 * load in the page fetches its code again, as a first visit does.
 */
export async function slowPhone(
  page: Page,
  { firstVisit = false }: { firstVisit?: boolean } = {},
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  if (firstVisit) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return cdp;
}
