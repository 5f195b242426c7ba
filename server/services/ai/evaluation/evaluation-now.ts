/** The evaluation set's "now": dates like «تا ۱۵ آذر» are read in Jalali year 1405 (Wednesday 5 Azar 1405, Tehran). */
export const EVALUATION_NOW = new Date('2026-11-26T08:00:00Z');
