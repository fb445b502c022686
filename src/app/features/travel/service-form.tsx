import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceTypes, type City, type ServiceInput } from '../../../core/contract/travel';
import { TextField } from '../../components/text-field';
import { SelectField } from '../../components/select-field';
import { TextareaField } from '../../components/textarea-field';
import { ImagesField } from './images-field';
import { serviceLimits } from '../../../core/contract/travel';
import type { ServiceFormValues } from './service-form-values';
import { useServiceForm } from './use-service-form';
import { FormError } from '../../components/form-error';
import { DollarField } from '../../components/dollar-field';
import { countryName } from '../../utils/country-name';

/** Create and edit share this form: type, title, description, city, price, pictures, published. */
export function ServiceForm({
  initial,
  cities,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  initial: ServiceFormValues;
  cities: City[];
  submitLabel: string;
  cancelTo: string;
  onSubmit: (input: ServiceInput) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('travel');
  const { values, errors, sending, setValue, addImage, removeImage, handleSubmit } = useServiceForm(initial, onSubmit);
  const [uploading, setUploading] = useState(false);

  return (
    <form noValidate className="card travel-form" onSubmit={(event) => void handleSubmit(event)}>
      <div className="field-row">
        <SelectField
          label={t('form.type')}
          name="type"
          value={values.type}
          onChange={(event) => setValue('type', event.target.value as ServiceFormValues['type'])}
          error={errors.type}
        >
          <option value="">{t('form.chooseType')}</option>
          {serviceTypes.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.city')}
          name="city_id"
          value={values.cityId}
          onChange={(event) => setValue('cityId', event.target.value)}
          error={errors.city_id}
        >
          <option value="">{t('form.chooseCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {t('form.cityInCountry', { city: city.name, country: countryName(city.country, i18n.language) })}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('form.title')}
        name="title"
        dir="auto"
        value={values.title}
        maxLength={200}
        onChange={(event) => setValue('title', event.target.value)}
        error={errors.title}
      />
      <TextareaField
        label={t('form.description')}
        name="description"
        rows={6}
        value={values.description}
        onChange={(event) => setValue('description', event.target.value)}
        error={errors.description}
      />
      <DollarField
        label={t('form.price')}
        name="price"
        cents
        min={serviceLimits.minPrice}
        value={values.price}
        onChange={(event) => setValue('price', event.target.value)}
        error={errors.price}
        hint={t('form.priceHint')}
      />
      <ImagesField
        images={values.images}
        error={errors.images}
        disabled={sending}
        onAdd={addImage}
        onRemove={removeImage}
        onUploadingChange={setUploading}
      />
      <div className="field">
        <label className="field-inline">
          <input
            type="checkbox"
            name="published"
            checked={values.published}
            onChange={(event) => setValue('published', event.target.checked)}
          />
          {t('form.published')}
        </label>
      </div>
      <FormError message={errors.form} />
      <div className="travel-form-actions">
        <Link className="button" to={cancelTo}>
          {t('form.cancel')}
        </Link>
        <button type="submit" className="button button-primary" disabled={sending || uploading} aria-busy={sending}>
          {sending ? t('form.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
