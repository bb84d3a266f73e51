/**
 * The car's specification list: every specification the car
 * has, named and valued in the page's language, performance first. Cars
 * without specifications show nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { numberFormat, SPEC_KEYS, type Car, type CarSpecifications } from '@costa/domain';
import { useCarLabels } from '../../../../components/car/car-labels';
import { useLang } from '../../../../hooks/use-route-info';
import { FactTable } from './fact-table';


/** `launchControl` / `launch_control` -> `Launch control`, for keys the labels do not know. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function orderedSpecKeys(specs: CarSpecifications): string[] {
  const present = Object.keys(specs).filter((key) => {
    const value = specs[key];
    return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
  });
  const known: string[] = SPEC_KEYS.filter((key) => present.includes(key));
  const others = present.filter((key) => !known.includes(key)).sort();
  return [...known, ...others];
}

export function SpecList({ car }: { car: Pick<Car, 'specifications'> }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useCarLabels();
  const specs = car.specifications;
  const keys = specs ? orderedSpecKeys(specs) : [];
  if (!specs || keys.length === 0) return null;

  const valueOf = (key: string): string => {
    const value = specs[key];
    const hp = Number(value);
    if (key === 'horsepower' && Number.isFinite(hp)) {
      const horsepower = numberFormat(lang).format(hp);
      return t`${horsepower} hp`;
    }
    return labels.specValue(value) ?? '';
  };
  const nameOf = (key: string): string => {
    const name = String(labels.specName(key));
    return name === key ? humanize(key) : name;
  };

  return <FactTable title={t`Specifications`} attribute="data-spec" facts={keys.map((key) => ({ key, label: nameOf(key), value: valueOf(key) }))} />;
}
