import { create } from 'zustand';

export type ContentTypeNode = { id: number; title: string; children: ContentTypeNode[] };
export type BreadcrumbItem = { id: number | string; title: string; href?: string };

export type ContentTypesState = {
  contentTypesTreeList: ContentTypeNode[];
  breadcrumb: BreadcrumbItem[];
  selectedLabel: string | null;
  setContentTypesTreeList: (tree: ContentTypeNode[]) => void;
  setBreadcrumb: (breadcrumb: BreadcrumbItem[]) => void;
  setSelectedLabel: (label: string | null) => void;
};

export const useContentTypesStore = create<ContentTypesState>()((set) => ({
  contentTypesTreeList: [],
  breadcrumb: [],
  selectedLabel: null,
  setContentTypesTreeList: (contentTypesTreeList) => set({ contentTypesTreeList }),
  setBreadcrumb: (breadcrumb) => set({ breadcrumb }),
  setSelectedLabel: (selectedLabel) => set({ selectedLabel }),
}));
