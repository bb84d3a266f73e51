/**
 * The `replyToRequest` callable: an admin answers a contact
 * message or a booking request by e-mail, through the outbox, in the
 * customer's language (render/reply-mail.ts). The request is checked with
 * the domain's `replySchema` (a refusal names each field's rule); the
 * request is then marked answered.
 */
import { CALLABLES, replySchema, type ReplyRequest } from '@costa/domain';
import { refusal } from './refusal';
import { replyMail } from '../render/reply-mail';
import type { InboxStore } from '../services/inbox';
import type { SiteSettingsSource } from '../services/site-settings';
import { validated } from './validation';
import { requireAdmin, type AdminCallRequest } from './admin-guard';

export type InboxCallRequest = AdminCallRequest;

export interface InboxDeps {
  inbox: InboxStore;
  siteSettings: SiteSettingsSource;
  now?: () => number;
}

export function createReplyToRequestHandler({ inbox, siteSettings, now = Date.now }: InboxDeps) {
  return async (request: InboxCallRequest): Promise<{ answeredAt: number }> => {
    const { uid } = requireAdmin(request, CALLABLES.replyToRequest);
    const { collection, requestId, message } = validated(replySchema, request.data) as ReplyRequest;
    const settings = await siteSettings();
    const at = now();
    const outcome = await inbox.reply(collection, requestId, (item) => replyMail(item, message, settings, at), uid, at);
    if (!outcome) throw refusal('not-found', 'This message does not exist.');
    return outcome;
  };
}
