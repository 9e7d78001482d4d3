import swagger from '@fastify/swagger';
import { OPERATION_AREAS } from '../operations/areas.js';
import type { App, AppContext } from '../server/types.js';

export const API_VERSION = '0.1.0';

/**
 * The decisions the spec leaves to us, stated once here for the OpenAPI description; /docs.md
 * explains each at length.
 */
const DESCRIPTION = `Agent travel search and validation service (beta). Ranks and validates trip candidates and returns provider-ready handoffs. It is NOT live booking inventory, NOT provider-backed rates, NOT live airfare and NOT a booking API: every travel response says so in truth_boundaries. Also: used-goods deal validation, skill search, agent launch audits and proof (notability) preflight.

Authentication: HTTP bearer, \`Authorization: Bearer svc_live_...\`. Get a sandbox key with POST /api/v1/activation (no auth) or from the dashboard after signing up in a browser.

Errors: every error body is exactly {"error": "<message>"}, also for errors raised before routing. Statuses: 400 malformed JSON, a __proto__ key, a NUL character or an unpaired UTF-16 surrogate, unknown field, wrong type or out-of-bounds value, or a request that is not valid HTTP; 401 missing, malformed, unknown or revoked key (with WWW-Authenticate: Bearer); 404 unknown route or a resource not of this account; 405 wrong method on a known path (with Allow); 408 headers not received within 10 s or the whole request within 30 s; 409 an Idempotency-Key reused with a different body or still in progress, or a referenced resource that does not allow the call (commercial intent for a request without commercial_next_step); 413 body over the limit (256 KiB by default); 414 path parameter over 100 characters; 415 body not application/json; 429 quota or activation throttle exceeded (with Retry-After); 431 request line and headers over 16 KiB; 503 database unavailable (retry); 500 only for an internal fault, never with a stack trace or SQL. API answers carry Cache-Control: no-store. A trailing slash is ignored.

Quotas: each key has an hourly limit (current clock hour, UTC) and a monthly limit counted over a rolling 30 days. Activation keys: 10/hour, 100 per 30 days. Dashboard free keys: 100/hour, 2,500 per 30 days. Hobby: 1,000/hour, 20,000 per 30 days. Pro: 5,000/hour, 100,000 per 30 days (configurable by the operator; current values in /pricing.md). Every bearer call that does work consumes one request; GET /api/v1/account/me does not. Requests rejected for bad input (400) consume nothing, and a call that fails on the server's side (any 5xx) gives its request back. Every bearer response carries the fields of the IETF draft draft-ietf-httpapi-ratelimit-headers, RateLimit-Policy ("hourly";q=<limit>;w=3600, "monthly";q=<limit>;w=2592000) and RateLimit ("hourly";r=<remaining>;t=<seconds>, "monthly";r=...;t=...), and beside them RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds) for the tighter of the two windows.

Idempotency-Key: the POSTs that create records (feedback, API requests, commercial intent) take an optional Idempotency-Key header with Stripe's semantics: the first response to a key is kept 24 hours per account and replayed (Idempotent-Replayed: true) to a retry with the same body; the same key with another body is a 409. Calls refused before they ran or failed on the server's side keep nothing.

Detail: the travel search and the five primitives take detail (summary, standard, full; default full). Start with summary; the response schema lists all three shapes.

Versioning: interface 0.1.0 (beta); REST paths are prefixed /api/v1; product labels carry a v0 suffix. Within /api/v1 changes are additive; a removal or incompatible change gets a new path prefix and at least 90 days of overlap, announced in /docs.md.`;

export async function registerOpenApi(app: App, ctx: AppContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'svc',
        version: API_VERSION,
        description: DESCRIPTION,
        contact: { name: 'svc', url: `${ctx.config.publicBaseUrl}/developers` },
        // The service is proprietary; its terms of use are the plans and limits it publishes.
        license: { name: 'Proprietary (terms of use: plans and limits in /pricing.md)', url: `${ctx.config.publicBaseUrl}/pricing.md` },
      },
      servers: [{ url: ctx.config.publicBaseUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'svc_live_ API key',
            description: 'API key from POST /api/v1/activation or the dashboard.',
          },
        },
      },
      tags: [
        ...OPERATION_AREAS.map(({ tag, description }) => ({ name: tag, description })),
        { name: 'mcp', description: 'Hosted MCP endpoint' },
        { name: 'operations', description: 'Health and readiness' },
      ],
    },
  });
}
