export { InterviewReportView } from './interview-report-view.tsx';
export { InterviewSessionGate, sessionPath } from './interview-session-gate.tsx';
export { InterviewStartView } from './interview-start-view.tsx';
export { RunningInterview } from './running-interview.tsx';
