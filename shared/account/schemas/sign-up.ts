import * as z from 'zod';

/** What a sign-up answers: the new consumer, who then signs in like anyone else. */
export const SignUpResponseSchema = z.object({ consumerId: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** POST retrieveUserData: a consumer the backend knows (a store enrolment, an invitation) named by id and email together. */
export const RetrieveUserDataRequestSchema = z.object({
  consumerId: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(200),
});
export type RetrieveUserDataRequest = z.infer<typeof RetrieveUserDataRequestSchema>;

/** The storefront's prefill call: the signed token a sign-up link carries, never an id and email. */
export const SignUpPrefillBodySchema = z.object({ token: z.string().min(1).max(1024) }).strict();

/** What the backend knows of them, to prefill the sign-up form; dates ISO, the phone international. */
export const UserDataSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  gender: z.enum(['F', 'M', 'U']).nullable(),
});
export type UserData = z.infer<typeof UserDataSchema>;
