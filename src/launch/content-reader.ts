import { sharedContentReader as sharedReaderOf, type ContentReader as Reader } from '../fetched/pool.js';
import type { TASKS } from './content-tasks.js';

export type ContentReader = Reader<typeof TASKS>;

/** The process's reader for launch tasks, created on first use. */
export const sharedContentReader = (): ContentReader => sharedReaderOf('./content-tasks', import.meta.url);
