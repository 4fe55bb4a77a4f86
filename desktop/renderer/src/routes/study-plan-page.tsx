import { messages } from '@zencode/shared/contract';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSolvedProblemIds } from '@/features/problems/index.ts';
import {
  PatternSection,
  ProgressMeter,
  planProgress,
  useStudyPlan,
  type PlanChoice,
} from '@/features/study-plan/index.ts';

/**
 * /study-plan: the canon's 150 problems by pattern in learning order, or the 75 most asked, with
 * the learner's progress per pattern and overall (`?plan=most-asked` keeps the choice).
 */
export function StudyPlanPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choice: PlanChoice = searchParams.get('plan') === 'most-asked' ? 'most-asked' : 'all';
  const planQuery = useStudyPlan();
  const solvedIds = useSolvedProblemIds();

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Study plan"
        description="The interview-prep canon by pattern, in an order that builds each idea on the last."
        actions={null}
      />
      <Tabs
        value={choice}
        onValueChange={(next) =>
          setSearchParams(next === 'most-asked' ? { plan: 'most-asked' } : {}, { replace: true })
        }
      >
        <TabsList className="mb-6">
          <TabsTrigger value="all">All 150</TabsTrigger>
          <TabsTrigger value="most-asked">Most asked 75</TabsTrigger>
        </TabsList>
        {(['all', 'most-asked'] as const).map((value) => (
          <TabsContent key={value} value={value}>
            {planQuery.isPending ? (
              <PageSpinner />
            ) : planQuery.isError ? (
              <LoadError
                message={messages.fetchProblemsFailed}
                onRetry={() => void planQuery.refetch()}
              />
            ) : (
              <PlanBody choice={value} plan={planQuery.data} solvedIds={solvedIds} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}

function PlanBody({
  choice,
  plan,
  solvedIds,
}: {
  choice: PlanChoice;
  plan: NonNullable<ReturnType<typeof useStudyPlan>['data']>;
  solvedIds: ReadonlySet<string> | null;
}) {
  const progress = planProgress(plan, choice, solvedIds ?? new Set());
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border bg-card p-5" data-testid="plan-overall">
        <ProgressMeter label="Overall solved" solved={progress.solved} total={progress.total} />
        <p className="mt-3 text-sm text-muted-foreground">
          {choice === 'most-asked'
            ? plan.mostAskedRule
            : solvedIds === null
              ? 'Sign in to keep your progress.'
              : 'Work through a pattern before moving on; each one prepares the next.'}
        </p>
      </div>
      {progress.patterns.map((pattern, index) => (
        <PatternSection key={pattern.id} pattern={pattern} solvedIds={solvedIds} step={index + 1} />
      ))}
    </div>
  );
}
