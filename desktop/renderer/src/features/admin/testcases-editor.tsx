import type { Testcase } from '@zencode/shared/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { AddTestcaseForm } from './add-testcase-form.tsx';
import { adminApi } from './admin-api.ts';
import { TestcaseItem } from './testcase-item.tsx';
import { UploadTestcasesForm } from './upload-testcases-form.tsx';
import { useAuthoringTestcases } from './use-authoring.ts';
import { useTestcaseActions } from './use-testcase-actions.ts';

/** The problem's cases: public or hidden, add, edit, delete, reorder, upload many. */
export function TestcasesEditor({
  problemId,
  onChanged,
}: {
  problemId: string;
  onChanged: () => Promise<void>;
}) {
  const casesQuery = useAuthoringTestcases(problemId);
  const { busy, error, setError, act } = useTestcaseActions(onChanged);
  const cases: Testcase[] = casesQuery.data ?? [];
  const move = (index: number, offset: -1 | 1) => {
    const ids = cases.map((testcase) => testcase._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    void act(() => adminApi.reorderTestcases(problemId, ids));
  };

  return (
    <div className="grid gap-6">
      <FormAlert>{error}</FormAlert>
      {casesQuery.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : cases.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
          No test cases yet. Public cases are shown to learners; hidden ones judge submissions.
        </p>
      ) : (
        <ol className="divide-y rounded-xl border bg-card" aria-label="Test cases">
          {cases.map((testcase, index) => (
            <TestcaseItem
              key={`${testcase._id}:${testcase.input.length}:${testcase.output.length}`}
              testcase={testcase}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === cases.length - 1}
              busy={busy}
              onSave={(patch) => act(() => adminApi.updateTestcase(testcase._id, patch))}
              onTogglePublic={(next) =>
                void act(() => adminApi.updateTestcase(testcase._id, { isPublic: next }))
              }
              onMove={(offset) => move(index, offset)}
              onDelete={() => void act(() => adminApi.deleteTestcase(testcase._id))}
            />
          ))}
        </ol>
      )}
      <AddTestcaseForm
        busy={busy}
        onAdd={(testcase) => act(() => adminApi.addTestcase(problemId, testcase))}
      />
      <UploadTestcasesForm
        busy={busy}
        onUpload={(testcases, replace) =>
          act(() => adminApi.uploadTestcases(problemId, testcases, replace))
        }
        onInvalid={setError}
      />
    </div>
  );
}
