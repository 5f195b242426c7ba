import { describe, expect, it } from 'vitest';
import { citiesMatching } from './cities-matching';

const cities = [
  { id: 1, name: 'تهران' },
  { id: 2, name: 'مشهد' },
  { id: 3, name: 'شیراز' },
  { id: 4, name: 'بوشهر' },
  { id: 5, name: 'شهرکرد' },
];

describe('citiesMatching', () => {
  it('keeps every city, in order, while nothing is typed', () => {
    expect(citiesMatching(cities, '  ').map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the cities whose name contains the text, those that start with it first', () => {
    expect(citiesMatching(cities, 'شه').map((c) => c.name)).toEqual(['شهرکرد', 'مشهد', 'بوشهر']);
  });

  it('finds a name typed on an Arabic keyboard or with a joiner', () => {
    expect(citiesMatching(cities, 'شيراز').map((c) => c.id)).toEqual([3]);
    expect(citiesMatching([{ id: 6, name: 'بندر انزلی' }], 'بندر‌انزلی').map((c) => c.id)).toEqual([6]);
  });

  it('leaves nothing when no name contains the text', () => {
    expect(citiesMatching(cities, 'اصفهان')).toEqual([]);
  });
});
