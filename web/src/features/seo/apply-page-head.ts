/**
 * A page's head tags, built by the domain's builder and applied to the
 * document: loaded apart, once the page is the app's (`use-page-head.ts`).
 */
import { buildHead, type HeadInput } from '@costa/domain';
import { applyHead } from '../../lib/head';

export function applyPageHead(input: HeadInput): void {
  applyHead(buildHead(input));
}
