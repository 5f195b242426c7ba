import crypto from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantConversations, assistantTurns } from '../../db/schema';
import type { AssistantConversation, ConversationListItem, TurnSummary } from '../../../api/contract/ai';
import { COOKIE_VISITOR_PREFIX, type CookieVisitor, type UserVisitor, type Visitor } from '../page-visits/page-visits';
import { parseNeed } from './need-parser';
import { rankCategories } from './need-categories';
import { needKnowledge } from './need-knowledge';

/** What one person keeps: the newest conversations, each of a bounded length (older ones are dropped); a visitor's for 90 days. */
export const CONVERSATION_LIMITS = { perOwner: 20, turnsPerConversation: 50, titleLength: 80, recent: 10, visitorDays: 90 } as const;

const titleOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= CONVERSATION_LIMITS.titleLength ? line : `${line.slice(0, CONVERSATION_LIMITS.titleLength - 1)}…`;
};

/** What a turn keeps of a need: its best category and fields, read again without searching offers. */
export async function summarizeNeed(db: Db, text: string, now = new Date()): Promise<TurnSummary> {
  const knowledge = await needKnowledge(db);
  const parsed = parseNeed(text, knowledge.vocabulary, now);
  const best = rankCategories(parsed.words, knowledge.profiles, 1)[0]?.profile;
  return {
    category: best ? { id: best.id, name: best.name } : null,
    quantity: parsed.quantity,
    unit: parsed.unit?.name ?? null,
    city: parsed.city?.name ?? parsed.province?.name ?? null,
    date: parsed.date?.day ?? null,
  };
}

type ConversationRow = typeof assistantConversations.$inferSelect;

async function ownedConversation(db: Pick<Db, 'select'>, owner: Visitor, id: string, lock = false): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.ownerKey, owner.key)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Adds a need to the caller's conversation, or starts one when there is none to go on with (no
 * id, another person's id, or a conversation at its length). A need already asked in it (a
 * reload, an earlier need opened again) adds nothing. Answers the conversation's id and the turn's position.
 */
export async function addTurn(
  db: Db,
  owner: Visitor,
  input: { text: string; conversationId?: string | null; answer?: string | null },
  now = new Date(),
): Promise<{ conversationId: string; position: number }> {
  const understood = await summarizeNeed(db, input.text, now);
  return db.transaction(async (tx) => {
    let conversation = input.conversationId ? await ownedConversation(tx, owner, input.conversationId, true) : undefined;
    let position = 1;
    if (conversation) {
      const turns = await tx
        .select({ position: assistantTurns.position, text: assistantTurns.text })
        .from(assistantTurns)
        .where(eq(assistantTurns.conversationId, conversation.id))
        .orderBy(desc(assistantTurns.position));
      // A need already in it (a reload, an earlier need opened again) is that turn.
      const same = turns.find((t) => t.text === input.text);
      if (same) {
        await tx.update(assistantConversations).set({ updatedAt: now }).where(eq(assistantConversations.id, conversation.id));
        return { conversationId: conversation.id, position: same.position };
      }
      position = (turns[0]?.position ?? 0) + 1;
      if (position > CONVERSATION_LIMITS.turnsPerConversation) conversation = undefined;
    }
    if (!conversation) {
      position = 1;
      [conversation] = await tx
        .insert(assistantConversations)
        .values({ id: crypto.randomUUID(), ownerKey: owner.key, userId: owner.userId ?? null, title: titleOf(input.text), createdAt: now, updatedAt: now })
        .returning();
      await dropOldConversations(tx, owner, conversation.id);
    } else {
      await tx.update(assistantConversations).set({ updatedAt: now }).where(eq(assistantConversations.id, conversation.id));
    }
    await tx.insert(assistantTurns).values({ conversationId: conversation.id, position, text: input.text, understood, answer: input.answer ?? null, createdAt: now });
    return { conversationId: conversation.id, position };
  });
}

/** The model's answer to a turn, once it has finished streaming. */
export async function recordAnswer(db: Db, conversationId: string, position: number, answer: string) {
  await db
    .update(assistantTurns)
    .set({ answer })
    .where(and(eq(assistantTurns.conversationId, conversationId), eq(assistantTurns.position, position)));
}

/**
 * Drops the owner's conversations older than their newest `perOwner`. By time, not by a list of
 * ids: a conversation another request is adding to meanwhile gets a new time, which PostgreSQL
 * checks again before deleting the row, so it is kept.
 */
async function dropOldConversations(tx: Pick<Db, 'select' | 'delete'>, owner: Visitor, kept?: string) {
  const [oldestKept] = await tx
    .select({ updatedAt: assistantConversations.updatedAt })
    .from(assistantConversations)
    .where(eq(assistantConversations.ownerKey, owner.key))
    .orderBy(desc(assistantConversations.updatedAt))
    .offset(CONVERSATION_LIMITS.perOwner - 1)
    .limit(1);
  if (!oldestKept) return;
  await tx
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.ownerKey, owner.key), lt(assistantConversations.updatedAt, oldestKept.updatedAt), kept ? ne(assistantConversations.id, kept) : undefined));
}

/**
 * A browser's conversations become the user's who signs in on it, as a cart is kept at login:
 * what was asked before signing in is not lost. The user keeps their newest `perOwner`, theirs
 * and the browser's together.
 */
export async function adoptConversations(tx: Pick<Db, 'select' | 'update' | 'delete'>, visitor: CookieVisitor, user: UserVisitor) {
  await tx.update(assistantConversations).set({ ownerKey: user.key, userId: user.userId }).where(eq(assistantConversations.ownerKey, visitor.key));
  await dropOldConversations(tx, user);
}

/** Anonymous conversations nobody came back to: a visitor cookie is not a person to keep them for. */
export async function dropStaleVisitorConversations(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - CONVERSATION_LIMITS.visitorDays * 24 * 3_600_000);
  await db.delete(assistantConversations).where(and(like(assistantConversations.ownerKey, `${COOKIE_VISITOR_PREFIX}%`), lt(assistantConversations.updatedAt, before)));
}

/** The caller's newest conversations, for the assistant's home. */
export async function recentConversations(db: Db, owner: Visitor): Promise<ConversationListItem[]> {
  const rows = await db
    .select({ id: assistantConversations.id, title: assistantConversations.title, updatedAt: assistantConversations.updatedAt })
    .from(assistantConversations)
    .where(eq(assistantConversations.ownerKey, owner.key))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.createdAt))
    .limit(CONVERSATION_LIMITS.recent);
  if (!rows.length) return [];
  const counts = await db
    .select({ id: assistantTurns.conversationId, n: count() })
    .from(assistantTurns)
    .where(inArray(assistantTurns.conversationId, rows.map((r) => r.id)))
    .groupBy(assistantTurns.conversationId);
  const turns = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updatedAt.toISOString(), turnCount: turns.get(r.id) ?? 0 }));
}

/** One of the caller's conversations with its turns in order; none for anyone else's. */
export async function conversationOf(db: Db, owner: Visitor, id: string): Promise<AssistantConversation | null> {
  const conversation = await ownedConversation(db, owner, id);
  if (!conversation) return null;
  const turns = await db.select().from(assistantTurns).where(eq(assistantTurns.conversationId, id)).orderBy(asc(assistantTurns.position));
  return {
    id: conversation.id,
    title: conversation.title,
    updatedAt: conversation.updatedAt.toISOString(),
    turns: turns.map((t) => ({ position: t.position, text: t.text, understood: t.understood, answer: t.answer, createdAt: t.createdAt.toISOString() })),
  };
}

/** Forgets one of the caller's conversations; false when there was none of theirs. */
export async function deleteConversation(db: Db, owner: Visitor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.ownerKey, owner.key)))
    .returning({ id: assistantConversations.id });
  return deleted.length > 0;
}
