import { ArticleSearchParamsSchema, ArticleSearchResponseSchema } from '../../content/schemas/articles';
import * as routes from '../routes/components';
import { withSchemas } from './endpoint';

/** Article search for the article grid: the content API's answer, passed on as it is. */
export const components = withSchemas(routes.components, {
  search: { query: ArticleSearchParamsSchema, response: ArticleSearchResponseSchema },
});
