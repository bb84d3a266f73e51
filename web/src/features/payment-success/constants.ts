/** Spec 2.14, 9: how long the processing spinner shows before the confirmation. */
export const PAYMENT_PROCESSING_MS = 1500;
