export { AuthoringEditor } from './authoring-editor.tsx';
export { BulkUploadDialog } from './bulk-upload-dialog.tsx';
export { DashboardView } from './dashboard-view.tsx';
export { DeleteProblemDialog } from './delete-problem-dialog.tsx';
export { ProblemFormDialog } from './problem-form-dialog.tsx';
export {
  managedProblemsQueryKey,
  useManagedProblems,
  useReloadProblems,
} from './use-admin-problems.ts';
export {
  ProblemActionButtons,
  useProblemAdminControls,
  type ProblemAdminControls,
} from './use-problem-admin-controls.tsx';
