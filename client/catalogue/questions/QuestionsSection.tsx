import { useEffect, useRef, useState } from 'react';
import type { QuestionList } from '../../../shared/catalogue/schemas/reviews';
import { api, callApi } from '../../api';
import { ASK_QUESTION_DIALOG, AskQuestionDialog } from './AskQuestionDialog';
import { useStore } from '../../state/StoreContext';
import { useNearViewport } from '../product/use-near-viewport';
import { AnswerItem } from './AnswerItem';
import { errorMessage, formatDate } from '../../../shared/i18n';
import { useLocale, useT } from '../../state/i18n';

const PAGE_SIZE = 5;

type State = { kind: 'waiting' } | { kind: 'error'; message: string } | { kind: 'ready'; list: QuestionList };

const questionsPage = (productId: string, start: number, signal?: AbortSignal) =>
  callApi(api.reviews.questions, { params: { productId }, query: { start, count: PAGE_SIZE }, ...(signal ? { signal } : {}) });

/** Questions and answers, loaded near the viewport like reviews; asking opens its dialog. */
export function QuestionsSection({ productId, productName }: { productId: string; productName: string }) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const { dialogs } = useStore();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    questionsPage(productId, 0, controller.signal)
      .then((result) => setState(result.ok ? { kind: 'ready', list: result.data } : { kind: 'error', message: errorMessage(t, result.error) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [near, productId]);

  async function showMore(list: QuestionList) {
    setLoadingMore(true);
    const result = await questionsPage(productId, list.questions.length);
    setLoadingMore(false);
    if (result.ok) setState({ kind: 'ready', list: { ...result.data, questions: [...list.questions, ...result.data.questions] } });
  }

  return (
    <section ref={ref} className="questions" aria-labelledby="questions-title" aria-busy={near && state.kind === 'waiting'}>
      <h2 id="questions-title">{t('questions.title')}</h2>
      <button type="button" className="button button--secondary" onClick={() => dialogs.open(ASK_QUESTION_DIALOG)}>{t('questions.ask')}</button>
      {state.kind === 'waiting' ? <div className="skeleton skeleton--block" aria-hidden="true" /> : null}
      {state.kind === 'error' ? <p role="alert">{t('questions.loadFailed', { message: state.message })}</p> : null}
      {state.kind === 'ready' ? (
        <>
          {state.list.questions.length === 0 ? <p>{t('questions.none')}</p> : null}
          <ul className="questions__list">
            {state.list.questions.map((question) => (
              <li key={question.questionId} className="question">
                <h3 className="question__text">{question.text}</h3>
                <p className="question__meta">
                  {`${question.author} · `}
                  <time dateTime={question.createdAt}>{formatDate(question.createdAt, locale)}</time>
                </p>
                {question.answers.length > 0 ? (
                  <ul className="question__answers" aria-label={t('questions.answers')}>
                    {question.answers.map((answer) => (
                      <AnswerItem key={answer.answerId} productId={productId} answer={answer} />
                    ))}
                  </ul>
                ) : (
                  <p className="question__unanswered">{t('questions.unanswered')}</p>
                )}
              </li>
            ))}
          </ul>
          {state.list.questions.length < state.list.total ? (
            <button type="button" className="button button--secondary" disabled={loadingMore} onClick={() => void showMore(state.list)}>{t('questions.showMore')}</button>
          ) : null}
        </>
      ) : null}
      <AskQuestionDialog productId={productId} productName={productName} />
    </section>
  );
}
