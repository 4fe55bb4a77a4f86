/**
 * Splits a server-sent event stream into the data of each event, across chunk boundaries:
 * feed it text as it arrives; it returns the events completed so far (their joined data lines).
 */
export function createSseParser(): (chunk: string) => string[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: string[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
      if (data.length > 0) events.push(data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
