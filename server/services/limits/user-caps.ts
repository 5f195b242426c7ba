import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { toPersianDigits } from '../../../lib/persian/digits';
import { PENDING_UPLOAD_HOURS } from '../files/pending-uploads';


/**
 * How many of each thing one user may keep. Generous for a person or a company running its
 * purchasing from the profile, small enough that one account cannot fill the database. Later
 * features (notes, favourites, threads, drafts) add their line here.
 */
export const USER_CAPS = {
  deliveryAddresses: { max: 30, noun: 'نشانی تحویل' },
  personAddresses: { max: 30, noun: 'نشانی' },
  merchantAgents: { max: 50, noun: 'نماینده' },
  ownedBuyers: { max: 1000, noun: 'خریدار وابسته' },
  favorites: { max: 2000, noun: 'علاقه‌مندی' },
  notes: { max: 2000, noun: 'یادداشت' },
  conversations: { max: 2000, noun: 'گفت‌وگو' },
  pendingAttachments: {
    max: 30,
    noun: 'پیوست فرستاده‌نشده',
    advice: `پیوستی که با پیامی فرستاده نشود ${toPersianDigits(PENDING_UPLOAD_HOURS)} ساعت پس از بارگذاری پاک می‌شود؛ پیوست‌ها را با پیامی بفرستید یا بعداً دوباره تلاش کنید`,
  },
  tradeRequests: { max: 5000, noun: 'سفارش مستقیم' },
  pendingTradeFiles: {
    max: 30,
    noun: 'فایل بی‌سفارش',
    advice: `فایلی که به سفارشی افزوده نشود ${toPersianDigits(PENDING_UPLOAD_HOURS)} ساعت پس از بارگذاری پاک می‌شود؛ فایل‌ها را به سفارش بیفزایید یا بعداً دوباره تلاش کنید`,
  },
  pendingComments: { max: 30, noun: 'دیدگاه در انتظار بررسی', advice: 'پس از بررسی دیدگاه‌های پیشین، دوباره بفرستید' },
  contentPages: { max: 500, noun: 'صفحهٔ محتوا' },
  storefronts: { max: 5, noun: 'ویترین', advice: 'برای ویترین بیشتر با پشتیبانی بازارگاه تماس بگیرید' },
} as const satisfies Record<string, { max: number; noun: string; advice?: string }>;

/** What a full cap's answer says to do, unless the cap says otherwise (what cannot be deleted). */
const DELETE_ONE = 'برای افزودن، یکی از موارد قبلی را حذف کنید';

export type CapName = keyof typeof USER_CAPS;

/**
 * Inside the creating transaction: locks the user's row, so two creations at once are counted one
 * after the other, then refuses with a Persian 409 when the user already has `max` of them.
 */
export async function assertUnderCap(
  tx: Tx,
  cap: CapName,
  userId: number,
  rows: { table: PgTable; owner: PgColumn; where?: SQL },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [{ n }] = await tx
    .select({ n: count() })
    .from(rows.table)
    .where(rows.where ?? eq(rows.owner, userId));
  const { max, noun, ...rest } = USER_CAPS[cap];
  const advice = 'advice' in rest ? rest.advice : DELETE_ONE;
  if (n >= max) {
    throw new ProblemError({
      status: 409,
      code: 'limit_reached',
      detail: `حداکثر ${toPersianDigits(max)} ${noun} می‌توانید داشته باشید؛ ${advice}`,
    });
  }
}
