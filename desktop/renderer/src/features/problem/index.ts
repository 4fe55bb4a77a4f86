export { LanguageSelect } from './language-select.tsx';
export { ProblemWorkspace } from './problem-workspace.tsx';
export { useIsMobile, useMediaQuery } from './use-media-query.ts';
export {
  dispatchProblemCommand,
  onProblemCommand,
  type ProblemCommand,
} from './problem-commands.ts';
