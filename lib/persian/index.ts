export * from './digits';
export * from './normalize';
export * from './money';
export * from './dates';
export * from './jalali-ticks';
