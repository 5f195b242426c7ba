import type { CategoryType } from '../../../../api/contract/enums';
import { CATEGORY_TREE, type CategoryNode } from '../category-tree';
import { DOCUMENT_LEAVES } from './leaves-documents';
import { PRODUCT_LEAVES } from './leaves-products';
import { CONSULTING_LEAVES, INDUSTRIAL_SERVICE_LEAVES } from './leaves-services';
import type { LeafSpec } from './spec-types';

export const LEAF_SPECS: LeafSpec[] = [
  ...PRODUCT_LEAVES,
  ...INDUSTRIAL_SERVICE_LEAVES,
  ...CONSULTING_LEAVES,
  ...DOCUMENT_LEAVES,
];

/** A leaf of the category tree with the codes of its ancestors (root first). */
export type TreeLeaf = { code: string; name: string; type: CategoryType; path: string[] };

export function treeLeaves(): TreeLeaf[] {
  const leaves: TreeLeaf[] = [];
  const walk = (node: CategoryNode, type: CategoryType, path: string[]) => {
    const [code, name, children] = node;
    if (!children?.length) leaves.push({ code, name, type, path });
    else for (const child of children) walk(child, type, [...path, code]);
  };
  for (const [type, roots] of Object.entries(CATEGORY_TREE) as [CategoryType, CategoryNode[]][]) {
    for (const root of roots) walk(root, type, []);
  }
  return leaves;
}

/** Share of the catalogue per category type: mostly goods, then services and documents. */
export const TYPE_WEIGHTS: Record<CategoryType, number> = {
  Product: 0.55,
  IndustrialService: 0.2,
  ConsultingService: 0.13,
  ElectronicDocument: 0.12,
};
