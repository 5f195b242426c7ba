import { create } from 'zustand';

export type MerchantSummary = { id: number; name: string; confirmed: boolean };

export type MerchantState = {
  currentMerchant: MerchantSummary | null;
  setCurrentMerchant: (merchant: MerchantSummary | null) => void;
};

export const useMerchantStore = create<MerchantState>()((set) => ({
  currentMerchant: null,
  setCurrentMerchant: (currentMerchant) => set({ currentMerchant }),
}));
