export { builtinReview, type BuiltinReviewRequest, type ReviewJudge } from './builtin-review.ts';
export { chatReview, ChatReviewError, reviewPrompt, type ChatEndpoint } from './chat-review.ts';
export { reviewRateLimit, reviewRoutes } from './review-routes.ts';
