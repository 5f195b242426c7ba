import { ProblemError } from '../../http/problem';

/** Field errors gathered while checking a form against the database, thrown together as one 400. */
export class FieldErrors {
  private readonly errors: { field: string; message: string; code: string }[] = [];

  add(field: string, message: string): void {
    this.errors.push({ field, message, code: 'custom' });
  }

  get empty(): boolean {
    return this.errors.length === 0;
  }

  throwIfAny(): void {
    if (this.empty) return;
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: this.errors,
    });
  }
}
