import { type ProfileSubmission, messages } from '@zencode/shared/contract';
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

/** Up to three latest submissions, each linking to its problem. */
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
                  to={`/problems/${encodeURIComponent(submission.problemId)}`}
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-muted/60"
                >
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{submission.problemTitle}</span>
                    <span className="text-xs text-muted-foreground">
                      {dateFormat.format(new Date(submission.submittedAt))}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                      verdictTone(submission.verdict),
                    )}
                  >
                    {submission.verdict ?? 'Judging'}
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
