import { InterviewStartView } from '@/features/interview/index.ts';

/** /interview: start a timed session, resume the running one, read past reports. */
export function InterviewPage() {
  return <InterviewStartView />;
}
