/**
 * Measurement quantities and their units. `factor` turns one unit into the quantity's base unit.
 * Discrete units (bag, branch, session, file…) count single items, so each is one «عدد».
 */
export type UnitData = { code: string; name: string; symbol: string; factor: number };
export type QuantityData = { code: string; name: string; units: UnitData[] };

export const QUANTITIES: QuantityData[] = [
  { code: 'mass', name: 'جرم', units: [
    { code: 'g', name: 'گرم', symbol: 'g', factor: 0.001 },
    { code: 'mesghal', name: 'مثقال', symbol: 'مثقال', factor: 0.004608 },
    { code: 'kg', name: 'کیلوگرم', symbol: 'kg', factor: 1 },
    { code: 'ton', name: 'تن', symbol: 't', factor: 1000 },
  ] },
  { code: 'length', name: 'طول', units: [
    { code: 'mm', name: 'میلی‌متر', symbol: 'mm', factor: 0.001 },
    { code: 'cm', name: 'سانتی‌متر', symbol: 'cm', factor: 0.01 },
    { code: 'm', name: 'متر', symbol: 'm', factor: 1 },
    { code: 'km', name: 'کیلومتر', symbol: 'km', factor: 1000 },
  ] },
  { code: 'area', name: 'مساحت', units: [
    { code: 'mm2', name: 'میلی‌متر مربع', symbol: 'mm²', factor: 0.000001 },
    { code: 'cm2', name: 'سانتی‌متر مربع', symbol: 'cm²', factor: 0.0001 },
    { code: 'm2', name: 'متر مربع', symbol: 'm²', factor: 1 },
    { code: 'hectare', name: 'هکتار', symbol: 'ha', factor: 10000 },
  ] },
  { code: 'volume', name: 'حجم', units: [
    { code: 'l', name: 'لیتر', symbol: 'L', factor: 0.001 },
    { code: 'm3', name: 'متر مکعب', symbol: 'm³', factor: 1 },
  ] },
  { code: 'count', name: 'تعداد', units: [
    { code: 'piece', name: 'عدد', symbol: 'عدد', factor: 1 },
    { code: 'bag', name: 'کیسه', symbol: 'کیسه', factor: 1 },
    { code: 'pack', name: 'بسته', symbol: 'بسته', factor: 1 },
    { code: 'carton', name: 'کارتن', symbol: 'کارتن', factor: 1 },
    { code: 'branch', name: 'شاخه', symbol: 'شاخه', factor: 1 },
    { code: 'roll', name: 'حلقه', symbol: 'حلقه', factor: 1 },
    { code: 'pallet', name: 'پالت', symbol: 'پالت', factor: 1 },
    { code: 'session', name: 'جلسه', symbol: 'جلسه', factor: 1 },
    { code: 'project', name: 'پروژه', symbol: 'پروژه', factor: 1 },
    { code: 'file', name: 'فایل', symbol: 'فایل', factor: 1 },
    { code: 'trip', name: 'سرویس', symbol: 'سرویس', factor: 1 },
    { code: 'page', name: 'صفحه', symbol: 'صفحه', factor: 1 },
    { code: 'dozen', name: 'دوجین', symbol: 'دوجین', factor: 12 },
  ] },
  { code: 'time', name: 'زمان', units: [
    { code: 'hour', name: 'ساعت', symbol: 'h', factor: 1 },
    { code: 'day', name: 'روز', symbol: 'روز', factor: 24 },
    { code: 'month', name: 'ماه', symbol: 'ماه', factor: 720 },
  ] },
  { code: 'current', name: 'جریان الکتریکی', units: [
    { code: 'ma', name: 'میلی‌آمپر', symbol: 'mA', factor: 0.001 },
    { code: 'a', name: 'آمپر', symbol: 'A', factor: 1 },
  ] },
  { code: 'voltage', name: 'ولتاژ', units: [
    { code: 'v', name: 'ولت', symbol: 'V', factor: 1 },
    { code: 'kv', name: 'کیلوولت', symbol: 'kV', factor: 1000 },
  ] },
  { code: 'power', name: 'توان', units: [
    { code: 'w', name: 'وات', symbol: 'W', factor: 1 },
    { code: 'kw', name: 'کیلووات', symbol: 'kW', factor: 1000 },
    { code: 'hp', name: 'اسب بخار', symbol: 'hp', factor: 745.7 },
  ] },
  { code: 'apparent-power', name: 'توان ظاهری', units: [
    { code: 'kva', name: 'کیلوولت‌آمپر', symbol: 'kVA', factor: 1 },
    { code: 'mva', name: 'مگاولت‌آمپر', symbol: 'MVA', factor: 1000 },
  ] },
  { code: 'pressure', name: 'فشار', units: [
    { code: 'bar', name: 'بار', symbol: 'bar', factor: 1 },
    { code: 'psi', name: 'پی‌اس‌آی', symbol: 'psi', factor: 0.0689476 },
  ] },
  { code: 'flow', name: 'دبی', units: [
    { code: 'm3h', name: 'متر مکعب بر ساعت', symbol: 'm³/h', factor: 1 },
    { code: 'ls', name: 'لیتر بر ثانیه', symbol: 'L/s', factor: 3.6 },
  ] },
  { code: 'temperature', name: 'دما', units: [{ code: 'celsius', name: 'درجه سانتی‌گراد', symbol: '°C', factor: 1 }] },
  { code: 'percent', name: 'درصد', units: [{ code: 'percent', name: 'درصد', symbol: '٪', factor: 1 }] },
];
