export { dailyProblemRouter } from './daily-problem-routes.ts';
export { noteRouter } from './note-routes.ts';
export { reviewQueueRouter } from './review-queue-routes.ts';
export { proposeRating } from './rating-proposal.ts';
export { lockReviewLog } from './sync-review-logs.ts';
