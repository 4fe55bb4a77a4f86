const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const avatarPath = new RegExp(`^/api/avatars/(${uuid})\\.jpg$`, 'i');

/** The public URL of a stored avatar: absolute, so the desktop app can load it too. */
export function avatarUrl(publicUrl: string, avatarId: string): string {
  return `${publicUrl}/api/avatars/${avatarId}.jpg`;
}

/**
 * The avatar id in a URL answered by POST /api/avatars, or null for any other URL. Only the path
 * counts, so the same avatar stays valid when the server's public address changes.
 */
export function avatarIdOfUrl(url: string): string | null {
  try {
    const match = avatarPath.exec(new URL(url, 'http://localhost').pathname);
    return match ? match[1]!.toLowerCase() : null;
  } catch {
    return null;
  }
}
