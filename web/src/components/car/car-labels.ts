/**
 * Words for a car's stored values, in the page's language: categories,
 * availability, specification names and the canonical English specification
 * values the fleet uses ("Coupe", "AWD"...). An unknown value is shown as stored.
 */
import { isDirectBooking, type Car, type CarCategory, type CarSpecifications } from '@costa/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export const CATEGORY_LABELS: Record<CarCategory, MessageDescriptor> = {
  supercars: msg`Supercars`,
  convertibles: msg`Convertibles`,
  luxury_sedans_gts: msg`Luxury sedans & GTs`,
  performance_suvs: msg`Performance SUVs`,
  electric_hybrid: msg`Electric & hybrid`,
};

/** Card badge and detail badge of each availability type. */
export const AVAILABILITY_LABELS = {
  cardDirect: msg({ message: 'Available', context: 'car availability badge' }),
  cardOnRequest: msg({ message: 'Inquire', context: 'car availability badge' }),
  detailDirect: msg`Instant booking`,
  detailOnRequest: msg`Bookable on request`,
} as const;

export const SPEC_LABELS: Record<string, MessageDescriptor> = {
  horsepower: msg`Horsepower`,
  engine: msg`Engine`,
  torque: msg`Torque`,
  acceleration: msg`0-100 km/h`,
  topSpeed: msg`Top speed`,
  roofType: msg`Roof`,
  drivetrain: msg`Drivetrain`,
  transmission: msg`Transmission`,
  seatingCapacity: msg`Seats`,
  fuelType: msg`Fuel`,
  fuelConsumption: msg`Fuel consumption`,
  weight: msg`Weight`,
  dimensions: msg`Dimensions`,
  trunkCapacity: msg`Luggage space`,
  brakes: msg`Brakes`,
  suspension: msg`Suspension`,
  wheels: msg`Wheels`,
  tires: msg`Tyres`,
};

/** Canonical specification values, keyed in lower case. */
const VALUE_LABELS: Record<string, MessageDescriptor> = {
  coupe: msg({ message: 'Coupé', context: 'roof type' }),
  convertible: msg({ message: 'Convertible', context: 'roof type' }),
  hardtop: msg({ message: 'Hardtop', context: 'roof type' }),
  targa: msg({ message: 'Targa', context: 'roof type' }),
  awd: msg({ message: 'All-wheel drive', context: 'drivetrain' }),
  rwd: msg({ message: 'Rear-wheel drive', context: 'drivetrain' }),
  fwd: msg({ message: 'Front-wheel drive', context: 'drivetrain' }),
  automatic: msg({ message: 'Automatic', context: 'transmission' }),
  manual: msg({ message: 'Manual', context: 'transmission' }),
  petrol: msg({ message: 'Petrol', context: 'fuel' }),
  diesel: msg({ message: 'Diesel', context: 'fuel' }),
  hybrid: msg({ message: 'Hybrid', context: 'fuel' }),
  electric: msg({ message: 'Electric', context: 'fuel' }),
};

/** Label functions bound to the active language. */
export function useCarLabels() {
  const { i18n } = useLingui();
  return {
    category: (category: string) =>
      category in CATEGORY_LABELS ? i18n._(CATEGORY_LABELS[category as CarCategory]) : category,
    availabilityBadge: (car: Pick<Car, 'availabilityType'>) =>
      i18n._(isDirectBooking(car) ? AVAILABILITY_LABELS.cardDirect : AVAILABILITY_LABELS.cardOnRequest),
    availabilityDetail: (car: Pick<Car, 'availabilityType'>) =>
      i18n._(isDirectBooking(car) ? AVAILABILITY_LABELS.detailDirect : AVAILABILITY_LABELS.detailOnRequest),
    specName: (key: keyof CarSpecifications | string): string => (SPEC_LABELS[key] ? i18n._(SPEC_LABELS[key]) : String(key)),
    /** A stored specification value in words; numbers and unknown texts as stored. */
    specValue: (value: string | number | undefined | null) => {
      if (value === undefined || value === null || value === '') return null;
      const label = VALUE_LABELS[String(value).trim().toLowerCase()];
      return label ? i18n._(label) : String(value);
    },
  };
}
