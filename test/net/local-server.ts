import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface LocalServer {
  origin: string;
  port: number;
  requests: http.IncomingMessage[];
  close: () => Promise<void>;
}

/** Starts a node:http server on 127.0.0.1, port 0, recording every request it receives. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
