import { ErrorView } from '@/components/layout/error-view';

export default function ProfileNotFound() {
  return <ErrorView statusCode={404} redirectOnMount />;
}
