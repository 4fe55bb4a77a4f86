export { PatternSection } from './pattern-section.tsx';
export { planProgress, type PlanChoice } from './plan-progress.ts';
export { ProgressMeter } from './progress-meter.tsx';
export { useStudyPlan } from './use-study-plan.ts';
