import { useQuery } from '@tanstack/react-query';
import {
  type LanguageId,
  STANDING_MIN_ACCEPTED,
  type StandingMetric,
  apiRoutes,
  fillRoute,
  submissionStandingSchema,
} from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { apiCall } from '@/lib/api-client.ts';
import { cn } from '@/lib/utils.ts';

function Distribution({
  label,
  metric,
  unit,
  phrase,
}: {
  label: string;
  metric: StandingMetric;
  unit: string;
  phrase: string;
}) {
  const highest = Math.max(...metric.buckets.map((bucket) => bucket.count), 1);
  return (
    <figure
      className="space-y-2 rounded-lg border p-3"
      data-testid={`standing-${label.toLowerCase()}`}
    >
      <figcaption className="text-sm">
        <span className="font-medium">
          {label} {metric.value} {unit}
        </span>{' '}
        <span className="text-muted-foreground">
          · {phrase} {metric.beats}%
        </span>
      </figcaption>
      <div className="flex h-12 items-end gap-0.5" aria-hidden="true">
        {metric.buckets.map((bucket, index) => (
          <div
            key={bucket.from}
            title={`${bucket.from}–${bucket.to} ${unit}: ${bucket.count}`}
            className={cn(
              'flex-1 rounded-sm',
              index === metric.mine ? 'bg-primary' : 'bg-muted-foreground/25',
            )}
            style={{
              height: `${Math.max((bucket.count / highest) * 100, bucket.count > 0 ? 8 : 2)}%`,
            }}
          />
        ))}
      </div>
    </figure>
  );
}

/**
 * An Accepted submission's runtime and memory among every accepted submission of its problem and
 * language ("faster than 87%"), once there are enough of them to mean something.
 */
export function SubmissionStanding({ id, language }: { id: string; language: LanguageId }) {
  const { data } = useQuery({
    queryKey: ['submission-standing', id],
    queryFn: ({ signal }) =>
      apiCall(fillRoute(apiRoutes.submissions.standing, { id }), {
        schema: submissionStandingSchema,
        signal,
      }),
    staleTime: 60_000,
  });
  if (!data) return null;
  const label = languageLabel(language);
  if (!data.runtime || !data.memory) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="standing-pending">
        Runtime and memory distributions show once {STANDING_MIN_ACCEPTED} {label} submissions are
        accepted ({data.accepted} so far).
      </p>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Distribution label="Runtime" unit="ms" metric={data.runtime} phrase={`faster than`} />
      <Distribution label="Memory" unit="KB" metric={data.memory} phrase="less memory than" />
    </div>
  );
}
