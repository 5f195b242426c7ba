import { lineClasses } from '@mui/x-charts/LineChart';
import { theme } from '@/components/theme/theme';

/**
 * The colours of a chart's series, in order: the site's primary blue, then a deep orange, a pair told
 * apart also by eyes that mix red and green, each 3:1 or more against white (WCAG 1.4.11).
 * The charts' own palette put a bright violet-blue that matched nothing on the page.
 */
export const CHART_COLORS = [theme.palette.primary.main, '#E65100'];

/** An area under a line is a tint of it: at full strength it hid the grid and outweighed the page. */
export const CHART_AREA_TINT = { [`& .${lineClasses.area}`]: { fillOpacity: 0.16 } } as const;
