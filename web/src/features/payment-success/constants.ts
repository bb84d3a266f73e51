/** How long the processing spinner shows before the confirmation. */
export const PAYMENT_PROCESSING_MS = 1500;
