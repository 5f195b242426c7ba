import { z } from './zod';
import { MobileSchema } from './auth';
import { blankToNull, NationalCodeSchema, optionalText, personName } from './users';
import { toLatinDigits } from '../../lib/persian/digits';

/** `POST /buyers`: without a phone the caller registers itself; an owner names its consumer's phone. */
export const BuyerRegistrationSchema = z
  .object({
    phone: MobileSchema.optional(),
    firstName: personName().optional(),
    lastName: personName().optional(),
  })
  .openapi('BuyerRegistration');

export const BuyerSchema = z
  .object({
    userId: z.number().int(),
    ownerUserId: z.number().int().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Buyer');
export type Buyer = z.infer<typeof BuyerSchema>;

/**
 * A consumer an owner user registered, as the owner sees it: who, what its wallet holds (Rial), and
 * the owner's last charge of it (paid at a gateway, it is in no ledger of the owner's own).
 */
export const OwnedBuyerSchema = z
  .object({
    userId: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    balance: z.number().int(),
    lastCharge: z.object({ amount: z.number().int(), paidAt: z.string().openapi({ format: 'date-time' }) }).nullable(),
  })
  .openapi('OwnedBuyer');
export type OwnedBuyer = z.infer<typeof OwnedBuyerSchema>;

/** Iranian economic code (کد اقتصادی): 10 to 14 digits. */
export const EconomicCodeSchema = z
  .string()
  .max(30)
  .transform((value, ctx) => {
    const digits = toLatinDigits(value).replace(/[\s-]/g, '');
    if (!/^\d{10,14}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'کد اقتصادی باید ۱۰ تا ۱۴ رقم باشد' });
      return z.NEVER;
    }
    return digits;
  });

const customerFields = {
  /** Shown name of the customer; the person's full name when omitted. */
  title: optionalText(100),
  economicCode: blankToNull(EconomicCodeSchema),
  phone: optionalText(20),
  description: optionalText(500),
};

export const PersonCustomerRequestSchema = z
  .object({
    firstName: personName(),
    lastName: personName(),
    nationalCode: NationalCodeSchema,
    ...customerFields,
  })
  .openapi('PersonCustomerRequest');
export type PersonCustomerRequest = z.infer<typeof PersonCustomerRequestSchema>;

export const CustomerProfileUpdateSchema = z
  .object({ ...customerFields, title: z.string().trim().min(1).max(100) })
  .openapi('CustomerProfileUpdate');
export type CustomerProfileUpdate = z.infer<typeof CustomerProfileUpdateSchema>;

export const CustomerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    customerType: z.enum(['person']),
    title: z.string(),
    economicCode: z.string().nullable(),
    phone: z.string().nullable(),
    description: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    nationalCode: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Customer');
export type Customer = z.infer<typeof CustomerSchema>;

const agentFields = {
  firstName: personName(),
  lastName: personName(),
  phone: MobileSchema,
  nationalCode: blankToNull(NationalCodeSchema),
  position: optionalText(100),
  isActive: z.boolean().optional(),
};

export const MerchantAgentInputSchema = z.object(agentFields).openapi('MerchantAgentInput');
export type MerchantAgentInput = z.infer<typeof MerchantAgentInputSchema>;

export const MerchantAgentUpdateSchema = z
  .object({ id: z.number().int().positive(), ...agentFields })
  .openapi('MerchantAgentUpdate');

export const MerchantAgentSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    nationalCode: z.string().nullable(),
    position: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('MerchantAgent');
export type MerchantAgent = z.infer<typeof MerchantAgentSchema>;

export const MerchantAgentDeleteQuerySchema = z.object({
  agentId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'agentId', in: 'query' }, example: 1 }),
});
