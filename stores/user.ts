import { create } from 'zustand';

export type ProfileMenuKey =
  | 'Home'
  | 'PersonalInfo'
  | 'Address'
  | 'Wallet'
  | 'Messages'
  | 'Comments'
  | 'Favorites'
  | 'Notes'
  | 'Suppliers'
  | 'DirectOrder'
  | 'LastVisits'
  | 'Admin';

/** Kept with the path it was chosen on, so that it never outlives its page. */
export type PageProfileMenu = { path: string; key: ProfileMenuKey };

export type UserState = {
  profileInfo: Record<string, unknown> | null;
  profilePicture: string | null;
  customerInfo: Record<string, unknown> | null;
  selectedProfileMenu: ProfileMenuKey;
  /** The item a page chose for itself where its path alone cannot tell (an order seen by its supplier). */
  pageProfileMenu: PageProfileMenu | null;
  selectedAddress: number | null;
  setProfileInfo: (info: Record<string, unknown> | null) => void;
  setProfilePicture: (url: string | null) => void;
  setCustomerInfo: (info: Record<string, unknown> | null) => void;
  setSelectedProfileMenu: (key: ProfileMenuKey) => void;
  setPageProfileMenu: (choice: PageProfileMenu | null) => void;
  setSelectedAddress: (id: number | null) => void;
  reset: () => void;
};

const initial = {
  profileInfo: null,
  profilePicture: null,
  customerInfo: null,
  selectedProfileMenu: 'Home' as ProfileMenuKey,
  pageProfileMenu: null,
  selectedAddress: null,
};

export const useUserStore = create<UserState>()((set) => ({
  ...initial,
  setProfileInfo: (profileInfo) => set({ profileInfo }),
  setProfilePicture: (profilePicture) => set({ profilePicture }),
  setCustomerInfo: (customerInfo) => set({ customerInfo }),
  setSelectedProfileMenu: (selectedProfileMenu) => set({ selectedProfileMenu }),
  setPageProfileMenu: (pageProfileMenu) => set({ pageProfileMenu }),
  setSelectedAddress: (selectedAddress) => set({ selectedAddress }),
  reset: () => set(initial),
}));
