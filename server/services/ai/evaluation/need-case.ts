/** What a buyer's need should be understood as: one case of the parser's evaluation set (issue 17). */
export type NeedCase = {
  /** The need as a buyer types it in a chat. */
  text: string;
  /** Leaf category codes that are right answers, best first. */
  categories: string[];
  quantity?: number;
  /** A unit code of units-data.ts. */
  unit?: string;
  /** A city name as in geography-data.ts. */
  city?: string;
  /** A province code of geography-data.ts. */
  province?: string;
  /** 'today' | 'tomorrow' | 'next_week' | 'end_of_month' | 'end_of_week' | `in_days:${n}` | `jalali:${yyyy}/${mm}/${dd}`. */
  date?: string;
  /** Property values by the leaf's property code: numbers in the property's default unit, option texts as seeded. */
  properties?: Record<string, string | number>;
};
