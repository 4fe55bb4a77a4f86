import { useEffect, useRef } from 'react';
import {
  type ProblemCommandHandlers,
  listenForProblemCommands,
  onProblemCommand,
} from './problem-commands.ts';

/** Runs the page's handlers for keyboard shortcuts and desktop menu commands while mounted. */
export function useProblemCommands(handlers: ProblemCommandHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const stopListening = listenForProblemCommands();
    const stopHandling = onProblemCommand((command) => latest.current[command]?.());
    return () => {
      stopListening();
      stopHandling();
    };
  }, []);
}
