export { dailyProblemRouter } from './daily-problem-routes.ts';
export { noteRouter } from './note-routes.ts';
export { reviewQueueRouter } from './review-queue-routes.ts';
