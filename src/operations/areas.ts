/**
 * The areas the operations fall into (each operation's `tag`): the OpenAPI tags and the API
 * reference's pages, in this order. `title` heads the reference page; `description` is the tag's.
 */
export const OPERATION_AREAS = [
  { tag: 'travel', title: 'Travel search', description: 'Ranked travel search, the destination list and live research jobs' },
  {
    tag: 'travel-primitives',
    title: 'Travel primitives',
    description: 'The five travel primitives, one step each: parse, destinations, places, validate, handoffs',
  },
  { tag: 'goods', title: 'Used goods', description: 'Used-goods search and deal validation' },
  { tag: 'skills', title: 'Skills', description: 'Curated skill search' },
  { tag: 'launch', title: 'Agent launch', description: 'Agent launch audit, generate and verify (public)' },
  { tag: 'proof', title: 'Proof preflight', description: 'Proof (notability) preflight (public)' },
  { tag: 'accounts', title: 'Accounts and keys', description: 'Activation and account introspection' },
  { tag: 'records', title: 'Feedback and requests', description: 'Feedback, API requests and commercial intent' },
] as const;

export type OperationArea = (typeof OPERATION_AREAS)[number];
export type AreaTag = OperationArea['tag'];
