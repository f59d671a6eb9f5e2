import type { AppState } from '../../shared/page';
import { PAGE_VIEWS } from '../pages/views';

export function PageView({ state }: { state: AppState }) {
  const View = PAGE_VIEWS[state.pageType];
  return <View state={state} />;
}
