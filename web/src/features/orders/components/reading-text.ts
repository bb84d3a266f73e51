/**
 * The words for a car's readings, shared by the hand-over and return dialogs
 * and the timeline: kilometres in the page's language ("12,520 km"), a fuel
 * gauge in eighths ("Full", "6/8", "Empty") and how the deposit was taken.
 */
import { formatEUR, numberFormat, type DepositMethod, type HandoverReading, type ReturnReading } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../../hooks/use-route-info';

export interface ReadingText {
  /** "12,520 km". */
  km: (km: number) => string;
  /** A gauge as a fraction, whatever the level: "8/8", "6/8". */
  fuelFraction: (eighths: number) => string;
  /** A gauge as staff pick it: "Full", "6/8", "Empty". */
  fuelLabel: (eighths: number) => string;
  /** How the deposit was taken, as an option: "Hold on card". */
  depositMethod: (method: DepositMethod) => string;
  /** The same within a sentence: "hold on card". */
  depositMethodInline: (method: DepositMethod) => string;
  /** EUR with cents: "€650.00". */
  eur: (amount: number) => string;
  /** A deposit, whole euros: "€15,000". */
  deposit: (amount: number) => string;
  /** The hand-over's reading on one line: "12,000 km · fuel 8/8 · deposit €15,000 (hold on card)". */
  handoverLine: (reading: HandoverReading) => string;
  /** The return's reading on one line: "12,520 km · fuel 6/8 · 70 km over, 2/8 short · €650.00 owed · deposit released". */
  returnLine: (reading: ReturnReading) => string;
}

export const fuelFraction = (eighths: number) => `${eighths}/8`;

export function useReadingText(): ReadingText {
  const { t } = useLingui();
  const lang = useLang();

  const km = (value: number) => {
    const distance = numberFormat(lang).format(value);
    return t`${distance} km`;
  };
  const fuelLabel = (eighths: number) => {
    if (eighths >= 8) return t`Full`;
    if (eighths <= 0) return t`Empty`;
    return fuelFraction(eighths);
  };
  const depositMethod = (method: DepositMethod) => {
    switch (method) {
      case 'card-hold':
        return t`Hold on card`;
      case 'card-payment':
        return t`Card payment`;
      case 'bank-transfer':
        return t`Bank transfer`;
      case 'cash':
        return t`Cash`;
    }
  };
  const depositMethodInline = (method: DepositMethod) => {
    switch (method) {
      case 'card-hold':
        return t`hold on card`;
      case 'card-payment':
        return t`card payment`;
      case 'bank-transfer':
        return t`bank transfer`;
      case 'cash':
        return t`cash`;
    }
  };
  const eur = (amount: number) => formatEUR(amount, lang, 2);
  const depositAmount = (amount: number) => formatEUR(amount, lang);

  const fuelPart = (eighths: number) => {
    const fuel = fuelFraction(eighths);
    return t`fuel ${fuel}`;
  };

  const handoverLine = (reading: HandoverReading) => {
    const deposit = depositAmount(reading.depositEur);
    const method = depositMethodInline(reading.depositMethod);
    return [km(reading.km), fuelPart(reading.fuelEighths), t`deposit ${deposit} (${method})`].join(' · ');
  };

  const returnLine = (reading: ReturnReading) => {
    const { charges } = reading;
    const parts = [km(reading.km), fuelPart(reading.fuelEighths)];
    const beyond: string[] = [];
    if (charges.extraKm > 0) {
      const over = km(charges.extraKm);
      beyond.push(t`${over} over`);
    }
    if (charges.fuelShortEighths > 0) {
      const short = fuelFraction(charges.fuelShortEighths);
      beyond.push(t`${short} short`);
    }
    if (beyond.length > 0) parts.push(beyond.join(', '));
    if (charges.total > 0) {
      const owed = eur(charges.total);
      parts.push(t`${owed} owed`);
    } else parts.push(t`nothing owed`);
    if (reading.depositReleased) parts.push(t`deposit released`);
    return parts.join(' · ');
  };

  return { km, fuelFraction, fuelLabel, depositMethod, depositMethodInline, eur, deposit: depositAmount, handoverLine, returnLine };
}
