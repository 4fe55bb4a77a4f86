import type { ProblemAuthoring } from '@zencode/shared/contract';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { HelpFieldsEditor } from '@/features/problem-help/index.ts';
import { DetailsEditor } from './details-editor.tsx';
import { ReferenceEditor } from './reference-editor.tsx';
import { SignatureEditor } from './signature-editor.tsx';
import { TestcasesEditor } from './testcases-editor.tsx';
import { useRefreshAuthoring } from './use-authoring.ts';
import { ValidationReport } from './validation-report.tsx';

const tabClass = 'h-7';

/** Details, Signature, Test cases, Reference & validation, Hints & editorial. */
export function AuthoringTabs({
  problemId,
  authoring,
  tab,
  onTabChange,
}: {
  problemId: string;
  authoring: ProblemAuthoring;
  tab: string;
  onTabChange: (tab: string) => void;
}) {
  const refresh = useRefreshAuthoring(problemId);
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
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
        {authoring.validation ? (
          <ValidationReport validation={authoring.validation} />
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
  );
}
