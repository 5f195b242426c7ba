import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import type { NameCheck } from '../../../api/contract/merchants';
import { normalizePersian } from '../../../lib/persian/normalize';

export const NAME_MIN = 3;
export const NAME_MAX = 50;

/**
 * Names that would pass the merchant off as the marketplace itself or its staff, compared after
 * normalisation and also with the spaces taken out («بازار گاه»).
 */
const RESERVED = ['بازارگاه', 'bazargah', 'admin', 'administrator', 'مدیر', 'مدیریت', 'ادمین', 'پشتیبانی', 'support', 'system', 'سیستم', 'root'];

// After normalisation: Persian and Arabic letters (Arabic forms are already Persian), Latin
// letters, ASCII digits (Persian digits are already ASCII) and spaces (ZWNJ became a space).
const ALLOWED = /^[a-z0-9 \u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]+$/;
const LETTER = /[a-z\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC]/;

const result = (code: NameCheck['code'], reason: string | null): NameCheck => ({
  isValid: code === 'ok',
  reason,
  code,
});

/** The rules that need no database; null when the name passes them. */
export function checkNameShape(name: string): NameCheck | null {
  const normalized = normalizePersian(name);
  if (normalized.length < NAME_MIN) return result('too_short', `نام باید دست‌کم ${NAME_MIN} نویسه داشته باشد`);
  if (normalized.length > NAME_MAX) return result('too_long', `نام نباید بیش از ${NAME_MAX} نویسه داشته باشد`);
  if (!ALLOWED.test(normalized)) {
    return result('invalid_characters', 'نام فقط می‌تواند حروف فارسی یا لاتین، رقم، فاصله و نیم‌فاصله داشته باشد');
  }
  if (!LETTER.test(normalized)) return result('no_letter', 'نام باید دست‌کم یک حرف داشته باشد');
  const words = normalized.split(' ');
  const squeezed = normalized.replace(/ /g, '');
  if (RESERVED.some((word) => words.includes(word) || squeezed === word)) {
    return result('reserved', 'این نام رزرو شده است و نمی‌توان از آن استفاده کرد');
  }
  return null;
}

/** Whether a merchant may take this name; `merchantId` is the merchant being renamed, if any. */
export async function checkMerchantName(db: Db, name: string, merchantId?: number): Promise<NameCheck> {
  const shape = checkNameShape(name);
  if (shape) return shape;
  const [taken] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        eq(merchants.normalizedName, normalizePersian(name)),
        merchantId !== undefined ? ne(merchants.id, merchantId) : undefined,
      ),
    )
    .limit(1);
  if (taken) return result('taken', 'این نام پیش‌تر برای بازرگان دیگری ثبت شده است');
  return result('ok', null);
}
