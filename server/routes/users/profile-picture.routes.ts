import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { ProblemError } from '../../http/problem';
import { getDb } from '../../db/client';
import { getStorage } from '../../adapters/storage';
import {
  deleteProfilePicture,
  loadProfilePicture,
  pictureTooLarge,
  saveProfilePicture,
} from '../../services/identity/profile';
import {
  PROFILE_PICTURE_MAX_BYTES,
  ProfilePictureSavedSchema,
  ProfilePictureUploadSchema,
} from '../../../api/contract/users';

const getPicture = createRoute({
  operationId: 'getProfilePicture',
  method: 'get',
  path: '/users/profile-picture',
  tags: ['users'],
  summary: 'تصویر پروفایل کاربر واردشده',
  security: bearerSecurity,
  responses: {
    200: {
      description: 'تصویر',
      content: {
        'image/jpeg': { schema: z.any() },
        'image/png': { schema: z.any() },
        'image/webp': { schema: z.any() },
      },
    },
    401: problems[401],
    404: problems[404],
  },
});

const postPicture = createRoute({
  operationId: 'uploadProfilePicture',
  method: 'post',
  path: '/users/profile-picture',
  tags: ['users'],
  summary: 'بارگذاری تصویر پروفایل (JPEG، PNG یا WebP، حداکثر ۲ مگابایت)',
  security: bearerSecurity,
  // A body over the upload limit is answered 413 by the app's bodySizeLimit (http/bad-input.ts).
  middleware: [signedIn] as const,
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: ProfilePictureUploadSchema } },
    },
  },
  responses: {
    200: jsonContent(ProfilePictureSavedSchema, 'تصویر ذخیره شد'),
    400: problems[400],
    401: problems[401],
    413: problems[400],
    415: problems[400],
  },
});

const deletePicture = createRoute({
  operationId: 'deleteProfilePicture',
  method: 'delete',
  path: '/users/profile-picture',
  tags: ['users'],
  summary: 'حذف تصویر پروفایل',
  security: bearerSecurity,
  responses: { 204: { description: 'حذف شد' }, 401: problems[401] },
});

export function registerProfilePictureRoutes(app: Router) {
  app.openapi(getPicture, async (c) => {
    const user = await requireUser(c);
    const picture = await loadProfilePicture(await getDb(), getStorage(), user.id);
    return c.body(picture.data as Uint8Array<ArrayBuffer>, 200, {
      'content-type': picture.contentType,
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    }) as never;
  });

  app.openapi(postPicture, async (c) => {
    const user = await requireUser(c);
    const { file } = c.req.valid('form') as { file?: unknown };
    if (!(file instanceof File)) {
      throw new ProblemError({
        status: 400,
        code: 'validation_failed',
        detail: 'تصویری فرستاده نشده است',
        errors: [
          { field: 'file', message: 'فایل تصویر را در فیلد file بفرستید', code: 'invalid_type' },
        ],
      });
    }
    if (file.size > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await saveProfilePicture(await getDb(), getStorage(), user.id, bytes), 200);
  });

  app.openapi(deletePicture, async (c) => {
    const user = await requireUser(c);
    await deleteProfilePicture(await getDb(), getStorage(), user.id);
    return c.body(null, 204);
  });
}
