import { z } from './zod';
import { nullableId } from './paging';
import { MobileSchema } from './auth';
import { blankToNull, optionalText, personName } from './users';
import { toLatinDigits } from '../../lib/persian/digits';

/** Ten digits (کد پستی), Persian digits, spaces and dashes accepted. */
export const PostalCodeSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const digits = toLatinDigits(value).replace(/[\s-]/g, '');
    if (!/^\d{10}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'کد پستی باید ده رقم باشد' });
      return z.NEVER;
    }
    return digits;
  })
  .openapi({ example: '1591634311' });

const postalFields = {
  title: z.string().trim().min(1).max(60).openapi({ example: 'خانه' }),
  /** From the city list; when given, province and city are taken from it. */
  cityId: nullableId(),
  province: optionalText(60),
  city: optionalText(60),
  addressLine: z
    .string()
    .trim()
    .min(5)
    .max(300)
    .openapi({ example: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲' }),
  postalCode: blankToNull(PostalCodeSchema),
  plaque: optionalText(20),
  unit: optionalText(20),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null),
};

/** Either a city from the list or both names typed. */
const placeNamed = (
  a: { cityId: number | null; province: string | null; city: string | null },
  ctx: z.RefinementCtx,
) => {
  if (a.cityId !== null) return;
  if (!a.province)
    ctx.addIssue({ code: 'custom', path: ['province'], message: 'استان را وارد کنید' });
  if (!a.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'شهر را وارد کنید' });
};

const postalOutput = {
  id: z.number().int(),
  title: z.string(),
  cityId: z.number().int().nullable(),
  province: z.string(),
  city: z.string(),
  addressLine: z.string(),
  postalCode: z.string().nullable(),
  plaque: z.string().nullable(),
  unit: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

const personAddressFields = { ...postalFields, phone: optionalText(20) };

export const PersonAddressInputSchema = z
  .object(personAddressFields)
  .superRefine(placeNamed)
  .openapi('PersonAddressInput');
export type PersonAddressInput = z.infer<typeof PersonAddressInputSchema>;

/** `PUT /persons/{id}/addresses` names the address in the body. */
export const PersonAddressUpdateSchema = z
  .object({ id: z.number().int().positive(), ...personAddressFields })
  .superRefine(placeNamed)
  .openapi('PersonAddressUpdate');

export const PersonAddressSchema = z
  .object({ ...postalOutput, personId: z.number().int(), phone: z.string().nullable() })
  .openapi('PersonAddress');
export type PersonAddress = z.infer<typeof PersonAddressSchema>;

export const PersonAddressParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const PersonAddressDeleteQuerySchema = z.object({
  addressId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'addressId', in: 'query' }, example: 1 }),
});

export const DeliveryAddressInputSchema = z
  .object({
    ...postalFields,
    receiverName: personName(100),
    receiverPhone: MobileSchema,
    /** Make this the default ("selected") address. The first address is the default anyway. */
    isDefault: z.boolean().optional(),
  })
  .superRefine(placeNamed)
  .openapi('DeliveryAddressInput');
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInputSchema>;

export const DeliveryAddressSchema = z
  .object({
    ...postalOutput,
    receiverName: z.string(),
    receiverPhone: z.string(),
    isDefault: z.boolean(),
  })
  .openapi('DeliveryAddress');
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const AddressIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
