export { interviewRouter } from './interview-routes.ts';
