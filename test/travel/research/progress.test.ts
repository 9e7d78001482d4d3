import { describe, expect, it } from 'vitest';
import { withCompleted, type JobProgress } from '../../../src/travel/research/progress.js';

const empty: JobProgress = {
  categories: ['lodging_areas', 'activities', 'local_transport'],
  to_fetch: [],
  completed: [],
  failed: [],
  evidence: [],
  places: [],
  providers: [],
  aggregator: null,
  aggregator_wanted: false,
};

describe('research job progress', () => {
  it('lists failed categories in the job category order, whichever failed first', () => {
    const failed = ['local_transport', 'activities', 'lodging_areas'].map((category) => ({ category, reason: 'no answer' }));
    expect(withCompleted({ ...empty, failed }).failed.map((f) => f.category)).toEqual(['lodging_areas', 'activities', 'local_transport']);
  });
});
