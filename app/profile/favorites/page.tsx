import { redirect } from 'next/navigation';

/** Favourites open on their first tab, products and services. */
export default function Page() {
  redirect('/profile/favorites/product');
}
