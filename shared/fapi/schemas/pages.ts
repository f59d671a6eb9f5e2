import * as z from 'zod';
import { CanvasSchema } from '../../content/schemas/canvas';
import * as routes from '../routes/pages';
import { withSchemas } from './endpoint';

const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A content page's name: lower-case words, which may be nested (`help/returns`). */
export const PageNameSchema = z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);

/** Which canvas (a content page by name, or a category's or product's by id) and, for a lazy section, which section. */
export const PageSectionsQuerySchema = z.object({
  kind: z.enum(['page', 'category', 'product']).default('page'),
  categoryId: IdSchema.optional(),
  productId: IdSchema.optional(),
  section: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});
export type PageSectionsQuery = z.infer<typeof PageSectionsQuerySchema>;

/** A canvas as the worker parsed it (each block passed its schema), with which canvas it is so its lazy sections can be fetched. */
const ParsedCanvasSchema = CanvasSchema.omit({ kind: true }).extend({ source: z.looseObject({ kind: z.string() }).optional() });

/** The whole canvas, or one section's blocks when a section was named. */
export const PageSectionsAnswerSchema = z.union([z.object({ canvas: ParsedCanvasSchema }), z.object({ blocks: CanvasSchema.shape.sections.valueType })]);

export const pages = withSchemas(routes.pages, {
  sections: { params: { name: PageNameSchema }, query: PageSectionsQuerySchema, response: PageSectionsAnswerSchema },
});
