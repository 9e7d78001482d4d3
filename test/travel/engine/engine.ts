import type { TravelSearchRequest } from '../../../src/contracts/travel.js';
import { analyze } from '../../../src/travel/engine/analyze.js';
import { createTravelEngine, type TravelEngine } from '../../../src/travel/engine/pipeline.js';
import type { RequestContext } from '../../../src/travel/engine/types.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { disabledResearch } from '../../../src/travel/research-port.js';

/** One real engine (knowledge base, gazetteer, disabled research) shared by the engine tests. */
let engine: TravelEngine | undefined;
export function testEngine(): TravelEngine {
  engine ??= createTravelEngine({ kb: loadKnowledgeBase(), gazetteer: loadGazetteer(), research: disabledResearch });
  return engine;
}

export const NOW = new Date('2026-03-10T12:00:00Z');

export const context = (commercial = false): RequestContext => ({
  now: () => NOW,
  requestId: 'req_test',
  accountId: null,
  commercial: commercial
    ? {
        publicBaseUrl: 'http://127.0.0.1:9999',
        limits: { free_sandbox: { hourly: 10, monthly: 100 }, hobby: { hourly: 1000, monthly: 20000 } },
        remaining: { hourly: 9, monthly: 99 },
      }
    : null,
});

export const analysis = (input: TravelSearchRequest) => analyze(testEngine().data, testEngine().catalog, input, NOW);
