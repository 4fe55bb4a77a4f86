export { ReviewSheet } from './review-sheet.tsx';
export { type ReviewResult, useCodeReview } from './use-code-review.ts';
