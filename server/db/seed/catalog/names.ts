import type { CategoryType } from '../../../../api/contract/enums';
import type { Rng } from './prng';

/** Proper-name stems of Iranian company names, with a Latin form for a website address. */
const STEMS: [string, string][] = [
  ['سپاهان', 'sepahan'], ['پارس', 'pars'], ['البرز', 'alborz'], ['زاگرس', 'zagros'], ['آریا', 'arya'],
  ['کوثر', 'kowsar'], ['زرین‌دشت', 'zarrindasht'], ['سهند', 'sahand'], ['دماوند', 'damavand'], ['ارس', 'aras'],
  ['خلیج فارس', 'persiangulf'], ['کاوه', 'kaveh'], ['آفتاب', 'aftab'], ['مهر', 'mehr'], ['نگین', 'negin'],
  ['پیشگامان', 'pishgaman'], ['آسیا', 'asia'], ['سبلان', 'sabalan'], ['هامون', 'hamoon'], ['کویر', 'kavir'],
  ['تابان', 'taban'], ['آرین', 'arian'], ['کیان', 'kian'], ['رویان', 'royan'], ['شایان', 'shayan'],
  ['آرمان', 'arman'], ['نوید', 'navid'], ['اطلس', 'atlas'], ['ماهان', 'mahan'], ['سیمرغ', 'simorgh'],
  ['هیرمند', 'hirmand'], ['پاسارگاد', 'pasargad'], ['بیستون', 'bistoon'], ['الوند', 'alvand'], ['کارون', 'karoon'],
  ['زاینده‌رود', 'zayanderood'], ['فجر', 'fajr'], ['ستاره', 'setareh'], ['امید', 'omid'], ['بهمن', 'bahman'],
  ['سامان', 'saman'], ['پرشیا', 'persia'], ['تیرداد', 'tirdad'], ['نقش جهان', 'naghshejahan'], ['مروارید', 'morvarid'],
];

const SUFFIXES = ['نوین', 'گستر', 'پویا', 'صنعت', 'تجارت', 'پارسیان', 'شرق', 'جنوب', 'ایرانیان', 'آسیا', 'برتر', 'سازان'];
/** Suffixes a Persian writer joins to the stem with a zero-width non-joiner («پارس‌گستر»). */
const JOINED_SUFFIXES = new Set(['گستر', 'سازان']);

/** Company kinds by the category root a supplier mainly trades in. */
const PREFIXES: Record<string, string[]> = {
  'p-construction': ['فولاد', 'آهن‌آلات', 'مصالح ساختمانی', 'بازرگانی', 'صنایع فولاد', 'گروه صنعتی'],
  'p-food': ['صنایع غذایی', 'کشت و صنعت', 'بازرگانی', 'تعاونی', 'خشکبار', 'فرآورده‌های غذایی'],
  'p-industrial': ['تجهیزات صنعتی', 'برق صنعت', 'پمپ و کمپرسور', 'بازرگانی', 'مهندسی', 'الکتریک'],
  'p-chemical': ['پتروشیمی', 'بازرگانی', 'پلیمر', 'قیر و عایق', 'صنایع شیمیایی'],
  's-machining': ['صنایع', 'ماشین‌سازی', 'قالب‌سازی', 'ریخته‌گری', 'فن‌آوران', 'مهندسی'],
  's-installation': ['مهندسی', 'تأسیسات', 'نیرو', 'برق و تأسیسات', 'گروه فنی'],
  's-logistics': ['حمل و نقل', 'ترابری', 'باربری', 'لجستیک', 'کشتیرانی', 'انبارداری'],
  'c-engineering': ['مهندسین مشاور', 'مشاوران', 'گروه مهندسی', 'طرح و ساخت'],
  'c-business': ['مشاوران مالی', 'مؤسسه حسابرسی', 'بازرگانی بین‌المللی', 'مشاوران تجاری', 'گروه مشاوره'],
  'c-legal': ['مؤسسه حقوقی', 'دفتر وکالت', 'گروه حقوقی', 'مشاوران حقوقی'],
  'd-technical': ['نشر', 'مرکز اسناد', 'دانش‌بنیان', 'گروه فنی'],
  'd-business': ['مرکز پژوهش', 'گروه تحلیل', 'مشاوران طرح', 'اندیشکده'],
  'd-templates': ['مرکز اسناد', 'نشر', 'گروه حقوقی'],
  merchant: ['بازرگانی', 'تجارت‌خانه', 'شرکت بازرگانی', 'گروه تجاری', 'نمایندگی'],
};

export type CompanyName = { name: string; latin: string };

/** A company name such as «فولاد سپاهان نوین» or «بازرگانی پارس‌گستر»; unique within `taken`. */
export function companyName(rng: Rng, rootCode: string, taken: Set<string>): CompanyName {
  const prefixes = PREFIXES[rootCode] ?? ['بازرگانی'];
  for (let attempt = 0; ; attempt++) {
    const [stem, latin] = rng.pick(STEMS);
    const suffix = rng.chance(0.65) ? rng.pick(SUFFIXES) : '';
    const body = !suffix ? stem : JOINED_SUFFIXES.has(suffix) ? `${stem}\u200c${suffix}` : `${stem} ${suffix}`;
    // Past the combinations of words, an ordinal keeps names unique at any scale.
    const ordinal = attempt > 8 ? ` ${toOrdinal(taken.size)}` : '';
    const name = `${rng.pick(prefixes)} ${body}${ordinal}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { name, latin };
    }
  }
}

function toOrdinal(n: number): string {
  return String(n).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

export const FIRST_NAMES = ['علی', 'محمد', 'حسین', 'رضا', 'مهدی', 'امیر', 'سعید', 'حمید', 'مریم', 'زهرا', 'فاطمه', 'نرگس', 'سارا', 'لیلا', 'مجید', 'بهروز', 'فرهاد', 'کامران', 'پریسا', 'الهام'];
export const LAST_NAMES = ['احمدی', 'محمدی', 'حسینی', 'رضایی', 'کریمی', 'موسوی', 'جعفری', 'صادقی', 'رحیمی', 'نوری', 'قاسمی', 'اکبری', 'سلطانی', 'کاظمی', 'یزدانی', 'تهرانی', 'اصفهانی', 'شیرازی', 'تبریزی', 'فراهانی'];

const SUPPLIER_LINES: Record<CategoryType, string[]> = {
  Product: [
    'تأمین مستقیم از کارخانه با فاکتور رسمی و ارزش افزوده.',
    'ارسال به سراسر کشور با باربری طرف قرارداد.',
    'فروش عمده و نیمه‌عمده با امکان پرداخت چکی برای مشتریان ثابت.',
    'انبار اختصاصی و موجودی دائم برای تحویل فوری.',
  ],
  IndustrialService: [
    'کارگاه مجهز با کنترل کیفیت در هر مرحله.',
    'اجرای پروژه در محل کارفرما در سراسر کشور.',
    'تحویل به‌موقع با قرارداد رسمی و ضمانت‌نامه حسن انجام کار.',
  ],
  ConsultingService: [
    'کارشناسان دارای پروانه رسمی و سابقه طولانی.',
    'جلسات حضوری و آنلاین با نوبت‌دهی سریع.',
    'همراهی تا پایان کار و پاسخ‌گویی پس از تحویل.',
  ],
  ElectronicDocument: [
    'فایل‌ها بلافاصله پس از پرداخت قابل دریافت هستند.',
    'به‌روزرسانی منظم اسناد مطابق آخرین ویرایش‌ها.',
    'پشتیبانی برای پرسش‌های پس از خرید.',
  ],
};

export function supplierDescription(rng: Rng, type: CategoryType, trade: string, city: string): string {
  return [`فعال در زمینه ${trade} در ${city}.`, ...rng.sample(SUPPLIER_LINES[type], 2)].join(' ');
}

/** Words a supplier may add to the base product's name in its own offer. */
export const OFFER_EXTRAS: Record<CategoryType, string[]> = {
  Product: ['درجه یک', 'تحویل فوری', 'ارسال رایگان', 'فروش عمده', 'بسته‌بندی صادراتی', 'موجود در انبار'],
  IndustrialService: ['با ضمانت کیفیت', 'تحویل سریع', 'توسط کارشناس مجرب'],
  ConsultingService: ['حضوری و آنلاین', 'توسط کارشناس ارشد'],
  ElectronicDocument: ['قابل ویرایش', 'نسخه کامل'],
};

export const AD_SUBTITLES = ['پیشنهاد ویژه این هفته', 'تأمین‌کننده برگزیده', 'تخفیف خرید عمده', 'ارسال سریع به سراسر کشور', 'قیمت مستقیم کارخانه'];
