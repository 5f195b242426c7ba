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

export type UserState = {
  profileInfo: Record<string, unknown> | null;
  profilePicture: string | null;
  customerInfo: Record<string, unknown> | null;
  selectedProfileMenu: ProfileMenuKey;
  selectedAddress: number | null;
  setProfileInfo: (info: Record<string, unknown> | null) => void;
  setProfilePicture: (url: string | null) => void;
  setCustomerInfo: (info: Record<string, unknown> | null) => void;
  setSelectedProfileMenu: (key: ProfileMenuKey) => void;
  setSelectedAddress: (id: number | null) => void;
  reset: () => void;
};

const initial = {
  profileInfo: null,
  profilePicture: null,
  customerInfo: null,
  selectedProfileMenu: 'Home' as ProfileMenuKey,
  selectedAddress: null,
};

export const useUserStore = create<UserState>()((set) => ({
  ...initial,
  setProfileInfo: (profileInfo) => set({ profileInfo }),
  setProfilePicture: (profilePicture) => set({ profilePicture }),
  setCustomerInfo: (customerInfo) => set({ customerInfo }),
  setSelectedProfileMenu: (selectedProfileMenu) => set({ selectedProfileMenu }),
  setSelectedAddress: (selectedAddress) => set({ selectedAddress }),
  reset: () => set(initial),
}));
