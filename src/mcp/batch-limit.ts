/** Messages one POST may carry where the protocol version still allows batches (2025-03-26). */
export const MAX_BATCH = 10;
