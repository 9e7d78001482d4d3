import { connect, type Socket } from 'node:net';

/** A raw TCP client for what fetch cannot send: slow bytes, broken HTTP, oversized header blocks. */
export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with everything received once the server closes the connection. */
  closed: Promise<string>;
  isClosed(): boolean;
}

export function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let done = false;
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    // A reset after the server's answer still counts as closed by the server.
    socket.on('error', () => undefined);
    const closed = new Promise<string>((resolveClosed) =>
      socket.on('close', () => {
        done = true;
        resolveClosed(data);
      }),
    );
    socket.once('connect', () => resolve({ socket, received: () => data, closed, isClosed: () => done }));
    socket.once('error', reject);
  });
}

/** Sends one complete request and returns the raw answer (the server closes or the socket ends). */
export async function rawRequest(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  const conn = await openRaw(port);
  conn.socket.end(request);
  return parseResponse(await conn.closed);
}

export function parseResponse(raw: string): { status: number; headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body: split < 0 ? '' : raw.slice(split + 4) };
}
