import { TrackOrderRequestSchema, TrackedOrderSchema } from '../../checkout/schemas/orders';
import { ContactCategoriesSchema, ContactUsRequestSchema, SupportCaseSchema, WarrantyRequestSchema } from '../../account/schemas/support';
import * as routes from '../routes/support';
import { withSchemas } from './endpoint';

/** Tracking an order without an account. */
export const orders = withSchemas(routes.orders, {
  track: { body: TrackOrderRequestSchema, response: TrackedOrderSchema },
});

/** Contact and warranty cases, and the subjects a contact case may have. */
export const support = withSchemas(routes.support, {
  categories: { response: ContactCategoriesSchema },
  contact: { body: ContactUsRequestSchema, response: SupportCaseSchema },
  warranty: { body: WarrantyRequestSchema, response: SupportCaseSchema },
});
