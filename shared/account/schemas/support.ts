import * as z from 'zod';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../validation/email';

// The email rule itself is zod-free (the browser checks it on every page); this is it for zod.
const EmailSchema = z.string().trim().min(1, EMAIL_INVALID_MESSAGE).refine(isValidEmail, EMAIL_INVALID_MESSAGE);

/* Customer support: contact-us categories and their subjects, a contact case and a warranty case. */

export const ContactCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  subjects: z.array(z.object({ id: z.string(), label: z.string() })).min(1),
});
export type ContactCategory = z.infer<typeof ContactCategorySchema>;

export const ContactCategoriesSchema = z.object({ categories: z.array(ContactCategorySchema) });
export type ContactCategories = z.infer<typeof ContactCategoriesSchema>;

const Id = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Choose one of the listed options');
const Name = z.string().trim().min(2, 'Enter at least 2 characters').max(30, 'Enter at most 30 characters');
const OptionalOrderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^RL\d{8}$/.test(value), 'An order number is RL followed by eight digits')
  .optional();

export const ContactUsRequestSchema = z.object({
  categoryId: Id,
  subjectId: Id,
  firstName: Name,
  lastName: Name,
  email: EmailSchema,
  orderNumber: OptionalOrderNumber,
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters)').max(2000, 'Keep it under 2000 characters'),
});
export type ContactUsRequest = z.input<typeof ContactUsRequestSchema>;

export const WarrantyRequestSchema = z.object({
  firstName: Name,
  lastName: Name,
  email: EmailSchema,
  product: z.string().trim().min(2, 'Name the product').max(100, 'Enter at most 100 characters'),
  /** yyyy-mm-dd, a real day, not in the future (checked by the backend against its clock too). */
  purchaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the purchase date')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now() && date.getUTCFullYear() >= 1990;
    }, 'Enter a real purchase date, not in the future'),
  orderNumber: OptionalOrderNumber,
  description: z.string().trim().min(10, 'Describe the problem (at least 10 characters)').max(2000, 'Keep it under 2000 characters'),
});
export type WarrantyRequest = z.input<typeof WarrantyRequestSchema>;

/** A support case the backend opened: its number is what the shopper quotes. */
export const SupportCaseSchema = z.object({ caseNumber: z.string().regex(/^(CS|WR)-\d{8}$/), createdAt: z.string() });
export type SupportCase = z.infer<typeof SupportCaseSchema>;
