/** Cuts text to at most max characters, marking the cut with an ellipsis: echoed input stays within its field's limit. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
