import { IMAGE_PRESETS, quizPrizeText, resizeImage, type QuizPrizeText } from '@trybuna/domain';
import { pickImage, type ImageSource } from '@/components/modules/image-source';
import type { ModuleImage } from '@/components/modules/image-schema';
import type { QuizData } from './schema';

/** What the quiz card starts with: plain data from the page, the same for every visitor. */
export interface QuizView {
  id: string;
  name: string;
  endTime: string | null;
  /** 0 when the page does not say (the fan's read fills it in). */
  numberOfAttemptQuestions: number;
  secondsForAnswer: number;
  prize: QuizPrizeText | null;
  image: ImageSource | null;
}

const [BACKGROUND_W = 800, BACKGROUND_H = 800] = IMAGE_PRESETS.quizBackground ?? [];
const [QUESTION_W = 600, QUESTION_H = 600] = IMAGE_PRESETS.quizQuestion ?? [];

/** 001 §9: a picture fitted into the preset box, when its URL can be resized. */
function fitted(
  image: ModuleImage | null | undefined,
  width: number,
  height: number,
): ImageSource | null {
  const picked = pickImage(image, ['web', 'full', 'thumb']);
  return picked ? resizeImage(picked, { width, height }) : null;
}

/** 001 §9 quiz background: 800x800. */
function quizBackground(image: ModuleImage | null | undefined): ImageSource | null {
  return fitted(image, BACKGROUND_W, BACKGROUND_H);
}

/** 001 §9 question image: 600x600. */
export function quizQuestionImage(image: ModuleImage | null | undefined): ImageSource | null {
  return fitted(image, QUESTION_W, QUESTION_H);
}

export function quizView(quiz: QuizData): QuizView {
  return {
    id: quiz.id,
    name: quiz.name,
    endTime: quiz.end_time ?? null,
    numberOfAttemptQuestions: quiz.number_of_attempt_questions ?? 0,
    secondsForAnswer: quiz.seconds_for_answer ?? 0,
    prize: quizPrizeText(quiz.quiz_prize),
    image: quizBackground(quiz.image),
  };
}
