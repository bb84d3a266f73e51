/** The outbox message confirming a paid order to its customer, in the order's language. */
import {
  freeCancellationUntil,
  legalVersionQuery,
  localizedPath,
  orderNumber,
  type Lang,
  type Invoice,
  type MailMessage,
  type Order,
  type SiteSettings,
} from '@costa/domain';
import { confirmationMail } from './confirmation-mail';
import { invoiceAttachment } from './invoice-attachment';

/** The links to the exact versions of the texts an order's customer accepted; null without them or the site's origin. */
export function acceptedTextsLinks(order: Pick<Order, 'acceptedTerms'>, lang: Lang, origin: string | null) {
  const accepted = order.acceptedTerms;
  if (!origin || !accepted?.termsVersion) return null;
  return {
    termsUrl: `${origin}${localizedPath(lang, 'terms')}${legalVersionQuery(accepted.termsVersion)}`,
    privacyUrl: accepted.privacyVersion ? `${origin}${localizedPath(lang, 'privacy')}${legalVersionQuery(accepted.privacyVersion)}` : null,
  };
}

/**
 * `invoice`: the order's, attached as its PDF. `manageUrl`: the customer's manage-booking link, when the site's origin is
 * known; `origin` also links the versions of the texts the customer accepted.
 */
export function confirmationMailMessage(
  order: Order,
  settings: SiteSettings | null,
  now: number,
  manageUrl: string | null = null,
  origin: string | null = null,
  invoice: Pick<Invoice, 'id' | 'number'> | null = null,
): MailMessage | null {
  if (!order.sessionId) return null;
  const content = confirmationMail(
    {
      id: order.id,
      orderNumber: orderNumber(order.sessionId),
      customerName: order.customer.name,
      carName: order.car.name,
      pickupDate: order.startDate,
      pickupTime: order.pickupTime,
      pickupLocation: order.pickupLocation,
      dropoffDate: order.endDate,
      dropoffTime: order.dropoffTime,
      dropoffLocation: order.dropoffLocation,
      price: order.price,
      createdAt: now,
      manageUrl,
      freeCancellation: manageUrl ? freeCancellationUntil(order) : null,
      accepted: acceptedTextsLinks(order, order.lang, origin),
      invoiceNumber: invoice?.number ?? null,
      rentalTerms: order.car.rentalTerms ?? null,
      additionalDriver: order.additionalDriver?.name ?? null,
    },
    settings,
    order.lang,
  );
  return {
    kind: 'order-confirmation',
    to: order.customer.email,
    replyTo: settings?.email || null,
    lang: order.lang,
    ...content,
    attachments: invoice ? [...content.attachments, invoiceAttachment(invoice)] : content.attachments,
    status: 'queued',
    createdAt: now,
    deliveredAt: null,
    error: null,
  };
}
