import { fileURLToPath } from 'node:url';

/**
 * The repository's root, where the files the service ships beside its code live (data/, docs/,
 * assets/). This module sits one folder below the root both as source (src/) and compiled (dist/),
 * so every module finds those files the same way, whichever of the two runs.
 */
const ROOT = new URL('../', import.meta.url);

/** Absolute path of the repository's root, ending in a separator. */
export const ROOT_DIR = fileURLToPath(ROOT);

/** URL of a file or folder under data/ (a folder's name ends in `/`). */
export const dataUrl = (relative: string): URL => new URL(`data/${relative}`, ROOT);

/** Absolute path of a file or folder under data/ (a folder's path keeps its trailing `/`). */
export const dataFilePath = (relative: string): string => fileURLToPath(dataUrl(relative));

/** URL of a file or folder under docs/ (the guide and the served documents). */
export const docsUrl = (relative: string): URL => new URL(`docs/${relative}`, ROOT);

/** URL of a file or folder under assets/ (the site's static files). */
export const assetsUrl = (relative: string): URL => new URL(`assets/${relative}`, ROOT);

/**
 * Where the compiled server finds the indexes `npm run build` derives from data/ (dist/indexes/,
 * beside the compiled code built with them); null when the code runs from source, which derives
 * them itself so that a source edit is never shadowed by an index built from older code.
 */
export const COMPILED_INDEX_DIR: string | null = import.meta.url.endsWith('.ts') ? null : fileURLToPath(new URL('indexes/', import.meta.url));
