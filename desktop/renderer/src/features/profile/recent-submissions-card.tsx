import {
  type ProfileSubmission,
  fillRoute,
  messages,
  pageRoutes,
  withQuery,
} from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

const verdictTone = (verdict: ProfileSubmission['verdict']) =>
  verdict === 'Accepted'
    ? 'bg-easy-soft text-easy'
    : verdict === null
      ? 'bg-muted text-muted-foreground'
      : 'bg-hard-soft text-hard';

/** Accepted, the reason it is not (Wrong Answer, ...), or Judging. */
const verdictText = (submission: ProfileSubmission) =>
  submission.verdict === null
    ? 'Judging'
    : submission.verdict === 'Accepted'
      ? 'Accepted'
      : (submission.reason ?? submission.verdict);

/** The problem page with this submission open (its author sees the result; others the problem). */
export const submissionLink = (submission: ProfileSubmission) =>
  withQuery(fillRoute(pageRoutes.problem, { id: submission.problemId }), {
    submission: submission._id,
  });

/** Up to three latest submissions: verdict or reason, language, each linking to the submission. */
export function RecentSubmissionsCard({ submissions }: { submissions: ProfileSubmission[] }) {
  return (
    <Card data-testid="recent-submissions">
      <CardHeader className="pb-3">
        <CardTitle>Recent Submissions</CardTitle>
      </CardHeader>
      <CardContent>
        {submissions.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {messages.noRecentSubmissions}
          </p>
        ) : (
          <ul className="-mx-2 grid gap-1">
            {submissions.map((submission) => (
              <li key={submission._id}>
                <Link
                  to={submissionLink(submission)}
                  data-testid="recent-submission"
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-muted/60"
                >
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{submission.problemTitle}</span>
                    <span className="text-xs text-muted-foreground">
                      {dateFormat.format(new Date(submission.submittedAt))} ·{' '}
                      {languageLabel(submission.language)}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                      verdictTone(submission.verdict),
                    )}
                  >
                    {verdictText(submission)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
