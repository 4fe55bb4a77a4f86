export { buildStudyPlan, studyPlanRoutes } from './study-plan-routes.ts';
