/** The 7 Jours table (being built). */
import type { SeptSession } from '../model/septjours/session.js';

export function SeptScreen({ session }: { session: SeptSession }) {
  return <main class="screen" data-game={session.gameId} />;
}
