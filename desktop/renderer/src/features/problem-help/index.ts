export { EditorialPanel } from './editorial-panel.tsx';
export { useProblemHelp } from './help-queries.ts';
export { HintsSection } from './hints-section.tsx';
export { PatternAndSimilar } from './pattern-and-similar.tsx';
export { SubmissionHelpNote } from './submission-help-note.tsx';
export { HelpFieldsEditor } from './help-fields-editor.tsx';
