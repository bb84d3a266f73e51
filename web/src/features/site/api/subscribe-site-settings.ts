/**
 * The boutique's contact facts, `settings/site`, live. The server embeds the
 * document in every page it renders, so pages paint without Firebase; this
 * keeps it current once Firebase has loaded (and is the only source on the
 * Vite dev server, which renders no HTML).
 */
import type { SiteSettings } from '@costa/domain';
import { liveDocument } from '../../../lib/live-query';

export function subscribeSiteSettings(next: (settings: SiteSettings | null) => void): () => void {
  return liveDocument(
    (db, fs) => fs.doc(db, 'settings', 'site'),
    (snapshot) => (snapshot.exists() ? (snapshot.data() as SiteSettings) : null),
    next,
    (error) => console.error('Could not load the site settings', error),
  );
}
