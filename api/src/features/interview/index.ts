export { interviewRouter } from './interview-routes.ts';
export { interviewTasks } from './interview-tasks.ts';
