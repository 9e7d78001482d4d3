import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, HTTP_STATUS, RateLimitedError } from '../../errors.js';
import type { App, AppContext } from '../types.js';
import { prefersHtml, sendHtmlError } from '../web/error-pages.js';
import { validationMessage, type ValidationItem } from '../../contracts/input-checks.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../operations/unavailable.js';

/** Fastify's own request errors, reworded so the caller knows what to change. */
function frameworkMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `request body is larger than the limit of ${request.routeOptions.bodyLimit ?? 0} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `content type "${request.headers['content-type'] ?? ''}" is not accepted; send JSON with Content-Type: application/json`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    default:
      return error.message;
  }
}

/** Errors Fastify raises before routing (a malformed URL, an over-long path parameter), in our one error shape. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(reply, 414, 'a path parameter is longer than 100 characters; ids of this API are much shorter');
    return;
  }
  sendError(reply, 400, 'the request URL is malformed (bad percent-encoding?)');
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  if (prefersHtml(reply.request)) return sendHtmlError(reply, status, message);
  return reply.code(status).type('application/json; charset=utf-8').send({ error: message });
}

export function registerErrorHandling(app: App, ctx: AppContext, knownRoutes: () => Array<{ method: string; pattern: RegExp }>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 400, validationMessage(error.validationContext ?? 'body', error.validation as ValidationItem[]));
    }
    if (error instanceof RateLimitedError) {
      ctx.metrics.quotaRejections.inc({ limit: error.limit });
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 429, error.message);
    }
    if (error instanceof DomainError) {
      if (error.kind === 'unauthorized') reply.header('www-authenticate', 'Bearer realm="svc"');
      return sendError(reply, HTTP_STATUS[error.kind], error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, frameworkMessage(error, request));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, `internal error; quote request id ${request.id} if you report it`);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = knownRoutes()
      .filter((r) => r.pattern.test(path))
      .map((r) => r.method);
    if (allowed.length > 0) {
      reply.header('allow', [...new Set(allowed)].join(', '));
      return sendError(reply, 405, `method ${request.method} is not allowed on ${path}; use ${[...new Set(allowed)].join(' or ')}`);
    }
    return sendError(reply, 404, `no such route: ${request.method} ${path}; see /openapi.json for the API and /docs for the guide`);
  });
}
