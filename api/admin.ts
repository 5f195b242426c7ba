import { api } from './client';
import type { Announcement, Comment, CommentState, Page, PageInput, PageSummary } from './contract/content';
import type { Page as ListPage } from './contract/paging';

/** The admin desk (server/routes/admin): every call needs the admin role. */

export const adminKey = ['admin'] as const;

type Paging = { pageNumber?: number; pageSize?: number };
const paging = (p: Paging) => ({ 'paging.pageNumber': p.pageNumber, 'paging.pageSize': p.pageSize });

export const fetchVisitorChart = (from: string, to: string) =>
  api.get<{ day: string; visits: number; visitors: number }[]>('/visitorlogs/byfilter-for-chart', { query: { from, to } });

export const fetchCommentsForModeration = (state: CommentState, p: Paging) => api.get<ListPage<Comment>>('/admin/pagecomments', { query: { ...paging(p), state } });

export const moderateComments = (ids: number[], state: 'approved' | 'rejected') => api.post<void>('/admin/pagecomments/moderate', { ids, state });

export type Feedback = { id: number; name: string; contact: string | null; subject: string; body: string; readAt: string | null; createdAt: string };
export const fetchFeedbacks = (p: Paging & { unread?: boolean }) => api.get<ListPage<Feedback>>('/admin/feedbacks', { query: { ...paging(p), unread: p.unread ? 'true' : undefined } });

export const markFeedbackRead = (id: number) => api.post<Feedback>(`/admin/feedbacks/${id}/read`);

export type MerchantForReview = { id: number; name: string; description: string | null; phone: string | null; ownerName: string; createdAt: string };
export const fetchMerchantsAwaiting = (p: Paging) => api.get<ListPage<MerchantForReview>>('/admin/merchants/awaiting', { query: paging(p) });

export const confirmMerchant = (id: number) => api.post<void>(`/admin/merchants/${id}/confirm`);

export const refuseMerchant = (id: number, reason: string) => api.post<void>(`/admin/merchants/${id}/refuse`, { reason });

export const fetchAdminPages = (p: Paging & { state?: 'published' | 'draft'; text?: string }) =>
  api.get<ListPage<PageSummary>>('/admin/pages', { query: { ...paging(p), state: p.state, text: p.text || undefined } });

export const createSitePage = (input: PageInput) => api.post<Page>('/admin/pages', input);

export const deletePageAsAdmin = (id: number) => api.delete<void>(`/admin/pages/${id}`);
export const setPagePublished = (id: number, isPublished: boolean) => api.post<PageSummary>(`/admin/pages/${id}/published`, { isPublished });

export const fetchAllAnnouncements = () => api.get<Announcement[]>('/admin/announcements');

export type AnnouncementInput = { text: string; linkUrl?: string | null; linkText?: string | null; startsAt: string; endsAt: string };
export const saveAnnouncement = (input: AnnouncementInput, id?: number) =>
  id ? api.put<Announcement>(`/admin/announcements/${id}`, input) : api.post<Announcement>('/admin/announcements', input);

export const deleteAnnouncement = (id: number) => api.delete<void>(`/admin/announcements/${id}`);

export type SupplierBadge = { id: number; name: string; isVerified: boolean };
export const fetchSupplierBadges = (p: Paging & { text?: string }) => api.get<ListPage<SupplierBadge>>('/admin/suppliers', { query: { ...paging(p), text: p.text || undefined } });

export const setSupplierVerified = (id: number, isVerified: boolean) => api.post<SupplierBadge>(`/admin/suppliers/${id}/verified`, { isVerified });
