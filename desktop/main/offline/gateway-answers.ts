import { desktopAnswerSources, desktopSourceHeader, messages } from '@zencode/shared/contract';

/*
 * The answers the desktop gateway makes itself, each marked with how it answered
 * (`x-zencode-source`, which the renderer reads to say when it shows an old copy).
 */

export const json = (body: string, source: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', [desktopSourceHeader]: source },
  });

export const message = (text: string, status: number, source = 'desktop') =>
  json(JSON.stringify({ message: text }), source, status);

/** The server cannot be reached and nothing else can answer. */
export const unreachable = () =>
  message(messages.serverUnreachable, 502, desktopAnswerSources.unreachable);

/** The last copy saved on this computer, shown while the server cannot be reached. */
export const offlineCopy = (body: string) => json(body, desktopAnswerSources.offlineCopy);

/** A request body as JSON, or undefined when it is not JSON (the schema then refuses it). */
export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * What may cross from the server into the app's trusted window: data (JSON, the live progress
 * stream, images), never a page or a script, whatever a server or a proxy answers.
 */
const dataTypes =
  /^(application\/(?:[\w.+-]+\+)?json|text\/event-stream|image\/(?:png|jpeg|gif|webp|avif))\b/i;

export function onlyData(response: Response): Response {
  if (response.status === 204 || response.status === 304) return response;
  if (dataTypes.test(response.headers.get('content-type') ?? '')) return response;
  return message(messages.serverNotData, 502, desktopAnswerSources.unreachable);
}
