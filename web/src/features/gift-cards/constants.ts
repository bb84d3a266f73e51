/** Gift-card amounts announced on the coming-soon page (spec 1, 9): from 100 EUR to 5,000 EUR and more. */
export const GIFT_CARD_MIN_EUR = 100;
export const GIFT_CARD_MAX_EUR = 5000;
