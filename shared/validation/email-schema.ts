import * as z from 'zod';
import { EMAIL_INVALID_MESSAGE, isValidEmail, REQUIRED_MESSAGE } from './email';

// Apart from the rule itself (./email), which the browser checks on every page without zod.

/** The email rule for zod parsers (mock endpoints, forms that parse a whole body). */
export const EmailSchema = z.string().trim().min(1, REQUIRED_MESSAGE).refine(isValidEmail, EMAIL_INVALID_MESSAGE);
