import { sql } from 'drizzle-orm';
import { bigserial, date, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { Role } from '../../../api/contract/enums';

/** A user is also the "person" of the seed: personal info lives here, addresses hang off it. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised `+989xxxxxxxxx`. */
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Ten digits, check digit verified before it is stored. */
    nationalCode: text('national_code'),
    /** Lower-cased. */
    email: text('email'),
    /** Gregorian `YYYY-MM-DD`; the site shows it in the Jalali calendar. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** Key in the storage adapter, never a path a client chose. */
    profilePictureKey: text('profile_picture_key'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['buyer']::text[]`)
      .$type<Role[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_key').on(t.phone)],
);
