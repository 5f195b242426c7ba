import type { CategoryType } from '../../../api/contract/enums';

/** A node of the seeded category tree: `[code, name, children?]`. Codes are stable keys. */
export type CategoryNode = [code: string, name: string, children?: CategoryNode[]];

/**
 * The demo category tree: real Iranian trade names, three levels under every type.
 * Later seeds (products, suppliers) hang their rows off the leaf codes.
 */
export const CATEGORY_TREE: Record<CategoryType, CategoryNode[]> = {
  Product: [
    ['p-construction', 'مصالح ساختمانی', [
      ['p-steel', 'آهن‌آلات', [
        ['p-rebar', 'میلگرد'],
        ['p-beam', 'تیرآهن'],
        ['p-profile', 'پروفیل'],
        ['p-sheet', 'ورق فولادی'],
      ]],
      ['p-cement', 'سیمان و بتن', [
        ['p-cement-bag', 'سیمان پاکتی'],
        ['p-cement-bulk', 'سیمان فله'],
        ['p-ready-concrete', 'بتن آماده'],
      ]],
      ['p-brick', 'آجر و بلوک', [
        ['p-clay-brick', 'آجر فشاری'],
        ['p-aac-block', 'بلوک سبک هبلکس'],
        ['p-cement-block', 'بلوک سیمانی'],
      ]],
    ]],
    ['p-food', 'مواد غذایی و کشاورزی', [
      ['p-grain', 'غلات و حبوبات', [
        ['p-rice', 'برنج'],
        ['p-wheat', 'گندم'],
        ['p-lentil', 'عدس و لوبیا'],
      ]],
      ['p-nuts', 'خشکبار', [
        ['p-pistachio', 'پسته'],
        ['p-date', 'خرما'],
        ['p-saffron', 'زعفران'],
      ]],
      ['p-dairy', 'لبنیات', [
        ['p-cheese', 'پنیر'],
        ['p-butter', 'کره و خامه'],
      ]],
    ]],
    ['p-industrial', 'تجهیزات صنعتی', [
      ['p-electric', 'تجهیزات برق', [
        ['p-cable', 'سیم و کابل'],
        ['p-transformer', 'ترانسفورماتور'],
        ['p-switchgear', 'تابلو برق'],
      ]],
      ['p-pump', 'پمپ و کمپرسور', [
        ['p-water-pump', 'پمپ آب'],
        ['p-air-compressor', 'کمپرسور هوا'],
      ]],
      ['p-valve', 'شیرآلات و اتصالات', [
        ['p-industrial-valve', 'شیر صنعتی'],
        ['p-pipe-fitting', 'لوله و اتصالات'],
      ]],
    ]],
    ['p-chemical', 'مواد شیمیایی و پتروشیمی', [
      ['p-polymer', 'پلیمر و گرانول', [
        ['p-polyethylene', 'پلی‌اتیلن'],
        ['p-pvc', 'پی‌وی‌سی'],
      ]],
      ['p-bitumen', 'قیر و مشتقات نفتی', [
        ['p-bitumen-6070', 'قیر ۶۰/۷۰'],
        ['p-paraffin', 'پارافین'],
      ]],
    ]],
  ],
  IndustrialService: [
    ['s-machining', 'ماشین‌کاری و ساخت قطعه', [
      ['s-cnc', 'تراشکاری و فرزکاری', [
        ['s-cnc-turning', 'تراشکاری سی‌ان‌سی'],
        ['s-cnc-milling', 'فرزکاری سی‌ان‌سی'],
      ]],
      ['s-casting', 'ریخته‌گری', [
        ['s-sand-casting', 'ریخته‌گری ماسه‌ای'],
        ['s-die-casting', 'دایکاست آلومینیوم'],
      ]],
      ['s-sheet-metal', 'ورقکاری', [
        ['s-laser-cut', 'برش لیزر'],
        ['s-press-brake', 'خم‌کاری ورق'],
      ]],
    ]],
    ['s-installation', 'نصب و راه‌اندازی', [
      ['s-electrical-install', 'تأسیسات برقی', [
        ['s-substation', 'نصب پست برق'],
        ['s-industrial-wiring', 'سیم‌کشی صنعتی'],
      ]],
      ['s-mechanical-install', 'تأسیسات مکانیکی', [
        ['s-hvac', 'تهویه مطبوع'],
        ['s-piping', 'لوله‌کشی صنعتی'],
      ]],
    ]],
    ['s-logistics', 'حمل و نقل و انبارداری', [
      ['s-freight', 'حمل بار', [
        ['s-road-freight', 'حمل جاده‌ای'],
        ['s-container', 'حمل کانتینری'],
      ]],
      ['s-warehouse', 'انبارداری', [
        ['s-cold-storage', 'سردخانه'],
        ['s-bonded', 'انبار گمرکی'],
      ]],
    ]],
  ],
  ConsultingService: [
    ['c-engineering', 'مشاوره مهندسی', [
      ['c-civil', 'مهندسی عمران', [
        ['c-structural', 'طراحی سازه'],
        ['c-supervision', 'نظارت ساختمان'],
      ]],
      ['c-industrial-eng', 'مهندسی صنایع', [
        ['c-plant-design', 'طراحی کارخانه'],
        ['c-quality', 'کنترل کیفیت و استاندارد'],
      ]],
    ]],
    ['c-business', 'مشاوره کسب‌وکار', [
      ['c-finance', 'مالی و حسابداری', [
        ['c-tax', 'مشاوره مالیاتی'],
        ['c-audit', 'حسابرسی'],
      ]],
      ['c-trade', 'بازرگانی خارجی', [
        ['c-customs', 'ترخیص کالا'],
        ['c-export', 'مشاوره صادرات'],
      ]],
    ]],
    ['c-legal', 'مشاوره حقوقی', [
      ['c-contracts', 'قراردادها', [
        ['c-contract-drafting', 'تنظیم قرارداد'],
        ['c-arbitration', 'داوری تجاری'],
      ]],
      ['c-ip', 'مالکیت فکری', [
        ['c-trademark', 'ثبت علامت تجاری'],
        ['c-patent', 'ثبت اختراع'],
      ]],
    ]],
  ],
  ElectronicDocument: [
    ['d-technical', 'اسناد فنی', [
      ['d-standards', 'استانداردها', [
        ['d-national-standard', 'استاندارد ملی ایران'],
        ['d-iso', 'استانداردهای ایزو'],
      ]],
      ['d-drawings', 'نقشه‌های فنی', [
        ['d-architectural', 'نقشه معماری'],
        ['d-mechanical-drawing', 'نقشه مکانیکی'],
      ]],
    ]],
    ['d-business', 'اسناد تجاری', [
      ['d-feasibility', 'طرح توجیهی', [
        ['d-feasibility-industrial', 'طرح توجیهی صنعتی'],
        ['d-feasibility-agri', 'طرح توجیهی کشاورزی'],
      ]],
      ['d-market-report', 'گزارش بازار', [
        ['d-price-report', 'گزارش قیمت'],
        ['d-import-stats', 'آمار واردات و صادرات'],
      ]],
    ]],
    ['d-templates', 'فرم‌ها و نمونه‌قراردادها', [
      ['d-contract-templates', 'نمونه قرارداد', [
        ['d-sale-contract', 'قرارداد خرید و فروش'],
        ['d-lease-contract', 'قرارداد اجاره'],
      ]],
    ]],
  ],
};
