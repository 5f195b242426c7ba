import { api } from './client';
import type { Page } from './contract/paging';
import type { PageKind } from './contract/catalog-enums';
import type { Note } from './contract/notes';

/** The caller's notes (server/routes/notes). */

export const notesKey = ['notes'] as const;

export type NotesListParams = {
  kinds: readonly PageKind[];
  text: string;
  pageNumber: number;
  pageSize: number;
  sortField: 'updated' | 'created';
  sortDirection?: 'asc' | 'desc';
};

export function fetchMyNotes(params: NotesListParams): Promise<Page<Note>> {
  return api.get<Page<Note>>('/notes/byuser', {
    query: {
      'filter.pageKind': params.kinds.join(','),
      'filter.text': params.text || undefined,
      'paging.pageNumber': params.pageNumber,
      'paging.pageSize': params.pageSize,
      'sorting.field': params.sortField,
      'sorting.direction': params.sortDirection,
    },
  });
}

export const deleteNote = (id: number) => api.delete<void>(`/notes/${id}`);

export const notesOfObject = (pageKind: PageKind, objectId: number) =>
  api.get<Note[]>('/notes/by-object-id', { query: { pageKind, objectId } });

export const createNote = (pageKind: PageKind, objectId: number, body: string) => api.post<Note>('/notes', { pageKind, objectId, body });

export const updateNote = (id: number, body: string) => api.put<Note>(`/notes/${id}`, { body });
