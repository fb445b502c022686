import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../core/contract/travel';

/** A city filter: 'All cities' is no filter. */
export function CitySelect({
  cities,
  value,
  onChange,
}: {
  cities: City[];
  value: number | null;
  onChange: (cityId: number | null) => void;
}) {
  const { t } = useTranslation('travel');
  const id = useId();
  return (
    <div className="field travel-filter">
      <label htmlFor={id}>{t('city')}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('anyCity')}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}
