import { FeedbackPage, feedbackMetadata } from '@/components/content/pages/feedback-page';

// Rendered per request: its header reads the site menus from the API.
export const dynamic = 'force-dynamic';

export const generateMetadata = feedbackMetadata;

export default function Page() {
  return <FeedbackPage />;
}
