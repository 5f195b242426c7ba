import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TurnSummary } from '../../../api/contract/ai';
import { users } from './users';

/**
 * A conversation with the sourcing assistant (issue 17): the needs one person asked in a row.
 * Its id is random, so a link to it guesses nothing; it is still answered to its owner only.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey(),
    /** `u:<user id>` for a signed-in user, else `v:<visitor cookie>` (as page visits and likes). */
    ownerKey: text('owner_key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** The first need, shortened: what the list of recent conversations shows. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_owner_idx').on(t.ownerKey, t.updatedAt)],
);

/** One need asked in a conversation, with what was understood of it then and the model's answer, if any. */
export const assistantTurns = pgTable(
  'assistant_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    understood: jsonb('understood').$type<TurnSummary>().notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assistant_turns_position_idx').on(t.conversationId, t.position)],
);
