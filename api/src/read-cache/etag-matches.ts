/** True when the client holds this answer already, in any encoding (each has its own ETag). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const plain = etag.slice(1, -1);
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => {
      const opaque = tag.trim().replace(/^W\//, '').slice(1, -1);
      return opaque === plain || opaque.startsWith(`${plain}-`);
    })
  );
}
