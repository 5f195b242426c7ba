/**
 * A text's length as the API's schemas count it: zod counts code points, so an emoji is one, where
 * JavaScript's `length` (UTF-16 units) makes it two. A counter or a "too short" check that used
 * `length` said «۴ از ۳۰۰» for «😀😀» and let the form send what the server then refused.
 */
export const textLength = (text: string): number => [...text].length;
