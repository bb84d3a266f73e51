/** The outbox message confirming a paid order to its customer, in the order's language. */
import { freeCancellationUntil, orderNumber, type MailMessage, type Order, type SiteSettings } from '@costa/domain';
import { confirmationMail } from './confirmation-mail';

/** `manageUrl`: the customer's manage-booking link, when the site's origin is known. */
export function confirmationMailMessage(order: Order, settings: SiteSettings | null, now: number, manageUrl: string | null = null): MailMessage | null {
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
    status: 'queued',
    createdAt: now,
    deliveredAt: null,
    error: null,
  };
}
