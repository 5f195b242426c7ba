import type { CategoryType } from '../../../../api/contract/enums';
import { hashString } from './prng';

/**
 * Pictures of the demo catalogue, drawn as small SVG documents on request (nothing is fetched
 * from the internet, and no files are written): `/api/v1/media/{kind}/{id}.svg` looks the object
 * up and renders it here. The same object always gives the same picture.
 */
export const MEDIA_KINDS = ['products', 'base-products', 'suppliers', 'categories', 'ads'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type MediaSubject = {
  kind: MediaKind;
  id: number;
  /** 1 for the main picture, 2 and 3 for a product's other pictures. */
  variant: number;
  title: string;
  subtitle?: string | null;
  categoryType?: CategoryType | null;
};

/** A hue range per category type, so a page of one type looks of a piece. */
const HUES: Record<CategoryType, [number, number]> = {
  Product: [190, 230],
  IndustrialService: [15, 45],
  ConsultingService: [120, 165],
  ElectronicDocument: [260, 300],
};

const GLYPHS: Record<CategoryType, string> = {
  // A crate, a gear, a speech bubble and a page: what each type of offer is.
  Product: '<path d="M0-60L60-30V40L0 70L-60 40V-30Z M-60-30L0 0L60-30 M0 0V70" />',
  IndustrialService:
    '<circle r="28"/><path d="M-8-70h16l4 18 14 6 16-10 11 11-10 16 6 14 18 4v16l-18 4-6 14 10 16-11 11-16-10-14 6-4 18h-16l-4-18-14-6-16 10-11-11 10-16-6-14-18-4v-16l18-4 6-14-10-16 11-11 16 10 14-6z"/>',
  ConsultingService: '<path d="M-65-50h130v80h-70l-35 30v-30h-25z M-40-20h80 M-40 5h55" />',
  ElectronicDocument: '<path d="M-45-65h60l30 30v100h-90z M15-65v30h30 M-25-15h50 M-25 10h50 M-25 35h35" />',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function palette(subject: MediaSubject): { from: string; to: string; angle: number } {
  const h = hashString(`${subject.kind}:${subject.id}:${subject.variant}`);
  const [low, high] = HUES[subject.categoryType ?? 'Product'];
  const hue = low + (h % (high - low));
  return {
    from: `hsl(${hue} 65% ${38 + (h % 12)}%)`,
    to: `hsl(${(hue + 25) % 360} 70% ${55 + ((h >> 4) % 15)}%)`,
    angle: (h >> 8) % 360,
  };
}

const FONT = 'font-family="Vazirmatn, Tahoma, sans-serif"';

function frame(width: number, height: number, subject: MediaSubject, body: string): string {
  const { from, to, angle } = palette(subject);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.title)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`;
}

function glyph(type: CategoryType, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="6" stroke-linejoin="round">${GLYPHS[type]}</g>`;
}

/** The initials of a company's distinctive words («فولاد سپاهان نوین» → «س ن»). */
export function initials(name: string): string {
  const words = name.split(/[\s\u200c]+/).filter(Boolean);
  const distinctive = words.length > 2 ? words.slice(1, 3) : words.slice(0, 2);
  return distinctive.map((w) => w[0]).join(' ');
}

export function renderMediaSvg(subject: MediaSubject): string {
  const type = subject.categoryType ?? 'Product';
  const title = escapeXml(clip(subject.title, 42));
  switch (subject.kind) {
    case 'suppliers':
      return frame(256, 256, subject,
        `<circle cx="128" cy="128" r="96" fill="#fff" fill-opacity=".18"/><text x="128" y="150" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(initials(subject.title))}</text>`);
    case 'ads':
      return frame(1200, 400, subject,
        `${glyph(type, 180, 200, 1.8)}<text x="1140" y="180" text-anchor="start" direction="rtl" ${FONT} font-size="52" font-weight="700" fill="#fff">${title}</text>` +
        `<text x="1140" y="250" text-anchor="start" direction="rtl" ${FONT} font-size="32" fill="#fff" fill-opacity=".9">${escapeXml(clip(subject.subtitle ?? '', 60))}</text>` +
        `<text x="1140" y="360" text-anchor="start" direction="rtl" ${FONT} font-size="22" fill="#fff" fill-opacity=".7">بازارگاه</text>`);
    case 'categories':
      return frame(400, 300, subject,
        `${glyph(type, 200, 125, 1)}<text x="200" y="262" text-anchor="middle" direction="rtl" ${FONT} font-size="28" font-weight="700" fill="#fff">${title}</text>`);
    default:
      return frame(600, 450, subject,
        `${glyph(type, 300, 190, 1.5 + subject.variant * 0.15)}<rect y="360" width="600" height="90" fill="#000" fill-opacity=".28"/>` +
        `<text x="576" y="415" text-anchor="start" direction="rtl" ${FONT} font-size="28" font-weight="700" fill="#fff">${title}</text>`);
  }
}
