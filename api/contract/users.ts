import { z } from './zod';
import { ROLES } from './enums';
import { isValidNationalCode, normalizeNationalCode } from '../../lib/national-code';
import { toLatinDigits } from '../../lib/persian/digits';
import { shownName } from './shown-name';
import { PERSON_NAME_MAX } from './limits';

export const RoleSchema = z.enum(ROLES).openapi('Role');

/** A name as typed (`shownName`); letters of any script, no digits or markup characters. */
export const personName = (max = PERSON_NAME_MAX) =>
  shownName(1, max).refine((v) => !/[<>{}\d۰-۹٠-٩]/.test(v), {
    message: 'نام نباید رقم یا نویسه‌های ویژه داشته باشد',
  });

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Forms send "" for an empty field: that clears it, like null. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish())
    .transform((v) => (v ?? null) as z.output<T> | null);

/** A national code (کد ملی) whose check digit matches; Persian digits accepted. */
export const NationalCodeSchema = z
  .string()
  .max(30)
  .transform((value, ctx) => {
    const code = normalizeNationalCode(value);
    if (!code || !isValidNationalCode(code)) {
      ctx.addIssue({
        code: 'custom',
        message: 'کد ملی معتبر نیست؛ ده رقم کد ملی را درست وارد کنید',
      });
      return z.NEVER;
    }
    return code;
  })
  .openapi({ example: '0499370899' });

/** Gregorian `YYYY-MM-DD`, a real day, not in the future and not before 1900. */
export const BirthDateSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const text = toLatinDigits(value).trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
    const real = date && date.toISOString().slice(0, 10) === text;
    if (!real || date.getTime() > Date.now() || date.getUTCFullYear() < 1900) {
      ctx.addIssue({ code: 'custom', message: 'تاریخ تولد معتبر نیست' });
      return z.NEVER;
    }
    return text;
  })
  .openapi({ example: '1990-03-21', description: 'میلادی؛ سایت آن را شمسی نشان می‌دهد' });

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.email({ message: 'نشانی ایمیل معتبر نیست' }));

export const UserProfileSchema = z
  .object({
    id: z.number().int(),
    /** The person record of the seed's `/persons/{id}/addresses`; the same number as `id`. */
    personId: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string(),
    nationalCode: z.string().nullable(),
    email: z.string().nullable(),
    birthDate: z.string().nullable(),
    hasProfilePicture: z.boolean(),
    roles: z.array(RoleSchema),
    isAdmin: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('UserProfile');
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** `PUT /users/me`: the whole personal-info form; an omitted optional field is cleared. */
export const UpdateProfileSchema = z
  .object({
    firstName: personName(),
    lastName: personName(),
    nationalCode: blankToNull(NationalCodeSchema),
    email: blankToNull(EmailSchema),
    birthDate: blankToNull(BirthDateSchema),
  })
  .openapi('UpdateProfile');
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const ProfilePictureUploadSchema = z
  .object({
    file: z.any().openapi({
      type: 'string',
      format: 'binary',
      description: 'JPEG، PNG یا WebP، حداکثر ۲ مگابایت',
    }),
  })
  .openapi('ProfilePictureUpload');

export const ProfilePictureSavedSchema = z
  .object({ contentType: z.string(), size: z.number().int() })
  .openapi('ProfilePictureSaved');
