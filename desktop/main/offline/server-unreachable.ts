/** A gateway's statuses: 502 Bad Gateway, 503 Service Unavailable, 504 Gateway Timeout. */
export const unreachableStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether `response` says the ZenCode server could not answer: a proxy or load balancer in front
 * of it answering 502/503/504 with its own page. The desktop treats that as offline — cache, local
 * Run, outbox — as it does a network error. The API's own 503 (a busy judge, a mail server down)
 * is JSON with a message for the learner, and stays the server's answer.
 */
export function isServerUnreachable(response: Response): boolean {
  return (
    unreachableStatuses.has(response.status) &&
    !(response.headers.get('content-type') ?? '').includes('application/json')
  );
}
