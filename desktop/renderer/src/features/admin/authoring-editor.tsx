import { fillRoute, messages, pageRoutes, type ValidationResult } from '@zencode/shared/contract';
import { ArrowLeftIcon, DownloadIcon, EyeIcon, PlayIcon, SendIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { HelpFieldsEditor } from '@/features/problem-help/index.ts';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { failureReason } from './failure-detail.ts';
import { DetailsEditor } from './details-editor.tsx';
import { downloadJson } from './download-json.ts';
import { ReferenceEditor } from './reference-editor.tsx';
import { RevisionNotice } from './revision-notice.tsx';
import { SignatureEditor } from './signature-editor.tsx';
import { StatusBadge } from './status-badges.tsx';
import { TestcasesEditor } from './testcases-editor.tsx';
import { useAuthoring, useRefreshAuthoring } from './use-authoring.ts';
import { ValidationReport } from './validation-report.tsx';

const tabClass = 'h-7';

type Busy = 'validate' | 'publish' | 'export' | 'discard' | null;

/**
 * The authoring editor of one problem (/dashboard/problems/:id): details, signature with live
 * starter code, test cases, reference solutions; Validate, Publish and Export.
 */
export function AuthoringEditor({ problemId }: { problemId: string }) {
  const authoringQuery = useAuthoring(problemId);
  const refresh = useRefreshAuthoring(problemId);
  const { pending, outcome: notice, run, setOutcome } = useFormAction();
  const [action, setAction] = useState<Busy>(null);
  const busy = pending ? action : null;
  const [tab, setTab] = useState('details');

  if (authoringQuery.isPending) {
    return <PageSpinner />;
  }
  if (authoringQuery.isError) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-16 text-center">
        <p className="font-medium">{authoringQuery.error.message || messages.fetchProblemFailed}</p>
        <Button asChild variant="link">
          <Link to={pageRoutes.dashboard}>Back to the dashboard</Link>
        </Button>
      </main>
    );
  }
  const authoring = authoringQuery.data;
  const validation: ValidationResult | null = authoring.validation;

  async function act(kind: Exclude<Busy, null>, work: () => Promise<string | void>) {
    setAction(kind);
    await run(work, failureReason);
  }

  const validate = () =>
    act('validate', async () => {
      const result = await adminApi.validate(problemId);
      await refresh();
      setTab('reference');
      if (result.passed) return 'Validation passed: the reference solves every case.';
      // A failure reads as one, like the report below it.
      setOutcome({ tone: 'error', text: 'Validation failed: see what fails below.' });
    });
  const revision = authoring.revision;
  const togglePublished = () =>
    act('publish', async () => {
      const published = authoring.status === 'published';
      const fresh = published
        ? await adminApi.unpublish(problemId)
        : await adminApi.publish(problemId);
      await refresh(fresh);
      return published
        ? 'Back to draft: hidden from learners.'
        : 'Published: learners can solve it now.';
    });
  const publishRevision = () =>
    act('publish', async () => {
      await refresh(await adminApi.publish(problemId));
      return 'Revision published: learners are judged against it now.';
    });
  const discardRevision = () =>
    act('discard', async () => {
      await refresh(await adminApi.discardRevision(problemId));
      return 'Revision discarded: the published version is unchanged.';
    });
  const exportProblem = () =>
    act('export', async () => {
      downloadJson(`${problemId}.json`, await adminApi.exportProblem(problemId));
      return 'Exported as bulk-upload JSON.';
    });

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4 text-muted-foreground">
        <Link to={pageRoutes.dashboard}>
          <ArrowLeftIcon />
          Dashboard
        </Link>
      </Button>
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {authoring.problem.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StatusBadge status={authoring.status} />
            <DifficultyBadge difficulty={authoring.problem.difficulty} />
            <span className="font-mono text-xs">{problemId}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to={fillRoute(pageRoutes.problem, { id: problemId })} aria-label="Preview">
              <EyeIcon />
              <span className="hidden sm:inline">Preview</span>
            </Link>
          </Button>
          <Button
            variant="ghost"
            onClick={() => void exportProblem()}
            disabled={busy !== null}
            aria-label="Export"
          >
            <DownloadIcon />
            <span className="hidden sm:inline">Export</span>
          </Button>
          <Button variant="outline" onClick={() => void validate()} disabled={busy !== null}>
            {busy === 'validate' ? <Spinner className="size-4" /> : <PlayIcon />}
            {busy === 'validate' ? 'Validating...' : 'Validate'}
          </Button>
          {revision && (
            <Button onClick={() => void publishRevision()} disabled={busy !== null}>
              <SendIcon />
              Publish revision
            </Button>
          )}
          <Button
            variant={authoring.status === 'published' ? 'secondary' : 'default'}
            onClick={() => void togglePublished()}
            disabled={busy !== null}
          >
            {authoring.status === 'published' ? <Undo2Icon /> : <SendIcon />}
            {authoring.status === 'published' ? 'Unpublish' : 'Publish'}
          </Button>
        </div>
      </div>
      {notice && (
        // The message in the body colour: red text on the red-tinted box is below 4.5:1 in light.
        <FormAlert
          tone={notice.tone}
          className={notice.tone === 'error' ? 'mb-6 [&>span]:text-foreground' : 'mb-6'}
        >
          {notice.text}
        </FormAlert>
      )}
      {revision && (
        <RevisionNotice
          revision={revision}
          disabled={busy !== null}
          onDiscard={() => void discardRevision()}
        />
      )}

      <Tabs value={tab} onValueChange={setTab}>
        {/* Wraps on a phone instead of scrolling: every tab's name stays whole. */}
        <TabsList className="mb-6 h-auto w-full flex-wrap justify-start gap-y-1 sm:w-auto">
          <TabsTrigger value="details" className={tabClass}>
            Details
          </TabsTrigger>
          <TabsTrigger value="signature" className={tabClass}>
            Signature
          </TabsTrigger>
          <TabsTrigger value="testcases" className={tabClass}>
            Test cases
          </TabsTrigger>
          <TabsTrigger value="reference" className={tabClass}>
            Reference &amp; validation
          </TabsTrigger>
          <TabsTrigger value="help" className={tabClass}>
            Hints &amp; editorial
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsEditor
            key={authoring.problem.name}
            authoring={authoring}
            onSaved={() => refresh()}
          />
        </TabsContent>
        <TabsContent value="signature">
          <SignatureEditor authoring={authoring} onSaved={() => refresh()} />
        </TabsContent>
        <TabsContent value="testcases">
          <TestcasesEditor problemId={problemId} onChanged={() => refresh()} />
        </TabsContent>
        <TabsContent value="reference" className="grid min-w-0 gap-8">
          <ReferenceEditor authoring={authoring} onSaved={(fresh) => refresh(fresh)} />
          {validation ? (
            <ValidationReport validation={validation} />
          ) : (
            <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
              Not validated yet. Save a reference solution, then Validate runs it on every case.
            </p>
          )}
        </TabsContent>
        <TabsContent value="help">
          <HelpFieldsEditor problemId={problemId} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
