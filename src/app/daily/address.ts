/**
 * Daily deal links in the address (`#daily=2026-12-02&r=…`): how to spot one without loading the code
 * that reads it (link.ts), which only a start with such a link needs.
 */
export const DAILY_LINK_KEY = 'daily'; // index.html's first script looks for it too
/** The parameter that carries the sharer's result. */
export const RESULT_KEY = 'r';

/** True when a hash (`location.hash`) holds a daily deal link. */
export function hasDailyLink(hash: string): boolean {
  return hash.startsWith(`#${DAILY_LINK_KEY}=`);
}
