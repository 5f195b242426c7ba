import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { getDb } from '../../db/client';
import { clientAddress } from '../../http/client-address';
import { identityContext } from '../../services/identity/context';
import { requestOtp } from '../../services/identity/otp';
import { getProfile, updateProfile } from '../../services/identity/profile';
import { LoginByOtpRequestSchema, OtpSentSchema } from '../../../api/contract/auth';
import { UpdateProfileSchema, UserProfileSchema } from '../../../api/contract/users';
import { registerProfilePictureRoutes } from './profile-picture.routes';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const loginByOtp = createRoute({
  operationId: 'loginByOtp',
  security: [],
  method: 'post',
  path: '/users/login-by-otp',
  tags: ['users'],
  summary: 'فرستادن کد ورود یک‌بارمصرف به شماره موبایل',
  description: 'پاسخ برای شماره‌های ثبت‌شده و ثبت‌نشده یکسان است.',
  request: { body: json(LoginByOtpRequestSchema) },
  responses: {
    200: jsonContent(OtpSentSchema, 'کد فرستاده شد'),
    400: problems[400],
    429: problems[429],
    503: problems[500],
  },
});

const getMe = createRoute({
  operationId: 'getCurrentUser',
  method: 'get',
  path: '/users/me',
  tags: ['users'],
  summary: 'اطلاعات شخصی و نقش‌های کاربر واردشده',
  security: bearerSecurity,
  responses: { 200: jsonContent(UserProfileSchema, 'اطلاعات شخصی'), 401: problems[401] },
});

const putMe = createRoute({
  operationId: 'updateCurrentUser',
  method: 'put',
  path: '/users/me',
  tags: ['users'],
  summary: 'ویرایش اطلاعات شخصی (نام، کد ملی، ایمیل، تاریخ تولد)',
  security: bearerSecurity,
  middleware: [signedIn],
  request: { body: json(UpdateProfileSchema) },
  responses: {
    200: jsonContent(UserProfileSchema, 'اطلاعات ذخیره شد'),
    400: problems[400],
    401: problems[401],
    403: problems[403],
  },
});

export function registerUserRoutes(app: Router) {
  app.openapi(loginByOtp, async (c) => {
    const { phone } = c.req.valid('json');
    const sent = await requestOtp(await identityContext(), { phone, ip: clientAddress(c) });
    c.header('cache-control', 'no-store');
    return c.json(sent, 200);
  });

  app.openapi(getMe, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await getProfile(await getDb(), user.id), 200);
  });

  app.openapi(putMe, async (c) => {
    const user = await requireUser(c);
    return c.json(await updateProfile(await getDb(), user.id, c.req.valid('json')), 200);
  });

  registerProfilePictureRoutes(app);
}
