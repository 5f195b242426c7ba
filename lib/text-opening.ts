/**
 * A text's first words, at most `max` letters, cut after a whole word, for naming a row's buttons
 * to a screen reader («ویرایش اطلاعیهٔ «ارسال رایگان…»»): rows of the same author or of no title
 * otherwise gave a list of buttons all read the same.
 */
export function textOpening(text: string, max = 40): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const letters = [...plain];
  if (letters.length <= max) return plain;
  const cut = letters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
