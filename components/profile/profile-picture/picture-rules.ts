import { PROFILE_PICTURE_MAX_BYTES } from '@/api/contract/users';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

export type PictureProblem = 'type' | 'size' | 'empty';

/**
 * The API's limits, checked before uploading so a person is not kept waiting for a refusal. The
 * server still sniffs the bytes: a renamed file with an image type passes here, not there.
 */
export function checkPicture(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (file.size === 0) return 'empty';
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'size';
  return null;
}
