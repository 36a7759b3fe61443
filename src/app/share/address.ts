/**
 * Game links (#game=…) and daily deal links (#daily=…) in the address, watched from start-up. The
 * code that decodes and opens a link loads only when the address holds one: most starts have none,
 * and need not pay for it.
 */
import { hasDailyLink } from '../daily/address.js';

export const LINK_KEY = 'game'; // index.html's first script looks for it too

export function hasGameLink(): boolean {
  return location.hash.startsWith(`#${LINK_KEY}=`);
}

function openIfLinked(): void {
  if (hasGameLink()) void import('./open.js').then((open) => open.openFromAddress());
  else if (hasDailyLink(location.hash)) void import('../daily/open.js').then((open) => open.openDailyFromAddress());
}

/** Call once at start-up: opens a link now and whenever one is opened in this tab later. */
export function watchAddress(): void {
  openIfLinked();
  window.addEventListener('hashchange', openIfLinked);
}
