import { processContentPool, type ContentPool, type ContentReader as Reader } from '../fetched/pool.js';
import type { TASKS } from './content-tasks.js';

export type ContentReader = Reader<typeof TASKS>;

/** The reader for launch tasks on `pool` (an app's own). */
export const contentReader = (pool: ContentPool): ContentReader => pool.reader('./content-tasks', import.meta.url);

/** The reader of code that runs without an app, on the process's pool. */
export const sharedContentReader = (): ContentReader => contentReader(processContentPool());
