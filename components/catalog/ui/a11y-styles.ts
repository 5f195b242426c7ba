/** Styles that hide text from the eye but not from screen readers (headings of visual groups). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A "good" status chip readable by everyone: the theme's success green (#4CAF50) under white
 * text is below WCAG AA contrast, so the chip uses a deeper green (4.5:1 and more).
 */
export const positiveChipSx = { bgcolor: '#2e7d32', color: '#fff' } as const;

/**
 * Primary-coloured text (text and outlined buttons, links) on the page's grey background: the
 * theme's #1976D2 on #F6F7FB is 4.3:1, just under WCAG AA; its dark shade reads at 7:1.
 */
export const onPageText = { color: 'primary.dark' } as const;
