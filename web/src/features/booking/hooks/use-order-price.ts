/**
 * The order's price as the customer sees it before paying: the domain's
 * `priceBreakdown` with the car's seasons, the active discount tiers, the measured distances, the free delivery zone and the extras ticked,
 * the same code the server charges with (the server recomputes; this is
 * informative). `ready` once the tiers are read, so the total never jumps
 * from undiscounted to discounted under the customer's eyes.
 */
import {
  distanceLegs,
  freeDeliveryKmOf,
  priceBreakdown,
  type Car,
  type Extra,
  type OrderBooking,
  type PriceBreakdown,
  type RentalDiscount,
} from '@costa/domain';
import { useMemo } from 'react';
import { useSiteSettings } from '../../site/use-site-settings';
import { useDiscounts } from './use-discounts';
import { useDistance, type DistanceState } from './use-distance';
import { useCarSeasons, type CarSeasons } from '../../prices/use-seasons';

export interface OrderPrice {
  ready: boolean;
  seasons: CarSeasons;
  price: PriceBreakdown | null;
  discounts: readonly RentalDiscount[];
  distance: DistanceState;
}

const NO_EXTRAS: readonly Extra[] = [];

export function useOrderPrice(
  car: Pick<Car, 'id' | 'category' | 'dailyPrice'>,
  booking: OrderBooking | null,
  extras: readonly Extra[] = NO_EXTRAS,
): OrderPrice {
  const { discounts, loading } = useDiscounts();
  const seasons = useCarSeasons(car);
  const { dailyPrice } = car;
  const legs = booking
    ? distanceLegs({ sameLocation: false, pickupLocation: booking.pickupLocation, dropoffLocation: booking.dropoffLocation })
    : null;
  const distance = useDistance(legs);
  const freeKm = freeDeliveryKmOf(useSiteSettings());
  const { km, pickupKm, dropoffKm } = distance;
  const price = useMemo(() => {
    if (!booking) return null;
    return priceBreakdown({
      dailyPrice,
      startDate: booking.startDate,
      endDate: booking.endDate,
      pickupTime: booking.pickupTime,
      dropoffTime: booking.dropoffTime,
      distanceKm: km,
      discounts,
      delivery: { pickupKm, dropoffKm, freeKm },
      seasonal: seasons,
      extras,
    });
  }, [dailyPrice, booking, km, pickupKm, dropoffKm, freeKm, discounts, seasons, extras]);
  return { ready: !loading && !seasons.loading, seasons, price, discounts, distance };
}
