import type { Static } from '@sinclair/typebox';
import type { SignalSource } from '../contracts/goods.js';

/** The pinned public input a goods data file was built from, as its data file records it. */
export interface PinnedInput {
  name: string;
  repository: string;
  commit: string;
  path: string;
}

/** A record's source: the pinned public copy, at its commit, and where in it (`where`: "row 12", "line 40"). */
export const pinnedSource = (dataset: PinnedInput, builtOn: string, where: string): Static<typeof SignalSource> => ({
  name: `${dataset.name}, ${where} (public copy ${dataset.repository.replace('https://github.com/', '')} at ${dataset.commit.slice(0, 7)})`,
  url: `${dataset.repository}/blob/${dataset.commit}/${encodeURIComponent(dataset.path)}`,
  as_of: builtOn,
});
