/**
 * The fleet's ranges of rental terms as the home page's questions quote them
 * (`fleetSummary/rentalTerms`, kept by the server as cars change). The server
 * embeds them in the page; this keeps them current once Firebase has loaded,
 * and reads them when the browser renders the page itself.
 */
import { RENTAL_TERMS_SUMMARY, rentalTermsRangesFromData, type RentalTermsRanges } from '@costa/domain';
import { liveDocument } from '../../../lib/live-query';

export function subscribeRentalTermsRanges(next: (ranges: RentalTermsRanges | null) => void, fail: (error: unknown) => void): () => void {
  return liveDocument(
    (db, fs) => fs.doc(db, RENTAL_TERMS_SUMMARY.collection, RENTAL_TERMS_SUMMARY.id),
    (snapshot) => rentalTermsRangesFromData(snapshot.data()),
    next,
    fail,
  );
}
