import { messages, pageRoutes } from '@zencode/shared/contract';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { AuthoringHeader } from './authoring-header.tsx';
import { AuthoringTabs } from './authoring-tabs.tsx';
import { RevisionNotice } from './revision-notice.tsx';
import { useAuthoring } from './use-authoring.ts';
import { useAuthoringActions } from './use-authoring-actions.ts';

/**
 * The authoring editor of one problem (/dashboard/problems/:id): details, signature with live
 * starter code, test cases, reference solutions; Validate, Publish and Export.
 */
export function AuthoringEditor({ problemId }: { problemId: string }) {
  const authoringQuery = useAuthoring(problemId);
  const [tab, setTab] = useState('details');
  const actions = useAuthoringActions(problemId, () => setTab('reference'));
  const { busy, notice } = actions;

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
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4 text-muted-foreground">
        <Link to={pageRoutes.dashboard}>
          <ArrowLeftIcon />
          Dashboard
        </Link>
      </Button>
      <AuthoringHeader problemId={problemId} authoring={authoring} actions={actions} />
      {notice && (
        // The message in the body colour: red text on the red-tinted box is below 4.5:1 in light.
        <FormAlert
          tone={notice.tone}
          className={notice.tone === 'error' ? 'mb-6 [&>span]:text-foreground' : 'mb-6'}
        >
          {notice.text}
        </FormAlert>
      )}
      {authoring.revision && (
        <RevisionNotice
          revision={authoring.revision}
          disabled={busy !== null}
          onDiscard={() => void actions.discardRevision()}
        />
      )}
      <AuthoringTabs problemId={problemId} authoring={authoring} tab={tab} onTabChange={setTab} />
    </main>
  );
}
