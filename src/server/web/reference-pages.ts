import type { OperationArea } from '../../operations/areas.js';
import type { Operation } from '../../operations/types.js';

/** The API reference's index page; each area of operations has a page under it. */
export const REFERENCE = { slug: 'reference', title: 'API reference' };

/** The docs slug of the reference page of one area of operations (/docs/reference/<tag>). */
export const areaSlug = (area: Pick<OperationArea, 'tag'>) => `${REFERENCE.slug}/${area.tag}`;

/** An operation's heading id on its area's page (and its row's on the index): the id in lower case, as the page's heading anchors are. */
export const operationAnchor = (op: Pick<Operation, 'id'>) => op.id.toLowerCase();

/** Where an operation is documented: its area's reference page, at its heading. */
export const operationDocsPath = (op: Pick<Operation, 'id' | 'tag'>) => `/docs/${areaSlug(op)}#${operationAnchor(op)}`;
