/**
 * What each route carries as its `handle`: the page's route key and language.
 * The router (app/router.tsx) sets it; shared code reads it
 * (hooks/use-route-info.ts) through this type, without importing the app.
 */
import type { Lang, RouteKey } from '@costa/domain';

export interface RouteHandle {
  key: RouteKey | null;
  lang: Lang | null;
}
