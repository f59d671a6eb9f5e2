import { describe, expect, it } from 'vitest';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '../../shared/catalogue/reviews-limits';
import { AnswerSchema, QuestionSchema, ReviewSchema } from '../../shared/catalogue/schemas/reviews';
import { generateCatalog } from './catalog';
import { averageRating, familyOfProduct, generateQuestions, generateReviews, PHRASE_BANK, REVIEW_LANGUAGES, seededRatingSummary, translateText, type ReviewLanguage } from './reviews';

const catalog = generateCatalog();
const ids = catalog.map((product) => product.id);
const all = ids.flatMap((id) => generateReviews(id));

describe('review generator', () => {
  it('is deterministic per product and independent of catalogue order', () => {
    const forward = ids.map((id) => JSON.stringify(generateReviews(id)));
    const backward = [...ids].reverse().map((id) => JSON.stringify(generateReviews(id))).reverse();
    expect(backward).toEqual(forward);
    expect(JSON.stringify(generateQuestions(ids[3] as string))).toBe(JSON.stringify(generateQuestions(ids[3] as string)));
  });

  it('gives 0–40 reviews per product, about 8% with none', () => {
    const counts = ids.map((id) => generateReviews(id).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(40);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(35);
    const none = counts.filter((n) => n === 0).length / counts.length;
    expect(none).toBeGreaterThan(0.02);
    expect(none).toBeLessThan(0.16);
  });

  it('produces valid, unique reviews within the length bounds', () => {
    const reviewIds = new Set<string>();
    for (const review of all) {
      expect(ReviewSchema.safeParse(review).success).toBe(true);
      expect(review.body.length).toBeLessThanOrEqual(REVIEW_BODY_MAX);
      expect(review.title.length).toBeLessThanOrEqual(REVIEW_TITLE_MAX);
      expect(reviewIds.has(review.reviewId)).toBe(false);
      reviewIds.add(review.reviewId);
    }
  });

  it('includes long reviews near REVIEW_BODY_MAX, split in paragraphs', () => {
    const long = all.filter((review) => review.body.length > REVIEW_BODY_MAX - 600);
    expect(long.length / all.length).toBeGreaterThan(0.04);
    expect(long.some((review) => review.body.includes('\n\n'))).toBe(true);
    expect(Math.max(...all.map((review) => review.body.length))).toBeGreaterThan(REVIEW_BODY_MAX - 200);
  });

  it('mixes languages: mostly English, some German, French and Norwegian', () => {
    const share = (language: string) => all.filter((review) => review.language === language).length / all.length;
    expect(share('en')).toBeGreaterThan(0.75);
    for (const language of ['de', 'fr', 'nb']) expect(share(language)).toBeGreaterThan(0.02);
    // Non-English text really is in that language (a German review contains no English bank sentence).
    const german = all.find((review) => review.language === 'de');
    expect(german?.body).toMatch(/[äöüß]|\b(ich|und|es|der|die)\b/i);
  });

  it('writes text that fits the product family and the stars', () => {
    const boot = ids.find((id) => familyOfProduct(id) === 'boot') as string;
    expect(familyOfProduct(boot)).toBe('boot');
    const oneStar = all.find((review) => review.rating === 1 && review.language === 'en');
    const fiveStar = all.find((review) => review.rating === 5 && review.language === 'en');
    expect(['Disappointed', 'Did not last', 'Not as described', 'Returned it']).toContain(oneStar?.title);
    expect(['Disappointed', 'Did not last', 'Not as described', 'Returned it']).not.toContain(fiveStar?.title);
  });

  it('seededRatingSummary matches the generated list exactly', () => {
    for (const id of ids) {
      const reviews = generateReviews(id);
      const summary = seededRatingSummary(id);
      expect(summary.reviewsCount).toBe(reviews.length);
      expect(summary.score).toBe(averageRating(reviews.map((review) => review.rating)));
      if (reviews.length === 0) expect(summary.score).toBe(0);
      else expect(summary.score).toBeGreaterThanOrEqual(1);
    }
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

describe('mock translation', () => {
  it('has one unambiguous sentence per phrase in every language', () => {
    for (const language of REVIEW_LANGUAGES) {
      const texts = PHRASE_BANK.map((phrase) => phrase[language]);
      expect(new Set(texts).size).toBe(texts.length);
      // A sentence break inside a phrase would make sentence-by-sentence lookup miss it.
      for (const text of texts) expect(text).not.toMatch(/[.!?]\s+\S/);
    }
  });

  it('translates every seeded review completely into every site language', () => {
    const bankText = (language: ReviewLanguage) => new Set(PHRASE_BANK.map((phrase) => phrase[language]));
    for (const review of all.filter((r) => r.language !== 'en').slice(0, 60)) {
      const source = review.language;
      for (const target of REVIEW_LANGUAGES) {
        const body = translateText(review.body, source, target);
        const title = translateText(review.title, source, target);
        expect(bankText(target).has(title)).toBe(true);
        for (const sentence of body.split(/(?<=[.!?])\s+/)) expect(bankText(target).has(sentence)).toBe(true);
        // Paragraphs survive translation.
        expect(body.split('\n\n').length).toBe(review.body.split('\n\n').length);
      }
      expect(translateText(translateText(review.body, source, 'en'), 'en', source)).toBe(review.body);
    }
  });

  it('returns the text itself for the same language and leaves unknown sentences as written', () => {
    expect(translateText('Worth every penny.', 'en', 'en')).toBe('Worth every penny.');
    expect(translateText('Worth every penny. My own words here.', 'en', 'de')).toBe('Jeden Cent wert. My own words here.');
    expect(translateText('Enttäuscht', 'de', 'nb')).toBe('Skuffet');
  });
});

describe('question generator', () => {
  it('gives 0–6 valid questions with 0–3 answers, some from staff', () => {
    const questions = ids.flatMap((id) => generateQuestions(id));
    const perProduct = ids.map((id) => generateQuestions(id).length);
    expect(Math.max(...perProduct)).toBeLessThanOrEqual(6);
    expect(perProduct.some((n) => n === 0)).toBe(true);
    expect(perProduct.some((n) => n >= 5)).toBe(true);
    for (const question of questions) {
      expect(QuestionSchema.safeParse(question).success).toBe(true);
      expect(question.answers.length).toBeLessThanOrEqual(3);
      for (const answer of question.answers) {
        expect(AnswerSchema.safeParse(answer).success).toBe(true);
        expect(Date.parse(answer.createdAt)).toBeGreaterThan(Date.parse(question.createdAt));
      }
    }
    const answers = questions.flatMap((question) => question.answers);
    expect(answers.some((answer) => answer.isStaff)).toBe(true);
    // Answers address their question: every staff answer to the hood question is about the hood.
    const hood = questions.filter((question) => question.text === 'Is the hood helmet compatible?');
    expect(hood.length).toBeGreaterThan(0);
    for (const answer of hood.flatMap((question) => question.answers).filter((a) => a.isStaff)) expect(answer.text).toMatch(/hood/);
    // Ids follow time order.
    for (const id of ids.slice(0, 40)) {
      const list = generateQuestions(id);
      expect(list.map((question) => question.questionId)).toEqual(list.map((_, i) => `${id}-Q${i + 1}`));
      expect([...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt))).toEqual(list);
    }
    expect(answers.some((answer) => !answer.isStaff)).toBe(true);
  });
});
