import { api } from './client';
import type {
  Announcement,
  Comment,
  CommentNode,
  ContentType,
  ContentTypeNode,
  FaqGroup,
  HelpEntry,
  HelpTopic,
  MenuNode,
  MenuPlacement,
  Page,
  PageInput,
  PageSummary,
  Video,
} from './contract/content';
import type { Page as ListPage } from './contract/paging';

/** Content (server/routes/content): pages, comments, FAQ, feedback, videos, help, menus, announcements. */

export const contentKey = ['content'] as const;

type Paging = { pageNumber?: number; pageSize?: number };
const paging = (p: Paging) => ({ 'paging.pageNumber': p.pageNumber, 'paging.pageSize': p.pageSize });

export const fetchPublicPages = (p: Paging & { supplierId?: number; categoryId?: number; text?: string }) =>
  api.get<ListPage<PageSummary>>('/pages/for-public-site', { query: { ...paging(p), supplierId: p.supplierId, categoryId: p.categoryId, text: p.text || undefined } });

export const fetchPagesByContentType = (contentTypeId: number, p: Paging) =>
  api.get<ListPage<PageSummary>>('/pages/by-content-type/by-platform', { query: { ...paging(p), contentTypeId } });

export const fetchPagesByLabel = (title: string, p: Paging) => api.get<ListPage<PageSummary>>('/pages/by-label/by-platform', { query: { ...paging(p), title } });

export const fetchPage = (id: number) => api.get<Page>(`/pages/${id}/by-platform`);

export const fetchPageByUniqueName = (uniquePageName: string) => api.get<Page>('/pages/by-uniquepagename', { query: { uniquePageName } });

export const fetchSupplierHasContent = (supplierId: number) => api.get<{ hasContent: boolean }>('/pages/merchant-has-content', { query: { supplierId } });

export const likePage = (id: number) => api.post<{ liked: boolean; likeCount: number }>(`/pages/${id}/like`);

export const fetchContentTypeTree = () => api.get<ContentTypeNode[]>('/contenttypes/tree');

export const fetchContentTypeBreadcrumb = (id: number) => api.get<ContentType[]>(`/contenttypes/${id}/breadcrumb`);

export const fetchCommentTree = (pageId: number) => api.get<CommentNode[]>(`/pagecomments/${pageId}/active-tree`);

export const postComment = (input: { pageId: number; parentId?: number | null; body: string }) => api.post<Comment>('/pagecomments', input);

export const likeComment = (id: number) => api.post<{ liked: boolean; likeCount: number }>(`/pagecomments/${id}/like`);

export const fetchMyComments = (p: Paging) => api.get<ListPage<Comment>>('/pagecomments/mine', { query: paging(p) });

export const fetchFaqGroups = (text?: string) => api.get<FaqGroup[]>('/faqquestions/group-by-category', { query: { text: text || undefined } });

export const countFaqVisit = (id: number) => api.post<void>(`/faqquestions/${id}/visit`);

export const sendFeedback = (input: { name: string; contact?: string | null; subject: string; body: string }) => api.post<{ id: number }>('/feedbacks', input);

export const fetchVideos = (p: Paging & { text?: string }) =>
  p.text ? api.get<ListPage<Video>>('/mediavideos/search', { query: { ...paging(p), text: p.text } }) : api.get<ListPage<Video>>('/mediavideos', { query: paging(p) });

export const fetchHelp = (frontUniqueId: string) => api.get<HelpEntry>('/helpsystems/byfrontuniqueid', { query: { frontUniqueId } });

export const fetchHelpTopics = () => api.get<HelpTopic[]>('/helpsystems');

export const fetchMenu = (placement: MenuPlacement) => api.get<MenuNode[]>('/websitemenus/tree', { query: { placement } });

export const fetchAnnouncements = () => api.get<Announcement[]>('/announcements');

export const fetchDeskPages = (supplierId: number, p: Paging & { text?: string }) =>
  api.get<ListPage<PageSummary>>(`/supplier-desk/suppliers/${supplierId}/pages`, { query: { ...paging(p), text: p.text || undefined } });

export const saveDeskPage = (supplierId: number, input: PageInput, pageId?: number) =>
  pageId ? api.put<Page>(`/supplier-desk/suppliers/${supplierId}/pages/${pageId}`, input) : api.post<Page>(`/supplier-desk/suppliers/${supplierId}/pages`, input);

export const deleteDeskPage = (supplierId: number, pageId: number) => api.delete<void>(`/supplier-desk/suppliers/${supplierId}/pages/${pageId}`);
