import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import { logger } from '../../logger';
import {
  IMAGE_EXTENSIONS,
  sniffImageType,
  type StorageAdapter,
  type StoredObject,
} from '../../adapters/storage';
import {
  PROFILE_PICTURE_MAX_BYTES,
  type UpdateProfile,
  type UserProfile,
} from '../../../api/contract/users';
import { displayName, findUserById, type UserRow } from './users';
import { forgetUserSessions } from './sessions';
import { emptyFile } from '../files/checked-upload';

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    personId: user.id,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    nationalCode: user.nationalCode,
    email: user.email,
    birthDate: user.birthDate,
    hasProfilePicture: user.profilePictureKey !== null,
    roles: user.roles,
    isAdmin: user.roles.includes('admin'),
    createdAt: user.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('حساب کاربری پیدا نشد');
  return toProfile(user);
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfile,
): Promise<UserProfile> {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('حساب کاربری پیدا نشد');
  // Open sessions carry the name (auth.ts): the header shows the new one on the next call.
  await forgetUserSessions(db, userId);
  return toProfile(user);
}

/**
 * Keeps a new picture after checking what the bytes are, not what the upload claims. The old file
 * is removed only once the new key is saved, so a failure never leaves the user without a picture.
 */
export async function saveProfilePicture(
  db: Db,
  storage: StorageAdapter,
  userId: number,
  bytes: Uint8Array,
): Promise<{ contentType: string; size: number }> {
  if (bytes.length === 0) throw emptyFile();
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new ProblemError({
      status: 415,
      code: 'unsupported_image_type',
      detail: 'فقط تصویر JPEG\u200f، PNG یا WebP پذیرفته می‌شود',
    });
  }
  const user = await findUserById(db, userId);
  if (!user) throw notFound('حساب کاربری پیدا نشد');
  const key = `profile-pictures/${userId}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
  await storage.put(key, bytes, contentType);
  await db
    .update(users)
    .set({ profilePictureKey: key, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  if (user.profilePictureKey) {
    await storage
      .delete(user.profilePictureKey)
      .catch((err) => logger.warn({ err, userId }, 'old profile picture not deleted'));
  }
  return { contentType, size: bytes.length };
}

export const pictureTooLarge = () =>
  new ProblemError({
    status: 413,
    code: 'file_too_large',
    detail: 'حجم تصویر نباید بیش از ۲ مگابایت باشد',
  });

export async function loadProfilePicture(
  db: Db,
  storage: StorageAdapter,
  userId: number,
): Promise<StoredObject> {
  const user = await findUserById(db, userId);
  const picture = user?.profilePictureKey ? await storage.get(user.profilePictureKey) : null;
  if (!picture) throw notFound('تصویر پروفایلی ثبت نشده است');
  return picture;
}

export async function deleteProfilePicture(
  db: Db,
  storage: StorageAdapter,
  userId: number,
): Promise<void> {
  const [before] = await db
    .select({ key: users.profilePictureKey })
    .from(users)
    .where(eq(users.id, userId));
  if (!before?.key) return;
  await db
    .update(users)
    .set({ profilePictureKey: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await storage.delete(before.key);
}
