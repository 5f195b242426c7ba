import { normalizePersian } from '@/lib/persian/normalize';

/**
 * The cities already shown, narrowed at once to those whose name contains what is typed, with
 * names that start with it first — the order the server's search answers in. The list therefore
 * agrees with the text before the debounced search answers, and an option tapped just then is
 * still the same option, in the same place, when the answer arrives.
 */
export function citiesMatching<City extends { name: string }>(cities: readonly City[], typed: string): City[] {
  const needle = normalizePersian(typed);
  if (!needle) return [...cities];
  const starting: City[] = [];
  const containing: City[] = [];
  for (const city of cities) {
    const name = normalizePersian(city.name);
    if (name.startsWith(needle)) starting.push(city);
    else if (name.includes(needle)) containing.push(city);
  }
  return [...starting, ...containing];
}
