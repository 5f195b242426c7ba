export { LazyNotificationHost } from './lazy-notification-host';
export { notify } from './notify';
export type {
  Notification,
  NotificationInput,
  NotificationPosition,
  NotificationPresetName,
  NotificationStatus,
} from '@/stores/notifications';
