import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fillRoute,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MAX_PROBLEMS,
  INTERVIEW_MIN_MINUTES,
  type InterviewFormat,
  type InterviewStart,
  pageRoutes,
  type PatternId,
  patternIds,
  patternNames,
} from '@zencode/shared/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { interviewApi, interviewKeys } from './interview-api.ts';
import { readStartChoice } from './interview-start-choice.ts';

const formats: readonly { value: InterviewFormat; title: string; description: string }[] = [
  {
    value: 'pair',
    title: '45 minutes, two problems',
    description: 'An Easy or Medium one, then a Medium: the usual phone screen.',
  },
  {
    value: 'assessment',
    title: '70 minutes, four problems',
    description: 'Rising difficulty in one sitting, as an online assessment runs.',
  },
  {
    value: 'custom',
    title: 'Custom',
    description: 'Your own length, number of problems and patterns.',
  },
];

/**
 * The format picker and Start. The problems are drawn by the server once, unsolved ones first,
 * and stay hidden until the session opens; its clock starts then.
 */
export function StartInterviewForm() {
  const [format, setFormat] = useState<InterviewFormat>('pair');
  const [minutes, setMinutes] = useState('30');
  const [problems, setProblems] = useState('2');
  const [patterns, setPatterns] = useState<PatternId[]>([]);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (request: InterviewStart) => interviewApi.start(request),
    onSuccess: (session) => {
      queryClient.setQueryData(interviewKeys.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: interviewKeys.current });
      void navigate(fillRoute(pageRoutes.interviewSession, { id: session.id }));
    },
    onError: (failure) => {
      setError(failure.message);
      // Another tab may have started one: the page then offers to resume it.
      void queryClient.invalidateQueries({ queryKey: interviewKeys.current });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readStartChoice({ format, minutes, problems, patterns });
    setError(read.error);
    if (read.start) start.mutate(read.start);
  };
  const togglePattern = (id: PatternId, on: boolean) =>
    setPatterns((chosen) => (on ? [...chosen, id] : chosen.filter((entry) => entry !== id)));

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Format</legend>
        {formats.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent/40 has-checked:border-primary has-checked:bg-accent/40 has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name="format"
              value={option.value}
              checked={format === option.value}
              onChange={() => {
                setFormat(option.value);
                setError(null);
              }}
              className="mt-1 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.title}</span>
              <span className="text-sm text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {format === 'custom' && (
        <div className="grid gap-4 rounded-xl border p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="interview-minutes" label="Length (minutes)">
              <Input
                id="interview-minutes"
                inputMode="numeric"
                value={minutes}
                onChange={(event) => setMinutes(event.target.value)}
                aria-describedby="interview-minutes-hint"
              />
              <p id="interview-minutes-hint" className="text-xs text-muted-foreground">
                From {INTERVIEW_MIN_MINUTES} to {INTERVIEW_MAX_MINUTES}.
              </p>
            </FormField>
            <FormField id="interview-problems" label="Problems">
              <Input
                id="interview-problems"
                inputMode="numeric"
                value={problems}
                onChange={(event) => setProblems(event.target.value)}
                aria-describedby="interview-problems-hint"
              />
              <p id="interview-problems-hint" className="text-xs text-muted-foreground">
                From 1 to {INTERVIEW_MAX_PROBLEMS}, drawn in rising difficulty.
              </p>
            </FormField>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Patterns (none chosen: any)</legend>
            <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
              {patternIds.map((id) => (
                <div key={id} className="flex items-center gap-2">
                  <Checkbox
                    id={`pattern-${id}`}
                    checked={patterns.includes(id)}
                    onCheckedChange={(value) => togglePattern(id, value === true)}
                  />
                  <Label htmlFor={`pattern-${id}`} className="font-normal">
                    {patternNames[id]}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm text-hard">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending && (
            <Spinner className="size-4 text-primary-foreground" label="Starting" />
          )}
          Start the session
        </Button>
      </div>
    </form>
  );
}
