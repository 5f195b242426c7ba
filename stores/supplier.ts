import { create } from 'zustand';

export type SupplierState = {
  /** Which section of the supplier page is open (products, delegations, contents…). */
  openSection: string | null;
  setOpenSection: (section: string | null) => void;
};

export const useSupplierStore = create<SupplierState>()((set) => ({
  openSection: null,
  setOpenSection: (openSection) => set({ openSection }),
}));
