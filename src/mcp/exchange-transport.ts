import {
  classifyInboundRequest,
  SUPPORTED_PROTOCOL_VERSIONS,
  type AuthInfo,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type JSONRPCResponse,
  type MessageExtraInfo,
  type Transport,
} from '@modelcontextprotocol/server';

/** The MCP headers of a POST, as the SDK's classifier reads them. */
export interface McpHeaders {
  protocolVersion: string | undefined;
  method: string | undefined;
  name: string | undefined;
}

/** Which of the three ways a POST is served. */
export type McpRoute =
  /** A 2025-era request served through the route's own ExchangeTransport. */
  | { kind: 'plain'; request: JSONRPCRequest }
  /** Other 2025-era traffic (initialize, batches, notifications, responses): the SDK's stateless transport. */
  | { kind: 'legacy' }
  /** 2026-07-28 requests and what the classifier refuses: the SDK's dual-era entry. */
  | { kind: 'modern' };

/**
 * How a POST is served, from the SDK's own classifier (so every path routes alike). The plain case
 * is one JSON-RPC request of the 2025 versions that is not initialize and claims no 2026
 * envelope, with no protocol version header or one the SDK supports. For it the SDK's stateless
 * transport checks nothing the route has not (Accept is normalised, the body is JSON, a stateless
 * server has no session to check).
 */
export function mcpRoute(body: unknown, headers: McpHeaders): McpRoute {
  const route = classifyInboundRequest({ httpMethod: 'POST', body, protocolVersionHeader: headers.protocolVersion, mcpMethodHeader: headers.method, mcpNameHeader: headers.name });
  if (route.kind !== 'legacy') return { kind: 'modern' };
  const supported = headers.protocolVersion === undefined || SUPPORTED_PROTOCOL_VERSIONS.includes(headers.protocolVersion);
  return route.reason === 'no-claim' && supported ? { kind: 'plain', request: body as JSONRPCRequest } : { kind: 'legacy' };
}

/**
 * A transport for one JSON-RPC request answered inside the HTTP route: the SDK's server gets the
 * parsed request and its answer comes back as the JSON-RPC message itself. The SDK's own
 * transports work on web Requests and Responses, which costs an AbortSignal, a stream and a
 * second serialisation per call; here the route serialises the answer once. Messages that are
 * not the answer (progress, logging) are dropped, as the SDK's JSON response mode drops them.
 */
export class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private requestId: JSONRPCRequest['id'] | undefined;
  private settle: { resolve: (answer: JSONRPCResponse) => void; reject: (error: Error) => void } | undefined;

  async start(): Promise<void> {}

  /** Delivers the request to the connected server and resolves with its answer. */
  exchange(request: JSONRPCRequest, authInfo: AuthInfo): Promise<JSONRPCResponse> {
    if (!this.onmessage) throw new Error('connect a server to the transport before an exchange');
    if (this.requestId !== undefined) throw new Error('a transport serves one exchange; make one per request');
    this.requestId = request.id;
    const answer = new Promise<JSONRPCResponse>((resolve, reject) => (this.settle = { resolve, reject }));
    this.onmessage(request, { authInfo });
    return answer;
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // The server's own requests and notifications carry a method; only the answer has none.
    if (!('method' in message) && 'id' in message && message.id === this.requestId) this.settle?.resolve(message);
  }

  async close(): Promise<void> {
    this.settle?.reject(new Error('the MCP exchange closed before the server answered'));
    this.settle = undefined;
    this.onclose?.();
  }
}
