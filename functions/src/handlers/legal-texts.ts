/**
 * The `publishLegalText` callable (admins only): the texts of one legal
 * document in every language, checked with the domain's schema, published as
 * its next version (services/legal-texts.ts). The public pages show it at
 * once; earlier versions stay readable for the orders that accepted them.
 */
import { CALLABLES, legalPublishSchema, type Lang } from '@costa/domain';
import { legalTextPublished } from '../logs';
import type { LegalTextStore } from '../services/legal-texts';
import { requireAdmin, type AdminCallRequest } from './admin-guard';
import { validated } from './validation';

export function createPublishLegalTextHandler(store: LegalTextStore) {
  return async (request: AdminCallRequest): Promise<{ version: number }> => {
    const admin = requireAdmin(request, CALLABLES.publishLegalText);
    const { document, texts } = validated(legalPublishSchema, request.data);
    const version = await store.publish(document, texts as Record<Lang, string>, admin.name);
    legalTextPublished(document, version, admin.uid);
    return { version };
  };
}
