import * as z from 'zod';
import { SizeChartSchema } from '../../catalogue/schemas/product-sets';
import * as routes from '../routes/size-chart';
import { withSchemas } from './endpoint';

/** A product family's name as the content API knows it. */
export const ProductTypeSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);

/** A product family's size chart, as the content API gives it. */
export const sizeChart = withSchemas(routes.sizeChart, {
  read: { params: { productType: ProductTypeSchema }, response: SizeChartSchema },
});
