import { testcaseInputSchema, type Testcase, type TestcaseInput } from '@zencode/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { adminApi } from './admin-api.ts';
import { failureReason } from './failure-detail.ts';
import { TestcaseItem } from './testcase-item.tsx';
import { useAuthoringTestcases } from './use-authoring.ts';

/** Reads "upload many" text: a JSON array of {input, output, isPublic?}. */
function readCases(text: string): TestcaseInput[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `Not valid JSON: ${(error as Error).message}`;
  }
  const parsed = testcaseInputSchema.array().min(1).safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${issue?.path.length ? `Case ${Number(issue.path[0]) + 1}: ` : ''}${issue?.message ?? 'Invalid'}`;
}

/** The problem's cases: public or hidden, add, edit, delete, reorder, upload many. */
export function TestcasesEditor({
  problemId,
  onChanged,
}: {
  problemId: string;
  onChanged: () => Promise<void>;
}) {
  const casesQuery = useAuthoringTestcases(problemId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [many, setMany] = useState('');
  const [replace, setReplace] = useState(false);

  async function act(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      await onChanged();
      return true;
    } catch (failure) {
      setError(failureReason(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

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

      <section className="grid gap-3 rounded-xl border p-4">
        <h3 className="text-sm font-medium">Add a test case</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Textarea
            aria-label="New case input"
            placeholder={'Input, one value per parameter and line:\n[2,7,11,15]\n9'}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            className="min-h-24 text-xs"
            spellCheck={false}
          />
          <Textarea
            aria-label="New case output"
            placeholder={'Expected output:\n[0,1]'}
            value={output}
            onChange={(e) => setOutput(e.target.value)}
            className="min-h-24 text-xs"
            spellCheck={false}
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Label className="font-normal">
            <Checkbox checked={isPublic} onCheckedChange={(value) => setIsPublic(value === true)} />
            Public (shown to learners)
          </Label>
          <Button
            size="sm"
            disabled={busy || !input.trim() || !output.trim()}
            onClick={() =>
              void act(() => adminApi.addTestcase(problemId, { input, output, isPublic })).then(
                (ok) => {
                  if (ok) {
                    setInput('');
                    setOutput('');
                  }
                },
              )
            }
          >
            Add Testcase
          </Button>
        </div>
      </section>

      <section className="grid gap-3 rounded-xl border p-4">
        <h3 className="text-sm font-medium">Upload many</h3>
        <Textarea
          aria-label="Test cases JSON"
          placeholder='[{ "input": "[1,2]\n3", "output": "[0,1]", "isPublic": true }]'
          value={many}
          onChange={(e) => setMany(e.target.value)}
          className="min-h-28 text-xs"
          spellCheck={false}
        />
        <div className="flex items-center justify-between gap-3">
          <Label className="font-normal">
            <Checkbox checked={replace} onCheckedChange={(value) => setReplace(value === true)} />
            Replace all existing cases
          </Label>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || !many.trim()}
            onClick={() => {
              const read = readCases(many);
              if (typeof read === 'string') {
                setError(read);
                return;
              }
              void act(() => adminApi.uploadTestcases(problemId, read, replace)).then(
                (ok) => ok && setMany(''),
              );
            }}
          >
            Upload cases
          </Button>
        </div>
      </section>
    </div>
  );
}
