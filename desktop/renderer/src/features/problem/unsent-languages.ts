import type { LanguageId } from '@zencode/shared/contract';
import { languageSchema } from '@zencode/shared/contract';
import { ApiError } from '@/lib/api-client.ts';
import { browserStorage } from '@/lib/local-learner-work.ts';
import { saveProblemState } from './account-work-api.ts';

/*
 * The language chosen on a problem while the server could not be told (offline), per account:
 * sent when it answers again, so the next device opens where the learner left.
 */
const key = (userId: string) => `zencode:last-language-unsent:${userId}`;

function read(userId: string): Record<string, LanguageId> {
  try {
    const value: unknown = JSON.parse(browserStorage()?.getItem(key(userId)) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, language]) => languageSchema.safeParse(language).success),
    ) as Record<string, LanguageId>;
  } catch {
    return {};
  }
}

function write(userId: string, unsent: Record<string, LanguageId>): void {
  try {
    if (Object.keys(unsent).length === 0) browserStorage()?.removeItem(key(userId));
    else browserStorage()?.setItem(key(userId), JSON.stringify(unsent));
  } catch {
    // Not remembered: the language stays this device's choice.
  }
}

export function rememberUnsentLanguage(userId: string, problemId: string, language: LanguageId) {
  write(userId, { ...read(userId), [problemId]: language });
}

/** The server has the problem's language now. */
export function forgetUnsentLanguage(userId: string, problemId: string) {
  const unsent = read(userId);
  if (!(problemId in unsent)) return;
  delete unsent[problemId];
  write(userId, unsent);
}

/** Sends the languages `userId` chose offline; what fails stays for the next time. */
export async function sendUnsentLanguages(userId: string): Promise<number> {
  const unsent = read(userId);
  let sent = 0;
  for (const [problemId, language] of Object.entries(unsent)) {
    try {
      await saveProblemState(problemId, { lastLanguage: language });
      delete unsent[problemId];
      sent++;
    } catch (error) {
      // Kept for the next sync, unless the server refused it (the problem is gone).
      if (
        error instanceof ApiError &&
        !error.offline &&
        error.status !== null &&
        error.status < 500
      )
        delete unsent[problemId];
    }
  }
  write(userId, unsent);
  return sent;
}
