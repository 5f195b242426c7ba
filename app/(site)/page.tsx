import { connection } from 'next/server';
import { HomePage } from '@/components/home/home-page';

// Rendered per request (its reads come from the data cache): it has no parameter to make it ISR
// on first visit, and the build must never read the API.
export default async function Page() {
  await connection();
  return <HomePage />;
}
