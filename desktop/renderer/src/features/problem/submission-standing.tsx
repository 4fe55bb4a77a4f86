import { useQuery } from '@tanstack/react-query';
import {
  type LanguageId,
  apiRoutes,
  fillRoute,
  submissionStandingSchema,
} from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { apiCall } from '@/lib/api-client.ts';
import { StandingDistribution } from './standing-distribution.tsx';
import { formatMemory, formatRuntime, memoryAxisEnds, memoryUnit } from './submission-usage.ts';

/**
 * An Accepted submission's runtime and memory among every accepted submission of its problem and
 * language ("faster than 87% of 3"), however few they are: the count says how much it means.
 * Memory is written in the result card's unit, on the axis as in the headline.
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
  if (!data?.runtime || !data.memory) return null;
  const among = `of ${data.accepted} accepted ${languageLabel(language)} ${data.accepted === 1 ? 'submission' : 'submissions'}`;
  const unit = memoryUnit(data.memory.value);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <StandingDistribution
        label="Runtime"
        metric={data.runtime}
        scale={{
          unit: 'ms',
          value: formatRuntime(data.runtime.value),
          ends: (low, high) => [String(low), String(high)],
        }}
        phrase="faster than"
        among={among}
      />
      <StandingDistribution
        label="Memory"
        metric={data.memory}
        scale={{
          unit,
          value: formatMemory(data.memory.value),
          ends: (low, high) => memoryAxisEnds(low, high, unit),
        }}
        phrase="less memory than"
        among={among}
      />
    </div>
  );
}
