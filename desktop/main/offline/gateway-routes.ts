import {
  API_BASE,
  apiRoutes,
  authoringRoutes,
  problemStatsRoute,
  reviewQueueRoutes,
  type RouteParams,
} from '@zencode/shared/contract';

/**
 * How the desktop gateway answers a request (docs/desktop.md, "How the gateway routes a request"):
 * - `cache-first`: the copy cached here at once, refreshed behind it (ETag, 304);
 * - `last-copy`: the server's answer, else the last copy saved here (marked as such);
 * - `outbox`: a submission is sent, or queued when the server cannot answer;
 * - `review-outbox`: the review schedule, notes and daily problem, composed here from last copies
 *   and waiting writes when the server cannot answer; their writes wait in the review outbox;
 * - `local-run`: run (Run, the compiler, Replay) on the server, else on this computer;
 * - `network-only`: forwarded as it is; "cannot be reached" when the server does not answer.
 */
export type GatewayPolicy =
  'cache-first' | 'last-copy' | 'outbox' | 'review-outbox' | 'local-run' | 'network-only';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface SpecialRoute {
  method: Method;
  pattern: string;
  policy: GatewayPolicy;
  /** Only a request without a query string (a filtered list is an ordinary read). */
  bareOnly?: true;
}

/** The routes the gateway does more for than the default of their method (see policyOf). */
export const specialRoutes = {
  problemList: {
    method: 'GET',
    pattern: apiRoutes.problems.list,
    policy: 'cache-first',
    bareOnly: true,
  },
  problemPage: { method: 'GET', pattern: apiRoutes.problemDetails.full, policy: 'cache-first' },
  publicCases: { method: 'GET', pattern: apiRoutes.testcases.byProblem, policy: 'cache-first' },
  ownSubmissions: { method: 'GET', pattern: apiRoutes.submissions.byProblem, policy: 'last-copy' },
  submit: { method: 'POST', pattern: apiRoutes.submissions.list, policy: 'outbox' },
  run: { method: 'POST', pattern: apiRoutes.problems.run, policy: 'local-run' },
  compile: { method: 'POST', pattern: apiRoutes.compiler, policy: 'local-run' },
  replay: { method: 'POST', pattern: apiRoutes.problems.replay, policy: 'local-run' },
  compilerReplay: { method: 'POST', pattern: apiRoutes.compilerReplay, policy: 'local-run' },
  reviewQueue: { method: 'GET', pattern: reviewQueueRoutes.queue, policy: 'review-outbox' },
  reviewRating: { method: 'PUT', pattern: reviewQueueRoutes.rating, policy: 'review-outbox' },
  reviewGiveUp: { method: 'POST', pattern: reviewQueueRoutes.giveUp, policy: 'review-outbox' },
  notes: { method: 'GET', pattern: reviewQueueRoutes.notes, policy: 'review-outbox' },
  note: { method: 'GET', pattern: reviewQueueRoutes.note, policy: 'review-outbox' },
  noteWrite: { method: 'PUT', pattern: reviewQueueRoutes.note, policy: 'review-outbox' },
  dailyProblem: { method: 'GET', pattern: reviewQueueRoutes.daily, policy: 'review-outbox' },
} as const satisfies Record<string, SpecialRoute>;

type Special = typeof specialRoutes;
type SpecialName = keyof Special;

/** A request matched to its route: the special ones by name with typed parameters. */
export type GatewayRoute =
  | {
      [Name in SpecialName]: {
        name: Name;
        policy: Special[Name]['policy'];
        pattern: Special[Name]['pattern'];
        params: Record<RouteParams<Special[Name]['pattern']>, string>;
      };
    }[SpecialName]
  | { name: 'other'; policy: GatewayPolicy; pattern: string; params: Record<string, string> };

/** The routes whose copy is kept here and answered first. */
export type CacheFirstName = {
  [Name in SpecialName]: Special[Name]['policy'] extends 'cache-first' ? Name : never;
}[SpecialName];

export const isCacheFirst = (
  route: GatewayRoute | null,
): route is Extract<GatewayRoute, { name: CacheFirstName }> =>
  route?.policy === 'cache-first' && route.name !== 'other';

/** What a request of a method gets when no special route takes it (also for unknown paths). */
export const policyOf = (method: string): GatewayPolicy =>
  method === 'GET' ? 'last-copy' : 'network-only';

const patterns = (routes: object): string[] =>
  Object.values(routes).flatMap((value) =>
    typeof value === 'string' ? [value] : patterns(value as object),
  );

/** Every API route pattern of the contract the window may call. */
export const contractPatterns = [
  ...new Set([
    ...patterns(apiRoutes),
    ...patterns(reviewQueueRoutes),
    ...patterns(authoringRoutes),
    problemStatsRoute,
  ]),
];

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * The patterns compiled once, a literal segment before a parameter at the same place, so
 * `/problems/count` is not taken for `/problems/{id}` whatever the contract's order.
 */
const compiled = contractPatterns
  .map((pattern) => {
    const segments = pattern.split('/');
    const names = segments.filter(isParam).map((segment) => segment.slice(1, -1));
    const source = segments.map((segment) => (isParam(segment) ? '([^/]+)' : segment)).join('/');
    // '0' a literal segment, '1' a parameter: only paths of as many segments can clash.
    const rank = segments.map((segment) => (isParam(segment) ? '1' : '0')).join('');
    return { pattern, names, regex: new RegExp(`^${source}$`), rank };
  })
  .sort((a, b) => a.rank.length - b.rank.length || a.rank.localeCompare(b.rank));

const specials = new Map(
  Object.entries(specialRoutes).map(([name, route]) => [`${route.method} ${route.pattern}`, name]),
);

/** A path below the API's prefix (the contract's patterns are). */
const belowApi = (pathname: string) =>
  pathname.startsWith(`${API_BASE}/`) ? pathname.slice(API_BASE.length) : pathname;

/** The contract pattern of a path below `/api` and its decoded parameters, or null. */
export function matchPattern(
  route: string,
): { pattern: string; params: Record<string, string> } | null {
  for (const { pattern, names, regex } of compiled) {
    const found = regex.exec(route);
    if (!found) continue;
    try {
      const values = found.slice(1).map(decodeURIComponent);
      return { pattern, params: Object.fromEntries(names.map((name, i) => [name, values[i]!])) };
    } catch {
      // A parameter that is not valid percent-encoding names nothing the server knows either.
      return null;
    }
  }
  return null;
}

/** The route of a request to `url` (an API URL, `/api/...`); null for a path no contract route has. */
export function gatewayRouteOf(method: string, url: URL): GatewayRoute | null {
  const matched = matchPattern(belowApi(url.pathname));
  if (!matched) return null;
  const name = specials.get(`${method} ${matched.pattern}`) as SpecialName | undefined;
  const special: SpecialRoute | undefined = name && specialRoutes[name];
  if (name && special && !(special.bareOnly && url.search !== ''))
    return { name, policy: special.policy, ...matched } as GatewayRoute;
  return { name: 'other', policy: policyOf(method), ...matched };
}

/**
 * The route a last copy of `path` (from `/api`, with its query) is filed under in the cache: its
 * contract pattern, else its own path below `/api`.
 */
export function routeOfPath(path: string): string {
  const route = belowApi(path.split('?')[0]!);
  return matchPattern(route)?.pattern ?? route;
}

/** One request to the gateway, matched once and handed to its route's policy. */
export interface GatewayRequest {
  request: Request;
  url: URL;
  /** The path and query at the server (from `/api`). */
  path: string;
  /** The request's headers, with the session attached when the renderer sent none. */
  headers: Headers;
  /** Null for a path no contract route has. */
  route: GatewayRoute | null;
  /**
   * Whose last copies it reads and writes: the account of the session the keychain holds, or
   * the visitor's ''; null for a token the desktop does not hold (no copies at all).
   */
  account: string | null;
  /**
   * Whose copy of the catalogue (cache-first routes) it uses: the install's shared one (the
   * cache's every-account key), an admin's own (their account), or none (null) for a token the
   * desktop does not hold.
   */
  catalogue: string | null;
  /** The caller asked for the server's answer only (`cache-control: no-store`): no copy. */
  noStore: boolean;
}
