export { LanguageSelect } from './language-select.tsx';
export { ProblemWorkspace } from './problem-workspace.tsx';
export { useIsMobile, useMediaQuery } from './use-media-query.ts';
export {
  dispatchProblemCommand,
  onProblemCommand,
  type ProblemCommand,
} from './problem-commands.ts';
export { setLearnerWorkStore } from './draft-storage.ts';
export type { LearnerWorkStore } from './learner-work-store.ts';
export { readLocalLearnerWork, type ListableStorage } from './local-learner-work.ts';
