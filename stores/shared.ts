import { create } from 'zustand';

/** What the site keeps of the decoded access token (seed: "Stored user info"). */
export type StoredUserInfo = {
  /** Login expiry, seconds since epoch. */
  exp: number;
  /** User id. */
  sub: string;
  roles?: string[];
  name?: string;
  /**
   * When the access token ends by this device's clock (ms), as its cookie's Max-Age counts it: the
   * renewal is timed by it, so a device clock that is wrong by an hour neither renews in a loop nor
   * lets the cookie run out first. Absent in what older versions stored.
   */
  endsAt?: number;
};

export type SearchItem = { id: number | string; title: string; kind: string; href: string };

/** The seed's shared client state, names and defaults exactly as specified. */
export type SharedState = {
  myUserInfo: StoredUserInfo | null;
  isLoggedIn: boolean;
  accessToken: string | null;
  UserId: string | null;
  merchantIdState: number | null;
  searchItems: SearchItem[];
  typedSerchKey: string;
  SupplierProductPageNumber: number;
  SupplierProductItemsPerPageNumber: number;
  Loading: boolean;
  setLoading: (loading: boolean) => void;
  setSession: (session: { userInfo: StoredUserInfo; accessToken: string | null }) => void;
  clearSession: () => void;
  setMerchantId: (id: number | null) => void;
  setSearchItems: (items: SearchItem[]) => void;
  setTypedSearchKey: (key: string) => void;
  setSupplierProductPage: (page: number, itemsPerPage?: number) => void;
};

export const sharedInitialState = {
  myUserInfo: null,
  isLoggedIn: false,
  accessToken: null,
  UserId: null,
  merchantIdState: null,
  searchItems: [],
  typedSerchKey: '',
  SupplierProductPageNumber: 1,
  SupplierProductItemsPerPageNumber: 5,
  Loading: true,
} satisfies Partial<SharedState>;

export const useSharedStore = create<SharedState>()((set) => ({
  ...sharedInitialState,
  setLoading: (Loading) => set({ Loading }),
  setSession: ({ userInfo, accessToken }) =>
    set({ myUserInfo: userInfo, isLoggedIn: true, UserId: userInfo.sub, accessToken }),
  clearSession: () =>
    set({ myUserInfo: null, isLoggedIn: false, UserId: null, accessToken: null, merchantIdState: null }),
  setMerchantId: (merchantIdState) => set({ merchantIdState }),
  setSearchItems: (searchItems) => set({ searchItems }),
  setTypedSearchKey: (typedSerchKey) => set({ typedSerchKey }),
  setSupplierProductPage: (page, itemsPerPage) =>
    set((s) => ({
      SupplierProductPageNumber: page,
      SupplierProductItemsPerPageNumber: itemsPerPage ?? s.SupplierProductItemsPerPageNumber,
    })),
}));
