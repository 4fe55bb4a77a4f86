import type { LanguageId } from '@zencode/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './draft-storage.ts';
import { openingCode } from './starter-code.ts';
import { onLearnerWorkFlush } from '@/lib/learner-work-store.ts';

/** Typing pauses this long before the draft is written; leaving the page writes it at once. */
const saveDelayMs = 400;

interface DraftState {
  key: string;
  code: string;
  edited: boolean;
}

/**
 * The editor's code for one problem and language: the saved draft, else the starter code (the
 * reset-unless-edited rule, per language). Edits are saved as the learner types, so a
 * reload or a crash never loses code; `reset` returns to the starter code and forgets the draft.
 */
export function useCodeDraft(problemId: string, language: LanguageId, starter: string) {
  const key = `${problemId}:${language}`;
  const [state, setState] = useState<DraftState>(() => ({
    key,
    ...openingCode(readDraft(problemId, language), starter),
  }));
  // Another problem or language: open its draft or its starter code (state derived during render).
  let current = state;
  if (state.key !== key) {
    current = { key, ...openingCode(readDraft(problemId, language), starter) };
    setState(current);
  }

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | null>(null);
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.save();
    pending.current = null;
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    // Also before the desktop's session changes, so the edit is filed under its own account.
    const unregister = onLearnerWorkFlush(flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      unregister();
      flush();
    };
  }, [flush, key]);

  const setCode = useCallback(
    (code: string) => {
      setState({ key, code, edited: true });
      if (pending.current) clearTimeout(pending.current.timer);
      const save = () => writeDraft(problemId, language, code);
      pending.current = { save, timer: setTimeout(flush, saveDelayMs) };
    },
    [flush, key, language, problemId],
  );

  const reset = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearDraft(problemId, language);
    setState({ key, code: starter, edited: false });
  }, [key, language, problemId, starter]);

  return { code: current.code, edited: current.edited, setCode, reset };
}
