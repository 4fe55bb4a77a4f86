/**
 * The desktop app's main process answers every `/api` call of its window. It marks how it
 * answered with this response header, so the renderer can say when it shows an old copy.
 */
export const desktopSourceHeader = 'x-zencode-source';

/** The header's values the renderer acts on (others, such as `cache`, need no word). */
export const desktopAnswerSources = {
  /** The server could not be reached: this is the last copy saved on this computer. */
  offlineCopy: 'cache-offline',
  /** The server could not be reached and nothing was saved for this read. */
  unreachable: 'offline',
} as const;
