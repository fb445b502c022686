import type { TFunction } from 'i18next';
import { serviceLimits, type Service, type ServiceInput, type ServiceType } from '../../../core/contract/travel';

export interface ServiceFormValues {
  type: ServiceType | '';
  title: string;
  description: string;
  /** Kept as the select's text until submit. */
  cityId: string;
  /** Kept as typed, so a half-typed price is never rewritten under the user's fingers. */
  price: string;
  images: string[];
  published: boolean;
}

/** Named like the API's fields, which are also the inputs' names: server errors land at the same place. */
export const serviceFields = ['type', 'city_id', 'title', 'description', 'price', 'images'] as const;
export type ServiceField = (typeof serviceFields)[number];
export type ServiceErrors = Partial<Record<ServiceField | 'form', string>>;

export const emptyServiceValues: ServiceFormValues = {
  type: '',
  title: '',
  description: '',
  cityId: '',
  price: '',
  images: [],
  published: true,
};

export function valuesFromService(service: Service): ServiceFormValues {
  return {
    type: service.type,
    title: service.title,
    description: service.description,
    cityId: String(service.city_id),
    price: String(service.price),
    images: service.images,
    published: service.published,
  };
}

export function validateService(values: ServiceFormValues, t: TFunction<'travel'>): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!values.type) errors.type = t('errors.type');
  const title = values.title.trim();
  if (!title) errors.title = t('errors.title');
  else if (title.length > serviceLimits.title) errors.title = t('errors.titleLong', { max: serviceLimits.title });
  const description = values.description.trim();
  if (!description) errors.description = t('errors.description');
  else if (description.length > serviceLimits.description)
    errors.description = t('errors.descriptionLong', { max: serviceLimits.description });
  if (!values.cityId) errors.city_id = t('errors.city');
  const price = values.price.trim();
  if (!price || !/^\d+(\.\d+)?$/.test(price)) errors.price = t('errors.price');
  else if (!/^\d+(\.\d{1,2})?$/.test(price)) errors.price = t('errors.priceDecimals');
  else if (Number(price) < serviceLimits.minPrice) errors.price = t('errors.priceMin');
  if (values.images.length > serviceLimits.images) errors.images = t('errors.imagesMax', { max: serviceLimits.images });
  return errors;
}

/** Only called once `validateService` found nothing. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  if (!values.type) throw new Error('toServiceInput needs a type');
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    city_id: Number(values.cityId),
    price: Number(values.price.trim()),
    images: values.images,
    published: values.published,
  };
}
