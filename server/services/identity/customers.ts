import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type {
  Customer,
  CustomerProfileUpdate,
  PersonCustomerRequest,
} from '../../../api/contract/customers';
import type { Page, Paging } from '../../../api/contract/paging';
import { hasRole, type AuthUser } from '../../http/auth';
import { grantRole } from './roles';
import { withIsoDates } from './places';
import { forgetUserSessions } from './sessions';

const customerColumns = {
  id: customers.id,
  userId: customers.userId,
  customerType: customers.customerType,
  title: customers.title,
  economicCode: customers.economicCode,
  phone: customers.phone,
  description: customers.description,
  firstName: users.firstName,
  lastName: users.lastName,
  nationalCode: users.nationalCode,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

const selectCustomers = (db: Db) =>
  db.select(customerColumns).from(customers).innerJoin(users, eq(users.id, customers.userId));

/** An admin sees every customer; anyone else sees only their own (zero or one). */
export async function listCustomers(
  db: Db,
  user: AuthUser,
  paging: Paging,
): Promise<Page<Customer>> {
  const scope = hasRole(user, 'admin') ? undefined : eq(customers.userId, user.id);
  const [rows, [total]] = await Promise.all([
    selectCustomers(db)
      .where(scope)
      .orderBy(desc(customers.id))
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize),
    db.select({ n: count() }).from(customers).where(scope),
  ]);
  return { items: rows.map(withIsoDates), totalCount: total.n, ...paging };
}

/** The caller's customer record, or null. */
export async function findCustomerOfUser(db: Db, userId: number): Promise<Customer | null> {
  const [row] = await selectCustomers(db).where(eq(customers.userId, userId));
  return row ? withIsoDates(row) : null;
}

/** `/customers/personcustomer`: personal details saved on the person, the customer record, the role. */
export async function registerPersonCustomer(
  db: Db,
  userId: number,
  input: PersonCustomerRequest,
): Promise<Customer> {
  const { firstName, lastName, nationalCode, title, ...details } = input;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.userId, userId));
    if (existing) {
      throw new ProblemError({
        status: 409,
        code: 'already_customer',
        detail: 'شما پیش‌تر به عنوان مشتری ثبت شده‌اید',
      });
    }
    await tx
      .update(users)
      .set({ firstName, lastName, nationalCode, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.insert(customers).values({
      userId,
      customerType: 'person',
      title: title ?? `${firstName} ${lastName}`,
      ...details,
    });
    await grantRole(tx, userId, 'customer');
  });
  await forgetUserSessions(db, userId);
  return (await findCustomerOfUser(db, userId))!;
}

export async function getCustomerProfile(db: Db, userId: number): Promise<Customer> {
  const customer = await findCustomerOfUser(db, userId);
  if (!customer) throw notFound('پروفایل مشتری پیدا نشد؛ ابتدا به عنوان مشتری ثبت‌نام کنید');
  return customer;
}

export async function updateCustomerProfile(
  db: Db,
  userId: number,
  input: CustomerProfileUpdate,
): Promise<Customer> {
  const updated = await db
    .update(customers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(customers.userId, userId))
    .returning({ id: customers.id });
  if (updated.length === 0)
    throw notFound('پروفایل مشتری پیدا نشد؛ ابتدا به عنوان مشتری ثبت‌نام کنید');
  return getCustomerProfile(db, userId);
}
