// The one place the two halves meet: the Hono API served by Next under /api/v1.
import { getApp } from '@/server/app';

const handle = (request: Request) => getApp().fetch(request);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
