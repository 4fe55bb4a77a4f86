import {
  dailyProblemSchema,
  desktopAnswerSources,
  desktopSourceHeader,
  noteBodySchema,
  noteSchema,
  problemListResponseSchema,
  reviewQueueMessages,
  reviewQueueSchema,
  reviewRatingSchema,
  type Note,
  type ReviewCard,
} from '@zencode/shared/contract';
import { addDays, dailyProblemOf } from '@zencode/shared/rules';
import {
  readProblemList,
  readResponse,
  type CacheDb,
  type ReviewOutboxEntry,
} from '../cache/index.ts';
import type { ReviewOutbox } from './review-outbox.ts';

export interface ReviewQueueOfflineOptions {
  db: CacheDb;
  server: string;
  outbox: ReviewOutbox;
  /** The gateway's read: the server's answer, else the last copy saved here (marked), else 502. */
  lastCopyRead: (path: string, request: Request, headers: Headers) => Promise<Response>;
}

/** The note version of a problem without a note (the server answers it as the epoch). */
const noNoteYet = new Date(0).toISOString();

const json = (value: unknown, source: string = desktopAnswerSources.offlineCopy, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', [desktopSourceHeader]: source },
  });

const isOfflineAnswer = (response: Response) =>
  [desktopAnswerSources.offlineCopy, desktopAnswerSources.unreachable].includes(
    response.headers.get(desktopSourceHeader) as never,
  );

/** 'YYYY-MM-DD' of an instant in a time zone (en-CA writes dates so). */
function dateIn(timeZone: string, instant: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

function parsed<T>(schema: { safeParse: (value: unknown) => { data?: T } }, text: string | null) {
  if (text === null) return null;
  try {
    return schema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

/** A card as the learner's waiting writes leave it (the server reschedules it once they arrive). */
function withWrites(
  card: ReviewCard,
  entries: readonly ReviewOutboxEntry[],
  tz: string,
): ReviewCard {
  let result = card;
  for (const entry of entries) {
    if (entry.problemId !== card.problemId || entry.state === 'refused') continue;
    if (entry.kind === 'rating')
      result = {
        ...result,
        last: { ...result.last, rating: entry.rating as never, proposed: false },
      };
    if (entry.kind === 'give-up')
      result = {
        ...result,
        reps: result.reps + 1,
        lastIsToday: dateIn(tz, new Date(entry.at)) === dateIn(tz, new Date()),
        last: {
          problemId: card.problemId,
          rating: 'Again',
          reviewedAt: entry.at,
          proposed: false,
          reasons: ['you gave up this review'],
        },
      };
  }
  return result;
}

/**
 * The review schedule, notes and daily problem in the desktop app when the server cannot answer:
 * reads come from the last copies saved here, with the learner's own waiting ratings and notes laid
 * over them, and the daily problem is chosen from the cached catalogue by the same rule as the
 * server's; writes go through the review outbox (sent at once when the server answers).
 */
export function createReviewQueueOffline(options: ReviewQueueOfflineOptions) {
  const { db, server, outbox } = options;
  const cachedPath = (path: string) => readResponse(db, server, `/api${path}`);
  const names = async () => {
    const list = parsed(
      problemListResponseSchema,
      (await readProblemList(db, server))?.json ?? null,
    );
    return new Map((list ?? []).map((problem) => [problem._id, problem.name]));
  };
  const waiting = async () => (await outbox.pending()).filter((entry) => entry.state !== 'refused');

  async function queueOffline(tz: string): Promise<Response | null> {
    const base = parsed(
      reviewQueueSchema,
      await cachedPath(`/review-queue?tz=${encodeURIComponent(tz)}`),
    );
    if (!base) return null;
    const entries = await waiting();
    return json({ ...base, cards: base.cards.map((card) => withWrites(card, entries, tz)) });
  }

  /** The learner's notes as this computer knows them: the last copies and the waiting texts. */
  async function notesOffline(): Promise<Note[]> {
    const notes = new Map<string, Note>();
    for (const note of parsed(noteSchema.array(), await cachedPath('/notes?search=')) ?? [])
      notes.set(note.problemId, note);
    const problemNames = await names();
    for (const entry of await waiting()) {
      if (entry.kind !== 'note') continue;
      notes.set(entry.problemId, {
        problemId: entry.problemId,
        name:
          notes.get(entry.problemId)?.name ?? problemNames.get(entry.problemId) ?? entry.problemId,
        body: entry.body,
        updatedAt: entry.createdAt,
      });
    }
    return [...notes.values()]
      .filter((note) => note.body !== '')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  async function noteOffline(problemId: string): Promise<Note | null> {
    const base = parsed(noteSchema, await cachedPath(`/notes/${encodeURIComponent(problemId)}`));
    const written = (await waiting()).filter(
      (entry) => entry.kind === 'note' && entry.problemId === problemId,
    );
    const latest = written.at(-1);
    if (!latest || latest.kind !== 'note') return base;
    const name = base?.name ?? (await names()).get(problemId) ?? problemId;
    return { problemId, name, body: latest.body, updatedAt: base?.updatedAt ?? noNoteYet };
  }

  async function dailyOffline(tz: string) {
    const list = parsed(
      problemListResponseSchema,
      (await readProblemList(db, server))?.json ?? null,
    );
    if (!list || list.length === 0) return null;
    const today = dateIn(tz, new Date());
    const id = dailyProblemOf(
      today,
      list.map((problem) => problem._id),
    );
    const problem = list.find((each) => each._id === id)!;
    // The streak the server last told, while it can still hold (yesterday's or today's answer).
    const last = parsed(
      dailyProblemSchema,
      await cachedPath(`/daily-problem?tz=${encodeURIComponent(tz)}`),
    );
    const lastToday = last?.date === today ? last : null;
    const streak = lastToday
      ? lastToday.streak
      : last?.date === addDays(today, -1) && last.solved
        ? last.streak
        : 0;
    return {
      date: today,
      problem: { _id: problem._id, name: problem.name, difficulty: problem.difficulty },
      solved: lastToday?.solved ?? false,
      streak,
    };
  }

  /**
   * A write: sent now, else kept for the account and answered as it leaves things here; null when
   * nobody is signed in (nothing can be kept: the gateway forwards it as it is).
   */
  async function write(
    problemId: string,
    entry: Parameters<ReviewOutbox['send']>[1],
    offlineAnswer: () => Promise<unknown>,
  ): Promise<Response | null> {
    const outcome = await outbox.send(problemId, entry);
    if (outcome.kind === 'sent') return outcome.response;
    if (outcome.kind === 'unreachable') return null;
    const answer = await offlineAnswer();
    return answer
      ? json(answer)
      : json({ message: reviewQueueMessages.keptOffline }, desktopAnswerSources.offlineCopy, 202);
  }

  async function cardAfter(problemId: string, tz: string) {
    const queue = await queueOffline(tz);
    const cards = queue ? ((await queue.json()) as { cards: ReviewCard[] }).cards : [];
    return cards.find((card) => card.problemId === problemId) ?? null;
  }

  /**
   * Answers the review schedule's, notes' and daily problem's requests, or null for any other
   * (and for a write when nobody is signed in: the gateway forwards it as it is).
   */
  return async function answer(
    request: Request,
    url: URL,
    headers: Headers,
  ): Promise<Response | null> {
    const route = url.pathname.replace(/^\/api/, '');
    const path = `${url.pathname}${url.search}`;
    const tz = url.searchParams.get('tz') || 'UTC';
    const rating = /^\/review-queue\/([^/]+)\/rating$/.exec(route);
    const giveUp = /^\/review-queue\/([^/]+)\/give-up$/.exec(route);
    const note = /^\/notes\/([^/]+)$/.exec(route);
    const noteId = note ? decodeURIComponent(note[1]!) : null;

    if (request.method === 'GET') {
      const known = route === '/review-queue' || route === '/notes' || route === '/daily-problem';
      if (!known && !noteId) return null;
      const online = await options.lastCopyRead(path, request, headers);
      if (!isOfflineAnswer(online)) return online;
      let offline: unknown = null;
      if (route === '/review-queue') return (await queueOffline(tz)) ?? online;
      if (route === '/daily-problem') offline = await dailyOffline(tz);
      if (noteId) offline = await noteOffline(noteId);
      if (route === '/notes') {
        const needle = (url.searchParams.get('search') ?? '').trim().toLowerCase();
        offline = (await notesOffline()).filter(
          (each) =>
            !needle ||
            each.body.toLowerCase().includes(needle) ||
            each.name.toLowerCase().includes(needle),
        );
      }
      return offline ? json(offline) : online;
    }

    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null;
    const at = new Date().toISOString();
    if (request.method === 'PUT' && rating) {
      const chosen = reviewRatingSchema.safeParse(body?.rating);
      if (!chosen.success) return null;
      const problemId = decodeURIComponent(rating[1]!);
      return write(problemId, { kind: 'rating', rating: chosen.data, tz, at }, () =>
        cardAfter(problemId, tz),
      );
    }
    if (request.method === 'POST' && giveUp) {
      const problemId = decodeURIComponent(giveUp[1]!);
      return write(problemId, { kind: 'give-up', tz, at }, () => cardAfter(problemId, tz));
    }
    const text = noteBodySchema.safeParse(body);
    if (request.method === 'PUT' && noteId && text.success) {
      // The server's version this text was written on: the last copy read from it.
      const base = parsed(noteSchema, await cachedPath(`/notes/${encodeURIComponent(noteId)}`));
      return write(
        noteId,
        { kind: 'note', body: text.data.body, baseUpdatedAt: base?.updatedAt ?? noNoteYet },
        () => noteOffline(noteId),
      );
    }
    return null;
  };
}
