export { registerArticlesRoutes } from './articles';
export { registerContentRoutes } from './content';
