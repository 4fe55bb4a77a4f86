import { createContext, useContext } from 'react';

/**
 * Whether the solving screen runs inside an interview session, where what an interviewer would
 * not give stays out of sight: difficulty, tags, hints, the editorial, notes, past submissions,
 * the AI review and Replay of hidden cases.
 */
export const InterviewLockContext = createContext(false);

/** Whether the problem's help is locked (an interview session is running). */
export const useInterviewLock = () => useContext(InterviewLockContext);
