/**
 * The `page` function's handler as deployed, over the demo data held in
 * memory (no emulator): what `bench:server` times and what the web build
 * renders the site's stylesheet from.
 */
import type { Car } from '@costa/domain';
import { createPageHandler } from '../../functions/src/handlers/page';
import type { AppRenderer } from '../../functions/src/services/app-build';
import { fakeResponse, hostingRequest } from '../../functions/src/testing/fake-http';
import { memoryStorefront } from '../../functions/src/testing/memory-storefront';
import { buildBlocks, DISCOUNT_TIERS, SITE_SETTINGS } from '../seed/business';
import { buildFleet } from '../seed/fleet';
import { buildLegalTexts } from '../seed/legal';

export interface DemoPages {
  /** The demo fleet the pages show. */
  cars: Car[];
  /** Answers a visitor's request for a path at the site's host (brotli, as browsers ask); fails on another status. */
  get(path: string, status?: number): Promise<void>;
}

export function demoPages(renderer: AppRenderer, template: string): DemoPages {
  const cars = buildFleet();
  const legalTexts = buildLegalTexts();
  const blockedRanges: Record<string, { startDate: string; endDate: string }[]> = {};
  for (const block of buildBlocks()) (blockedRanges[block.carId] ??= []).push({ startDate: block.startDate, endDate: block.endDate });
  const handler = createPageHandler({
    storefront: () => memoryStorefront({ cars, blockedRanges, discounts: DISCOUNT_TIERS, legalTexts }),
    siteSettings: async () => SITE_SETTINGS,
    template: () => template,
    renderer: () => renderer,
    configuredOrigin: () => 'https://costaprestige.com',
    contentSecurityPolicy: () => "default-src 'self'",
  });
  return {
    cars,
    async get(path, status = 200) {
      const { res, sent } = fakeResponse();
      await handler(hostingRequest(path, { headers: { 'x-forwarded-host': 'costaprestige.com', 'accept-encoding': 'br' } }), res);
      if (sent.status !== status) throw new Error(`${path} answered ${sent.status}`);
    },
  };
}
