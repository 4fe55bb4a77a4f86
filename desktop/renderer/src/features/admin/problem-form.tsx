import {
  DIFFICULTIES,
  fillRoute,
  messages,
  pageRoutes,
  type Problem,
} from '@zencode/shared/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { ChoiceField } from './choice-field.tsx';
import { missingProblemFields } from './problem-fields.ts';
import { ProblemTextFields } from './problem-text-fields.tsx';
import { TemplateSignatureChoice } from './template-signature-choice.tsx';
import { useProblemForm } from './use-problem-form.ts';

/** The form inside the dialog; mounted on every open, so it starts from the problem's fields. */
export function ProblemForm({
  problem,
  onClose,
  onBusyChange,
  onSaved,
}: {
  problem: Problem | null;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
  onSaved?: (problem: Problem) => void;
}) {
  const form = useProblemForm(problem, { onClose, onBusyChange, onSaved });
  const editing = problem !== null;
  // The dashboard passes its rows (with a status); the problem page passes published problems.
  const isDraft = problem !== null && 'status' in problem && problem.status === 'draft';
  // Said beside the greyed-out button, so the admin knows what keeps it grey.
  const missing = missingProblemFields(form.fields);
  return (
    <form onSubmit={(event) => void form.submit(event)} className="grid gap-5">
      <DialogHeading title={editing ? messages.editProblemTitle : messages.createProblemTitle}>
        {!editing
          ? 'New problems start as drafts: learners see them once they are validated and published.'
          : isDraft
            ? 'This problem is a draft: learners see it once it is validated and published.'
            : livePromise(problem)}
      </DialogHeading>
      <ProblemTextFields fields={form.fields} onChange={form.set} />
      {form.declared && (
        <TemplateSignatureChoice
          signature={form.declared}
          chosen={form.useDeclared}
          onChosenChange={form.setUseDeclared}
        />
      )}
      <ChoiceField
        id="problem-difficulty"
        label="Difficulty"
        value={form.fields.difficulty}
        options={DIFFICULTIES}
        onChange={(difficulty) => form.set({ difficulty })}
        className="sm:w-48"
      />
      <FormAlert>{form.error}</FormAlert>
      <DialogFooter className="sm:items-center">
        {missing.length > 0 && (
          <p id="problem-form-missing" className="text-sm text-muted-foreground sm:mr-auto">
            {`Still needed: ${missing.join(', ')}.`}
          </p>
        )}
        <Button variant="outline" onClick={onClose} disabled={form.saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!form.complete || form.saving}
          aria-describedby={missing.length > 0 ? 'problem-form-missing' : undefined}
        >
          {form.saving ? messages.saving : editing ? 'Update' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * What saving a live problem does: this dialog's fields (none of them judged) go live at once;
 * what the judge uses changes only through a validated revision, made in the problem's editor.
 */
function livePromise(problem: Problem) {
  return (
    <>
      Name, statement, Code Template and difficulty change for learners as soon as you save. Test
      cases, signature, limits, checker and reference solutions change only through a revision that
      learners see once it is validated and published, in the{' '}
      <Link
        to={fillRoute(pageRoutes.problemAuthoring, { id: problem._id })}
        className="font-medium text-foreground underline underline-offset-4"
      >
        problem editor
      </Link>
      .
    </>
  );
}
