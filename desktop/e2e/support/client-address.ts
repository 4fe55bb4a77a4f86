import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { e2eAppPort } from './e2e-services.ts';

/**
 * A loopback address of its own (127.x.y.z: all of 127/8 is this machine on Linux). Sign-up and
 * code checks are rate-limited per client address; test accounts made from their own addresses
 * behave like people on their own machines and leave the browser's 127.0.0.1 budget to the specs.
 */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** POSTs JSON to the API under test from `localAddress`; answers the status and parsed body. */
export function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: e2eAppPort,
        localAddress,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: keep the text for the failure message.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
