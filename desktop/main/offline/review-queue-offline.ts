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
  readCachedAnswer,
  readProblemList,
  type CacheDb,
  type ReviewOutboxEntry,
} from '../cache/index.ts';
import { routeOfPath, type GatewayRequest } from './gateway-routes.ts';
import type { ReviewOutbox } from './review-outbox.ts';

export interface ReviewQueueOfflineOptions {
  db: CacheDb;
  server: string;
  outbox: ReviewOutbox;
  /** The gateway's read: the server's answer, else the last copy saved here (marked), else 502. */
  lastCopyRead: (ask: GatewayRequest) => Promise<Response>;
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
  /** The last copy of a read of this account (its path below `/api`), as the gateway saved it. */
  const cachedPath = async (account: string, path: string) => {
    const key = `/api${path}`;
    const at = { server, account, route: routeOfPath(key), key };
    return (await readCachedAnswer(db, at))?.json ?? null;
  };
  const names = async () => {
    const list = parsed(
      problemListResponseSchema,
      (await readProblemList(db, server))?.json ?? null,
    );
    return new Map((list ?? []).map((problem) => [problem._id, problem.name]));
  };
  const waiting = async () => (await outbox.pending()).filter((entry) => entry.state !== 'refused');

  async function queueOffline(account: string, tz: string): Promise<Response | null> {
    const base = parsed(
      reviewQueueSchema,
      await cachedPath(account, `/review-queue?tz=${encodeURIComponent(tz)}`),
    );
    if (!base) return null;
    const entries = await waiting();
    return json({ ...base, cards: base.cards.map((card) => withWrites(card, entries, tz)) });
  }

  /** The learner's notes as this computer knows them: the last copies and the waiting texts. */
  async function notesOffline(account: string): Promise<Note[]> {
    const notes = new Map<string, Note>();
    for (const note of parsed(noteSchema.array(), await cachedPath(account, '/notes?search=')) ??
      [])
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

  async function noteOffline(account: string, problemId: string): Promise<Note | null> {
    const base = parsed(
      noteSchema,
      await cachedPath(account, `/notes/${encodeURIComponent(problemId)}`),
    );
    const written = (await waiting()).filter(
      (entry) => entry.kind === 'note' && entry.problemId === problemId,
    );
    const latest = written.at(-1);
    if (!latest || latest.kind !== 'note') return base;
    const name = base?.name ?? (await names()).get(problemId) ?? problemId;
    return { problemId, name, body: latest.body, updatedAt: base?.updatedAt ?? noNoteYet };
  }

  async function dailyOffline(account: string, tz: string) {
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
      await cachedPath(account, `/daily-problem?tz=${encodeURIComponent(tz)}`),
    );
    const lastToday = last?.date === today ? last : null;
    // The server fixes a date's problem once chosen: the one it named for today stands.
    if (lastToday) return lastToday;
    const streak = last?.date === addDays(today, -1) && last.solved ? last.streak : 0;
    return {
      date: today,
      problem: { _id: problem._id, name: problem.name, difficulty: problem.difficulty },
      solved: false,
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

  async function cardAfter(account: string, problemId: string, tz: string) {
    const queue = await queueOffline(account, tz);
    const cards = queue ? ((await queue.json()) as { cards: ReviewCard[] }).cards : [];
    return cards.find((card) => card.problemId === problemId) ?? null;
  }

  /**
   * Answers a request of a `review-outbox` route (gateway-routes.ts), or null for a write nobody
   * signed in can keep or whose body is not one (the gateway forwards it as it is).
   */
  return async function answer(ask: GatewayRequest): Promise<Response | null> {
    const { request, url, route, account } = ask;
    // A token the desktop does not hold gets no one's copies or queue: forwarded as it is.
    if (account === null) return null;
    const tz = url.searchParams.get('tz') || 'UTC';
    if (request.method === 'GET') {
      const online = await options.lastCopyRead(ask);
      if (!isOfflineAnswer(online)) return online;
      let offline: unknown = null;
      if (route?.name === 'reviewQueue') return (await queueOffline(account, tz)) ?? online;
      if (route?.name === 'dailyProblem') offline = await dailyOffline(account, tz);
      if (route?.name === 'note') offline = await noteOffline(account, route.params.id);
      if (route?.name === 'notes') {
        const needle = (url.searchParams.get('search') ?? '').trim().toLowerCase();
        offline = (await notesOffline(account)).filter(
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
    if (route?.name === 'reviewRating') {
      const chosen = reviewRatingSchema.safeParse(body?.rating);
      if (!chosen.success) return null;
      const problemId = route.params.id;
      return write(problemId, { kind: 'rating', rating: chosen.data, tz, at }, () =>
        cardAfter(account, problemId, tz),
      );
    }
    if (route?.name === 'reviewGiveUp') {
      const problemId = route.params.id;
      return write(problemId, { kind: 'give-up', tz, at }, () => cardAfter(account, problemId, tz));
    }
    const text = noteBodySchema.safeParse(body);
    if (route?.name === 'noteWrite' && text.success) {
      const noteId = route.params.id;
      // The server's version this text was written on: the last copy read from it.
      const base = parsed(
        noteSchema,
        await cachedPath(account, `/notes/${encodeURIComponent(noteId)}`),
      );
      return write(
        noteId,
        { kind: 'note', body: text.data.body, baseUpdatedAt: base?.updatedAt ?? noNoteYet },
        () => noteOffline(account, noteId),
      );
    }
    return null;
  };
}
