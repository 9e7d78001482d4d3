import { Type } from '@sinclair/typebox';
import { Closed } from '../../contracts/common.js';
import { databaseReady } from '../../operations/readiness.js';
import { sendError } from '../plugins/errors.js';
import { responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const Health = Closed({ status: Type.String() }, { description: 'ok when the check passed.' });

export async function healthRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/healthz',
    { schema: { operationId: 'health', summary: 'Process is up', tags: ['operations'], security: [], response: responses(Health, [400]) } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'ready',
        summary: 'Database reachable and migrations current',
        tags: ['operations'],
        security: [],
        response: responses(Health, [400, 503]),
      },
    },
    async (_request, reply) => {
      try {
        if (await databaseReady(ctx.services)) return { status: 'ok' };
        return sendError(reply, 503, 'database migrations are not current');
      } catch {
        return sendError(reply, 503, 'database unreachable');
      }
    },
  );
}
