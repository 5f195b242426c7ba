/**
 * Limits that search boxes in the browser share with the API's schemas. Kept apart from the
 * schemas (no zod here): a public page's search box would otherwise bring zod into its scripts.
 */

/** The longest text a list's search takes (`filter.text`, `text`, `key`, `q`); a search box stops there. */
export const SEARCH_TEXT_MAX = 100;

/** The longest first or last name of a person (`personName`); a name field stops there. */
export const PERSON_NAME_MAX = 50;
