import { sql } from 'drizzle-orm';
import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { Role } from '../../../api/contract/enums';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised `+989xxxxxxxxx`. */
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
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
