import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { ProfileMenuKey } from '@/stores/user';

export const PROFILE_MENU_ICONS: Record<ProfileMenuKey, ReactElement> = {
  Home: <DashboardOutlined />,
  PersonalInfo: <BadgeOutlined />,
  Address: <PlaceOutlined />,
  Wallet: <AccountBalanceWalletOutlined />,
  DirectOrder: <ReceiptLongOutlined />,
  Messages: <ChatBubbleOutlineOutlined />,
  Favorites: <FavoriteBorder />,
  Notes: <StickyNote2Outlined />,
  Comments: <RateReviewOutlined />,
  Suppliers: <StorefrontOutlined />,
  LastVisits: <HistoryOutlined />,
  Admin: <AdminPanelSettingsOutlined />,
};
