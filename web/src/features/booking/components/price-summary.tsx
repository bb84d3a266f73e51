/**
 * The live price of the chosen rental: base (a line per season when seasons
 * price some of the days), discount tier, distance
 * charge, delivery beyond the free zone, out-of-hours surcharges, extras and total, all from the domain's
 * `priceBreakdown`, the code the checkout charges with; and the tiers that
 * make longer rentals cheaper.
 */
import {
  extraText,
  numberFormat,
  DISTANCE_RATE_PER_KM,
  formatEUR,
  openEndedTier,
  OUT_OF_HOURS_FEE,
  seasonName,
  tierCovers,
  type Lang,
  type PriceBreakdown,
  type ExtraLine,
  type RentalDiscount,
  type SeasonLine,
} from '@costa/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Plural, Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { DistanceState } from '../hooks/use-distance';

interface PriceSummaryProps {
  price: PriceBreakdown | null;
  dailyPrice: number;
  discounts: readonly RentalDiscount[];
  distance: DistanceState;
  lang: Lang;
  /**
   * Fixed decimals for every amount: the order page shows cents.
   * Unset, whole euros unless some amount has cents, then two for all.
   */
  decimals?: 0 | 2;
  /** The list of discount tiers, an invitation to rent longer: for the car page, not the order. */
  showTiers?: boolean;
}

function Row({ label, amount, tone }: { label: ReactNode; amount: ReactNode; tone?: 'discount' }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: tone === 'discount' ? 'success.main' : 'text.primary' }}
      >
        {amount}
      </Typography>
    </Box>
  );
}

function TierDays({ tier, openEnded }: { tier: Pick<RentalDiscount, 'minDays' | 'maxDays'>; openEnded: boolean }) {
  const { minDays: min, maxDays: max } = tier;
  if (openEnded) return <Trans>{min}+ days</Trans>;
  if (min === max) return <Plural value={min} one="# day" other="# days" />;
  return <Trans>{min}–{max} days</Trans>;
}

/**
 * "4–7 days · 10% off" ("8+ days" for the tier with no upper end), from the
 * tier's numbers rather than its stored English description.
 */
export function TierLabel({
  tier,
  lang,
  openEnded = false,
}: {
  tier: Pick<RentalDiscount, 'minDays' | 'maxDays' | 'discountPercentage'>;
  lang: Lang;
  openEnded?: boolean;
}) {
  const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(tier.discountPercentage / 100);
  const days = <TierDays tier={tier} openEnded={openEnded} />;
  return tier.discountPercentage > 0 ? (
    <Trans>{days} · {percent} off</Trans>
  ) : (
    <Trans>{days} · no discount</Trans>
  );
}

/** "High season, weekends: 2 days × 1.500 €"; a season not named in this language is a "Seasonal rate". */
function SeasonLineLabel({ line, lang, dayPrice }: { line: SeasonLine; lang: Lang; dayPrice: string }) {
  const days = <Plural value={line.days} one="# day" other="# days" />;
  if (line.seasonId === null) return <Trans>Standard rate: {days} × {dayPrice}</Trans>;
  const name = seasonName(line.names, lang);
  if (name === null) return line.weekend ? <Trans>Seasonal rate, weekends: {days} × {dayPrice}</Trans> : <Trans>Seasonal rate: {days} × {dayPrice}</Trans>;
  return line.weekend ? <Trans>{name}, weekends: {days} × {dayPrice}</Trans> : <Trans>{name}: {days} × {dayPrice}</Trans>;
}

/** "Additional driver: 3 days × 30 €", "Additional driver: 7 days, capped", or a per-rental extra's name. */
function ExtraLineLabel({ line, lang, dayPrice }: { line: ExtraLine; lang: Lang; dayPrice: string }) {
  const name = extraText(line.names, lang);
  if (line.pricing === 'per-rental') return <>{name}</>;
  const days = <Plural value={line.quantity} one="# day" other="# days" />;
  return line.capped ? <Trans>{name}: {days}, capped</Trans> : <Trans>{name}: {days} × {dayPrice}</Trans>;
}

export function PriceSummary({ price, dailyPrice, discounts, distance, lang, decimals: fixed, showTiers = true }: PriceSummaryProps) {
  const titleId = useId();
  const tiersId = useId();
  const deliveryCharge = price?.deliveryCharge ?? 0;
  // A line per season only when a season prices some day; otherwise "4 days × 1.000 €" as ever.
  const lines = price?.lines?.some((line) => line.seasonId !== null) ? price.lines : null;
  const amounts = price
    ? [
        price.basePrice,
        price.discountAmount,
        price.distanceCharge,
        deliveryCharge,
        price.totalPrice,
        ...(lines ?? []).map((line) => line.amount),
        ...(price.extras ?? []).map((line) => line.amount),
      ]
    : [];
  const decimals = fixed ?? (amounts.some((amount) => !Number.isInteger(amount)) ? 2 : 0);
  const eur = (amount: number) => formatEUR(amount, lang, decimals);
  const kmFormat = numberFormat(lang, { maximumFractionDigits: 1 });
  const km = kmFormat.format(price?.distanceKm ?? 0);
  const deliveryKm = kmFormat.format(price?.deliveryKm ?? 0);
  const rate = formatEUR(DISTANCE_RATE_PER_KM, lang);
  const daily = formatEUR(dailyPrice, lang, fixed ?? 0);
  const days = price?.days ?? 0;
  const openEnded = openEndedTier(discounts);
  const appliedTier = price?.discount ? tierOf(price, discounts) : undefined;
  const discountTier = price?.discount
    ? (appliedTier ?? { minDays: price.days, maxDays: price.days, discountPercentage: price.discount.percentage })
    : null;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        <Trans>Price</Trans>
      </Typography>
      {price ? (
        <>
          <Box component="dl" sx={{ m: 0 }}>
            {lines ? (
              lines.map((line) => (
                <Row
                  key={`${line.seasonId ?? ''}-${line.weekend}-${line.dayPrice}`}
                  label={<SeasonLineLabel line={line} lang={lang} dayPrice={formatEUR(line.dayPrice, lang, fixed ?? 0)} />}
                  amount={eur(line.amount)}
                />
              ))
            ) : (
              <Row
                label={
                  <Trans>
                    <Plural value={days} one="# day" other="# days" /> × {daily}
                  </Trans>
                }
                amount={eur(price.basePrice)}
              />
            )}
            {discountTier && (
              <Row
                label={
                  <Trans>
                    Discount (<TierLabel tier={discountTier} lang={lang} openEnded={appliedTier !== undefined && appliedTier === openEnded} />)
                  </Trans>
                }
                amount={`−${eur(price.discountAmount)}`}
                tone="discount"
              />
            )}
            {price.distanceCharge > 0 && (
              <Row label={<Trans>Distance charge ({km} km × {rate})</Trans>} amount={`+${eur(price.distanceCharge)}`} />
            )}
            {deliveryCharge > 0 && (
              <Row label={<Trans>Delivery beyond the free zone ({deliveryKm} km × {rate})</Trans>} amount={`+${eur(deliveryCharge)}`} />
            )}
            {price.pickupOutOfHours && <Row label={<Trans>Out-of-hours pickup</Trans>} amount={`+${eur(OUT_OF_HOURS_FEE)}`} />}
            {price.dropoffOutOfHours && <Row label={<Trans>Out-of-hours return</Trans>} amount={`+${eur(OUT_OF_HOURS_FEE)}`} />}
            {(price.extras ?? []).map((line) => (
              <Row
                key={line.extraId}
                label={<ExtraLineLabel line={line} lang={lang} dayPrice={formatEUR(line.price, lang, fixed ?? 0)} />}
                amount={`+${eur(line.amount)}`}
              />
            ))}
          </Box>
          <Divider sx={{ my: 1.5 }} />
          <Box
            role="status"
            aria-busy={distance.loading || undefined}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              <Trans>Total</Trans>
            </Typography>
            <Typography
              sx={{ fontWeight: 700, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}
            >
              {eur(price.totalPrice)}
            </Typography>
          </Box>
          {/* While new places are measured, the last measure's lines stand and this one line says so: nothing below moves. */}
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {distance.loading ? <Trans>Measuring the distance…</Trans> : <Trans>Insurance and VAT included.</Trans>}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Choose your dates to see the price.</Trans>
        </Typography>
      )}
      {showTiers && discounts.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography id={tiersId} variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.5 }}>
            <Trans>Longer rentals cost less</Trans>
          </Typography>
          <Box component="ul" aria-labelledby={tiersId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {discounts.map((tier) => {
              const current = price !== null && tierCovers(tier, price.days, discounts);
              return (
                <Box
                  component="li"
                  key={tier.id}
                  aria-current={current || undefined}
                  sx={{
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    border: 1,
                    borderColor: current ? 'primary.main' : 'divider',
                    color: current ? 'primary.main' : 'text.secondary',
                    typography: 'caption',
                  }}
                >
                  <TierLabel tier={tier} lang={lang} openEnded={tier === openEnded} />
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The loaded tier behind the breakdown's discount, for its day range. */
function tierOf(price: PriceBreakdown, discounts: readonly RentalDiscount[]) {
  return discounts.find((d) => tierCovers(d, price.days, discounts) && d.discountPercentage === price.discount?.percentage);
}
