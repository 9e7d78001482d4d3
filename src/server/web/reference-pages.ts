import type { OperationArea } from '../../operations/areas.js';

/** The API reference's index page; each area of operations has a page under it. */
export const REFERENCE = { slug: 'reference', title: 'API reference' };

/** The docs slug of the reference page of one area of operations (/docs/reference/<tag>). */
export const areaSlug = (area: OperationArea) => `${REFERENCE.slug}/${area.tag}`;
