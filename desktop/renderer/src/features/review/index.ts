export type { ReviewResult } from './request-review.ts';
export { ReviewSheet } from './review-sheet.tsx';
export { useCodeReview } from './use-code-review.ts';
