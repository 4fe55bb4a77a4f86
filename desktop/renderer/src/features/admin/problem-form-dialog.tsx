import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  messages,
  type Difficulty,
  type Problem,
} from '@zencode/shared/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { adminApi } from './admin-api.ts';
import { ChoiceField } from './choice-field.tsx';
import { failureDetail } from './failure-detail.ts';
import { signatureFromTemplate } from './signature-from-template.ts';
import { TemplateSignatureChoice } from './template-signature-choice.tsx';
import { useReloadProblems } from './use-admin-problems.ts';

interface Fields {
  name: string;
  statement: string;
  code: string;
  difficulty: Difficulty;
}

const emptyFields: Fields = { name: '', statement: '', code: '', difficulty: DEFAULT_DIFFICULTY };

/** The form inside the dialog; mounted on every open, so it starts from the problem's fields. */
function ProblemForm({
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
  const editing = problem !== null;
  // The dashboard passes its rows (with a status); the problem page passes published problems.
  const isDraft = problem !== null && 'status' in problem && problem.status === 'draft';
  const [fields, setFields] = useState<Fields>(() =>
    problem
      ? {
          name: problem.name,
          statement: problem.statement,
          code: problem.code,
          difficulty: problem.difficulty,
        }
      : emptyFields,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = useReloadProblems();
  // A new problem can take its signature from its Code Template (the server keeps the template).
  const declared = useMemo(
    () => (editing ? null : signatureFromTemplate(fields.code)),
    [editing, fields.code],
  );
  const [useDeclared, setUseDeclared] = useState(true);

  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  const complete = [fields.name, fields.statement, fields.code].every((text) => text.trim() !== '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || saving) return;
    setSaving(true);
    onBusyChange(true);
    setError(null);
    try {
      const saved = problem
        ? await adminApi.updateProblem(problem._id, fields)
        : await adminApi.createProblem(
            declared && useDeclared ? { ...fields, signature: declared } : fields,
          );
      await reload();
      onBusyChange(false);
      onClose();
      onSaved?.(saved);
    } catch (failure) {
      setError(
        failureDetail(
          editing ? messages.updateProblemFailed : messages.createProblemFailed,
          failure,
        ),
      );
      onBusyChange(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>
          {editing ? messages.editProblemTitle : messages.createProblemTitle}
        </DialogTitle>
        <DialogDescription>
          {!editing
            ? 'New problems start as drafts: learners see them once they are validated and published.'
            : isDraft
              ? 'This problem is a draft: learners see it once it is validated and published.'
              : 'Changes are visible to learners as soon as they are saved.'}
        </DialogDescription>
      </DialogHeader>
      <FormField id="problem-name" label="Name">
        <Input
          id="problem-name"
          value={fields.name}
          onChange={(event) => set({ name: event.target.value })}
          placeholder="Two Sum"
          required
          autoFocus
        />
      </FormField>
      <FormField id="problem-statement" label="Statement">
        <Textarea
          id="problem-statement"
          value={fields.statement}
          onChange={(event) => set({ statement: event.target.value })}
          placeholder="Describe the task in Markdown."
          className="min-h-32 font-sans"
          required
        />
      </FormField>
      <FormField id="problem-code" label="Code Template">
        <Textarea
          id="problem-code"
          value={fields.code}
          onChange={(event) => set({ code: event.target.value })}
          placeholder={'class Solution {\npublic:\n};'}
          className="min-h-28"
          spellCheck={false}
          required
        />
      </FormField>
      {declared && (
        <TemplateSignatureChoice
          signature={declared}
          chosen={useDeclared}
          onChosenChange={setUseDeclared}
        />
      )}
      <ChoiceField
        id="problem-difficulty"
        label="Difficulty"
        value={fields.difficulty}
        options={DIFFICULTIES}
        onChange={(difficulty) => set({ difficulty })}
        className="sm:w-48"
      />
      <FormAlert>{error}</FormAlert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || saving}>
          {saving ? messages.saving : editing ? 'Update' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The spec's create/edit dialog: create when no problem is given. Name, Statement and Code
 * Template are required; a failure is reported inside the dialog; the lists reload on success.
 * Clicking outside closes it and page scrolling is locked while it is open (Radix Dialog).
 */
export function ProblemFormDialog({
  open,
  onOpenChange,
  problem = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  problem?: Problem | null;
  onSaved?: (problem: Problem) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <ProblemForm
          problem={problem}
          onClose={() => onOpenChange(false)}
          onBusyChange={setBusy}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
