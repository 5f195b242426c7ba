import { VideosPage, videoQueryOf, videosMetadata } from '@/components/content/pages/videos-page';
import { listPageOf, type SearchParamsRecord } from '@/components/content/pages/page-param';

// Searched by its query (`?q=`): rendered per request.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export const generateMetadata = async ({ searchParams }: Props) => {
  const sp = await searchParams;
  return videosMetadata(videoQueryOf(sp.q), listPageOf(sp));
};

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  return <VideosPage q={videoQueryOf(sp.q)} page={listPageOf(sp)} />;
}
