import type { IRequest } from 'itty-router';
import { QuestionInputSchema, VoteRequestSchema, type Answer, type Question, type QuestionCreated, type QuestionList } from '../../../shared/catalogue/schemas/reviews';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, pageOf, parseBodyWithEmail, type MockRouter } from '../../http';
import { castVote } from './reviews';
import { newId, shopperOf, shopperWrite, styleOf, voteOf } from '../../ugc-common';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * Products, questions and answers:
 *   GET  /products/v1/products/{productId}/reviews/questions?start=&count=    → QuestionList (newest first)
 *   POST /products/v1/products/{productId}/reviews/questions                  → 201 { questionId, status: 'pending' }
 *   POST /products/v1/products/{productId}/review/{answerId}/questions/vote   → VoteResponse (x-usid required)
 */


const DEFAULT_COUNT = 10;
const MAX_COUNT = 50;

interface QuestionRow { id: string; text: string; author: string; created_at: string }
interface AnswerRow {
  id: string; question_id: string; text: string; author: string; is_staff: number; created_at: string;
  helpful_count: number; not_helpful_count: number; my_vote: number | null;
}

const productNotFound = (request: IRequest) => errorResponse(request, 'API404', 'Product not found');

const PAGE_OF_QUESTIONS = `SELECT id, text, author, created_at FROM questions
  WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id LIMIT ? OFFSET ?`;

async function listQuestions(request: IRequest, env: Env): Promise<Response> {
  const style = styleOf(request.params.productId);
  if (!style) return productNotFound(request);
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT);
  if (page instanceof Response) return page;
  const usid = shopperOf(request);
  await ensureDatabase(env.DB);
  // One round trip: the answers query pages the questions again as a subquery.
  const [exists, total, questionRows, answerRows] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(style),
    env.DB.prepare("SELECT COUNT(*) AS n FROM questions WHERE product_id = ? AND status = 'approved'").bind(style),
    env.DB.prepare(PAGE_OF_QUESTIONS).bind(style, page.count, page.start),
    env.DB.prepare(
      `SELECT a.id, a.question_id, a.text, a.author, a.is_staff, a.created_at, a.helpful_count, a.not_helpful_count, v.helpful AS my_vote
         FROM answers a LEFT JOIN answer_votes v ON v.answer_id = a.id AND v.usid = ?
        WHERE a.question_id IN (SELECT id FROM (${PAGE_OF_QUESTIONS}))
        ORDER BY a.created_at, a.id`,
    ).bind(usid ?? '', style, page.count, page.start),
  ]);
  if (!exists?.results.length) return productNotFound(request);
  const answersByQuestion = new Map<string, Answer[]>();
  for (const row of (answerRows?.results ?? []) as unknown as AnswerRow[]) {
    const answer: Answer = {
      answerId: row.id,
      text: row.text,
      author: row.author,
      isStaff: row.is_staff === 1,
      createdAt: row.created_at,
      helpfulCount: row.helpful_count,
      notHelpfulCount: row.not_helpful_count,
      ...(usid ? { myVote: voteOf(row.my_vote) } : {}),
    };
    answersByQuestion.set(row.question_id, [...(answersByQuestion.get(row.question_id) ?? []), answer]);
  }
  const questions: Question[] = ((questionRows?.results ?? []) as unknown as QuestionRow[]).map((row) => ({
    questionId: row.id,
    text: row.text,
    author: row.author,
    createdAt: row.created_at,
    answers: answersByQuestion.get(row.id) ?? [],
  }));
  const list: QuestionList = { productId: style, total: Number((total?.results[0] as { n?: number } | undefined)?.n ?? 0), start: page.start, questions };
  return json(list);
}

/** Questions are moderated before they are listed, so a new one is 'pending'. */
async function askQuestion(request: IRequest, env: Env): Promise<Response> {
  const style = styleOf(request.params.productId);
  if (!style) return productNotFound(request);
  // An invalid email is AUT453, whatever else is wrong.
  const question = await parseBodyWithEmail(request, QuestionInputSchema);
  if (question instanceof Response) return question;
  const { email } = question;
  await ensureDatabase(env.DB);
  if (!(await env.DB.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(style).first())) return productNotFound(request);
  const questionId = newId(`${style}-U`, 10);
  await env.DB.prepare("INSERT INTO questions (id, product_id, status, text, author, email, created_at) VALUES (?, ?, 'pending', ?, ?, ?, ?)")
    .bind(questionId, style, question.text, question.author, email, new Date().toISOString())
    .run();
  const created: QuestionCreated = { questionId, status: 'pending' };
  return json(created, { status: 201 });
}

async function voteAnswer(request: IRequest, env: Env): Promise<Response> {
  const write = await shopperWrite(request, VoteRequestSchema);
  if (write instanceof Response) return write;
  const style = styleOf(request.params.productId);
  const answerId = request.params.answerId ?? '';
  await ensureDatabase(env.DB);
  const found = style ? await env.DB.prepare('SELECT 1 AS found FROM answers WHERE id = ? AND product_id = ?').bind(answerId, style).first() : null;
  if (!found) return errorResponse(request, 'API404', 'Answer not found');
  return json(await castVote(env.DB, 'answer', answerId, write.usid, write.body.helpful));
}

export function registerQuestionRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.reviews.questions, listQuestions), on(api.reviews.askQuestion, askQuestion), on(api.reviews.voteAnswer, voteAnswer)]);
}
