export { CaseValue } from './case-value.tsx';
export { LanguageSelect } from './language-select.tsx';
export { ProblemActions, type ProblemActionsProps } from './problem-actions.tsx';
export { useProblemFull } from './problem-queries.ts';
export { ProblemWorkspace } from './problem-workspace.tsx';
export { ProblemUserMenu } from './problem-user-menu.tsx';
export { SolvingView, type InterviewSolving } from './solving-view.tsx';
export { syncAccountDrafts } from './sync-account-drafts.ts';
export { openingLanguage } from './use-problem-workspace.ts';
export { useIsMobile, useMediaQuery } from './use-media-query.ts';
export {
  dispatchProblemCommand,
  onProblemCommand,
  type ProblemCommand,
} from './problem-commands.ts';
export { VerdictBadge } from './verdict-badge.tsx';
