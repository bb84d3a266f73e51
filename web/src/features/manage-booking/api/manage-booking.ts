/**
 * The customer's own booking through the `getManagedBooking`,
 * `cancelManagedBooking`, `requestManageLink` and `downloadInvoice` callables. A refusal comes
 * back as its reason (lib/call-failure.ts); the page says it in the visitor's
 * language.
 */
import {
  CALLABLES,
  type CancelManagedBookingResponse,
  type DownloadInvoiceRequest,
  type DownloadInvoiceResponse,
  type ManageBookingRequest,
  type ManagedBooking,
  type RequestManageLinkRequest,
} from '@costa/domain';
import { callFailure, type CallOutcome } from '../../../lib/call-failure';
import { functionsSdk, getFunctionsClient } from '../../../lib/firebase';

async function callable<Request, Response>(name: string, request: Request): Promise<CallOutcome<Response>> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsClient(), functionsSdk()]);
    const { data } = await httpsCallable<Request, Response>(functions, name, { timeout: 30_000 })(request);
    return { ok: true, data };
  } catch (error) {
    console.error(`${name} failed`, error);
    return callFailure(error);
  }
}

/** Rejects on failure (the page's loader shows it with a retry); resolves with the booking or the refusal. */
export async function getManagedBooking(request: ManageBookingRequest): Promise<CallOutcome<ManagedBooking>> {
  const outcome = await callable<ManageBookingRequest, ManagedBooking>(CALLABLES.getManagedBooking, request);
  // A refusal is an answer the page shows; anything else (network, a crash) is a failed read to retry.
  if (!outcome.ok && outcome.reason === null) throw new Error('The booking could not be loaded');
  return outcome;
}

export function cancelManagedBooking(request: ManageBookingRequest): Promise<CallOutcome<CancelManagedBookingResponse>> {
  return callable(CALLABLES.cancelManagedBooking, request);
}

export function requestManageLink(request: RequestManageLinkRequest): Promise<CallOutcome<{ sent: true }>> {
  return callable(CALLABLES.requestManageLink, request);
}

/** An invoice's PDF (base64): by the manage link's token, or, signed in, as the order's customer. */
export function downloadInvoice(request: DownloadInvoiceRequest): Promise<CallOutcome<DownloadInvoiceResponse>> {
  return callable(CALLABLES.downloadInvoice, request);
}
