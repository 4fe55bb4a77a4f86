export { classifyCards } from './classify-cards.ts';
export { DailyProblemCard } from './daily-problem-card.tsx';
export { NoteSearch } from './note-search.tsx';
export { ProblemNote } from './problem-note.tsx';
export { ReviewHistoryActions } from './review-history-actions.tsx';
export { reviewQueueApi } from './review-queue-api.ts';
export { ReviewRatingPrompt, reviewQueueKey } from './review-rating-prompt.tsx';
export { ReviewSection } from './review-section.tsx';
