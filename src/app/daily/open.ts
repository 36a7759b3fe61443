/**
 * Opening a daily link from the address (`#daily=<day>&r=<result>`): the friend's result is kept for
 * that day, and the Daily screen shows the day, where its deal can be started (after being told it is
 * played once). A link that cannot be read says why there. Either way the link leaves the address and
 * the game in progress stays as it was (it is saved, and Continue still offers it).
 */
import { hasDailyLink } from './address.js';
import { todayKey } from './dates.js';
import { keepFriendResult } from './friends.js';
import { readDailyLink } from './link.js';
import { linkProblem, showDay } from './shown.js';

export async function openDailyFromAddress(): Promise<void> {
  if (!hasDailyLink(location.hash)) return;
  const link = readDailyLink(location.href, todayKey());
  history.replaceState(history.state, '', location.pathname + location.search);
  if (!link.ok) {
    linkProblem.value = link.problem;
    showDay(null);
    return;
  }
  linkProblem.value = null;
  showDay(link.key);
  if (link.result) await keepFriendResult(link.key, link.result);
}
