/**
 * Iran's 31 provinces with their main cities (the capital first) and a few districts of the
 * largest cities. `phoneCode` is the landline prefix; `weight` is a rough share of trade activity, used to place suppliers.
 */
export type ProvinceData = { code: string; phoneCode: string; name: string; weight: number; cities: string[] };

export const PROVINCES: ProvinceData[] = [
  { code: 'tehran', phoneCode: '021', name: 'تهران', weight: 12, cities: ['تهران', 'شهریار', 'اسلامشهر', 'ورامین', 'ری', 'پاکدشت', 'دماوند'] },
  { code: 'alborz', phoneCode: '026', name: 'البرز', weight: 4, cities: ['کرج', 'فردیس', 'نظرآباد', 'هشتگرد'] },
  { code: 'isfahan', phoneCode: '031', name: 'اصفهان', weight: 7, cities: ['اصفهان', 'کاشان', 'نجف‌آباد', 'خمینی‌شهر', 'شاهین‌شهر', 'مبارکه'] },
  { code: 'khorasan-razavi', phoneCode: '051', name: 'خراسان رضوی', weight: 6, cities: ['مشهد', 'نیشابور', 'سبزوار', 'تربت حیدریه', 'قوچان', 'تربت جام'] },
  { code: 'fars', phoneCode: '071', name: 'فارس', weight: 5, cities: ['شیراز', 'مرودشت', 'کازرون', 'جهرم', 'فسا', 'لار'] },
  { code: 'east-azerbaijan', phoneCode: '041', name: 'آذربایجان شرقی', weight: 5, cities: ['تبریز', 'مراغه', 'مرند', 'میانه', 'اهر'] },
  { code: 'west-azerbaijan', phoneCode: '044', name: 'آذربایجان غربی', weight: 3, cities: ['ارومیه', 'خوی', 'مهاباد', 'میاندوآب', 'بوکان'] },
  { code: 'khuzestan', phoneCode: '061', name: 'خوزستان', weight: 5, cities: ['اهواز', 'آبادان', 'دزفول', 'خرمشهر', 'بندر ماهشهر', 'اندیمشک'] },
  { code: 'kerman', phoneCode: '034', name: 'کرمان', weight: 3, cities: ['کرمان', 'رفسنجان', 'سیرجان', 'بم', 'جیرفت'] },
  { code: 'mazandaran', phoneCode: '011', name: 'مازندران', weight: 3, cities: ['ساری', 'بابل', 'آمل', 'قائم‌شهر', 'تنکابن'] },
  { code: 'gilan', phoneCode: '013', name: 'گیلان', weight: 3, cities: ['رشت', 'بندر انزلی', 'لاهیجان', 'لنگرود'] },
  { code: 'golestan', phoneCode: '017', name: 'گلستان', weight: 2, cities: ['گرگان', 'گنبد کاووس', 'علی‌آباد کتول'] },
  { code: 'qom', phoneCode: '025', name: 'قم', weight: 2, cities: ['قم'] },
  { code: 'markazi', phoneCode: '086', name: 'مرکزی', weight: 3, cities: ['اراک', 'ساوه', 'خمین', 'محلات'] },
  { code: 'qazvin', phoneCode: '028', name: 'قزوین', weight: 2, cities: ['قزوین', 'تاکستان', 'آبیک'] },
  { code: 'hamadan', phoneCode: '081', name: 'همدان', weight: 2, cities: ['همدان', 'ملایر', 'نهاوند'] },
  { code: 'zanjan', phoneCode: '024', name: 'زنجان', weight: 2, cities: ['زنجان', 'ابهر', 'خرمدره'] },
  { code: 'semnan', phoneCode: '023', name: 'سمنان', weight: 2, cities: ['سمنان', 'شاهرود', 'دامغان', 'گرمسار'] },
  { code: 'yazd', phoneCode: '035', name: 'یزد', weight: 3, cities: ['یزد', 'میبد', 'اردکان', 'بافق', 'طبس'] },
  { code: 'kermanshah', phoneCode: '083', name: 'کرمانشاه', weight: 2, cities: ['کرمانشاه', 'اسلام‌آباد غرب', 'کنگاور'] },
  { code: 'lorestan', phoneCode: '066', name: 'لرستان', weight: 1, cities: ['خرم‌آباد', 'بروجرد', 'دورود', 'الیگودرز'] },
  { code: 'kurdistan', phoneCode: '087', name: 'کردستان', weight: 1, cities: ['سنندج', 'سقز', 'مریوان', 'بانه'] },
  { code: 'hormozgan', phoneCode: '076', name: 'هرمزگان', weight: 3, cities: ['بندرعباس', 'قشم', 'کیش', 'میناب', 'بندر لنگه'] },
  { code: 'bushehr', phoneCode: '077', name: 'بوشهر', weight: 2, cities: ['بوشهر', 'برازجان', 'کنگان', 'عسلویه'] },
  { code: 'sistan-baluchestan', phoneCode: '054', name: 'سیستان و بلوچستان', weight: 1, cities: ['زاهدان', 'زابل', 'چابهار', 'ایرانشهر'] },
  { code: 'ardabil', phoneCode: '045', name: 'اردبیل', weight: 1, cities: ['اردبیل', 'پارس‌آباد', 'مشگین‌شهر'] },
  { code: 'ilam', phoneCode: '084', name: 'ایلام', weight: 1, cities: ['ایلام', 'دهلران', 'ایوان'] },
  { code: 'chaharmahal-bakhtiari', phoneCode: '038', name: 'چهارمحال و بختیاری', weight: 1, cities: ['شهرکرد', 'بروجن', 'فارسان'] },
  { code: 'kohgiluyeh-boyer-ahmad', phoneCode: '074', name: 'کهگیلویه و بویراحمد', weight: 1, cities: ['یاسوج', 'دوگنبدان', 'دهدشت'] },
  { code: 'north-khorasan', phoneCode: '058', name: 'خراسان شمالی', weight: 1, cities: ['بجنورد', 'شیروان', 'اسفراین'] },
  { code: 'south-khorasan', phoneCode: '056', name: 'خراسان جنوبی', weight: 1, cities: ['بیرجند', 'قائن', 'فردوس'] },
];

/** Districts of the five largest cities, keyed by city name. */
export const URBAN_AREAS: Record<string, string[]> = {
  تهران: ['تجریش', 'ونک', 'سعادت‌آباد', 'یوسف‌آباد', 'شهرک غرب', 'پونک', 'نارمک', 'تهرانپارس', 'بازار', 'نازی‌آباد', 'جنت‌آباد', 'شادآباد'],
  مشهد: ['احمدآباد', 'وکیل‌آباد', 'قاسم‌آباد', 'سجاد', 'هاشمیه', 'طبرسی', 'شهرک صنعتی توس'],
  اصفهان: ['چهارباغ', 'جلفا', 'خانه اصفهان', 'ملک‌شهر', 'سپاهان‌شهر', 'شهرک صنعتی محمودآباد'],
  شیراز: ['معالی‌آباد', 'ستارخان', 'زرهی', 'قصرالدشت', 'شهرک صنعتی بزرگ شیراز'],
  تبریز: ['ولیعصر', 'آبرسان', 'باغمیشه', 'رشدیه', 'شهرک صنعتی شهید سلیمی'],
};

/** Iran and its main trade partners (for export and customs services). */
export const COUNTRIES: { code: string; name: string }[] = [
  { code: 'IR', name: 'ایران' },
  { code: 'TR', name: 'ترکیه' },
  { code: 'AE', name: 'امارات متحده عربی' },
  { code: 'IQ', name: 'عراق' },
  { code: 'AF', name: 'افغانستان' },
  { code: 'CN', name: 'چین' },
  { code: 'RU', name: 'روسیه' },
];
