import type { ModuleProps } from '@/components/modules/types';
import { QuizCard } from './quiz-card-lazy';
import { quizView } from './quiz-view';
import { quizPayloadSchema } from './schema';

/**
 * 000 §2.10, 001 §3, §4 `quiz` module: the component's quiz (the CMS row's `quizId`, included
 * by the page as `components.quiz`) as a card the fan plays in the browser (`QuizCard`).
 */
export function QuizModule({ component, context }: ModuleProps) {
  const parsed = quizPayloadSchema.safeParse(component);
  if (!parsed.success || !context.apiBase) return null;
  return (
    <QuizCard
      className="container"
      quiz={quizView(parsed.data.quiz)}
      apiBase={context.apiBase}
      renderedAt={new Date().toISOString()}
    />
  );
}
