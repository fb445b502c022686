import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { idSchema, moneySchema, pagedListSchema, pageQuerySchema, timestampSchema, urlOrPathSchema } from './common';
import { creatorSummarySchema } from './users';

export const serviceTypes = ['tour', 'transfer', 'stay'] as const;
export const serviceTypeSchema = lazySchema(() => z.enum(serviceTypes));
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const citySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    country: z.string(),
    image: urlOrPathSchema.nullable(),
  }),
);
export type City = z.infer<typeof citySchema>;

/** The words of the API's travel refusals that no schema holds (forms translate them through core/i18n/issue-key.ts). */
export const serviceMessages = { unknownCity: 'Choose a city from the list' } as const;

export const serviceSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: serviceTypeSchema,
    title: z.string(),
    description: z.string(),
    city_id: idSchema,
    city: z.string(),
    price: moneySchema,
    images: z.array(urlOrPathSchema),
    host: creatorSummarySchema,
    published: z.boolean(),
    created_at: timestampSchema,
  }),
);
export type Service = z.infer<typeof serviceSchema>;

export const travelHomeResponseSchema = lazySchema(() =>
  z.object({ cities: z.array(citySchema), featured: z.array(serviceSchema) }),
);
export type TravelHome = z.infer<typeof travelHomeResponseSchema>;

const cityIdQuery = lazySchema(() => z.coerce.number<number>().int().positive().optional());
export const serviceListQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    type: serviceTypeSchema.optional(),
    city_id: cityIdQuery,
  }),
);
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;
export const adminServiceListQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({ type: serviceTypeSchema, city_id: cityIdQuery }),
);
export type AdminServiceListQuery = z.input<typeof adminServiceListQuerySchema>;
export const serviceListResponseSchema = lazySchema(() => pagedListSchema('services', serviceSchema));
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/** A service's limits: the API's rules, which the host's form checks first to say them in the reader's language. */
export const serviceLimits = { title: 120, description: 5000, images: 10, minPrice: 1 } as const;

const serviceFields = lazySchema(() =>
  z.object({
    type: serviceTypeSchema,
    title: z
      .string()
      .trim()
      .min(1, 'Enter a title')
      .max(serviceLimits.title, `Use at most ${serviceLimits.title} characters`),
    description: z
      .string()
      .trim()
      .min(1, 'Enter a description')
      .max(serviceLimits.description, `Use at most ${serviceLimits.description} characters`),
    city_id: idSchema,
    price: moneySchema.refine(
      (value) => value >= serviceLimits.minPrice,
      `The price is at least $${serviceLimits.minPrice}`,
    ),
    images: z.array(urlOrPathSchema).max(serviceLimits.images, `Add at most ${serviceLimits.images} images`),
    published: z.boolean(),
  }),
);
export const serviceInputSchema = lazySchema(() =>
  serviceFields.extend({
    images: serviceFields.shape.images.default([]),
    published: serviceFields.shape.published.default(true),
  }),
);
export type ServiceInput = z.input<typeof serviceInputSchema>;
// No defaults in a patch: a field left out stays as it is.
export const servicePatchSchema = lazySchema(() => serviceFields.partial().strict());
export type ServicePatch = z.input<typeof servicePatchSchema>;
export const serviceResponseSchema = lazySchema(() => z.object({ service: serviceSchema }));
