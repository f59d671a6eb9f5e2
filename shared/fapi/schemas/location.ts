import { VisitorLocationSchema } from '../../location/schemas/location';
import * as routes from '../routes/location';
import { withSchemas } from './endpoint';

/** Where the visitor appears to be: it takes nothing (a tester's forced country is read from the URL like on any page). */
export const location = withSchemas(routes.location, {
  read: { response: VisitorLocationSchema },
});
