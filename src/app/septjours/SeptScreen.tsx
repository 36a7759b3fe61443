/**
 * The 7 Jours game: the players' cards by element, the row (or the packets), and what to do now,
 * with the moves log, the hand-off, how to play and the end. The table (UI state and turn controller)
 * lives as long as this screen; leaving it stops the AI.
 */
import { useEffect } from 'preact/hooks';
import { aiBridge } from '../model/ai.js';
import type { SeptSession } from '../model/septjours/session.js';
import { startRematch } from '../model/start.js';
import { Notice } from '../components/Notice.js';
import { Controls } from './Controls.js';
import { Players } from './Players.js';
import { SeptGameOver, septGameOverType } from './SeptGameOver.js';
import { SeptHandOff } from './SeptHandOff.js';
import { SeptLog } from './SeptLog.js';
import { RulesSheet } from './SeptRules.js';
import { SeptTopBar } from './SeptTopBar.js';
import { Strip } from './Strip.js';
import { SeptTable } from './table.js';
import { useModel } from '../components/useModel.js';
import { TypeWarmUp } from '../components/TypeWarmUp.js';

export function SeptScreen({ session }: { session: SeptSession }) {
  const table = useModel(() => new SeptTable(session, aiBridge()), [session]);
  useEffect(() => {
    table.start();
    return () => table.stop();
  }, [table]);

  return (
    <main
      class="sept full-screen"
      data-game={session.gameId}
      onContextMenu={(event) => event.preventDefault()}
      // A tap anywhere while a move is being shown skips to its end.
      onPointerDownCapture={() => table.show.frame.value && table.show.finish()}
    >
      <div class="sept__bar">
        <SeptTopBar table={table} />
      </div>
      <div class="sept__seats">
        <Players table={table} />
      </div>
      <div class="sept__table">
        <Strip table={table} />
        <Notice table={table} />
      </div>
      <div class="sept__controls">
        <Controls table={table} />
      </div>
      <div class="game__log">
        <SeptLog table={table} />
      </div>
      <LogBackdrop table={table} />
      <Announcer table={table} />
      <SeptHandOff table={table} />
      <RulesSheet table={table} />
      <SeptGameOver table={table} onRematch={startRematch} />
      <TypeWarmUp samples={septGameOverType} />
    </main>
  );
}

// Named for the test hook's render counts, which minified names would not tell apart.
SeptScreen.displayName = 'SeptScreen';

/** A tap beside the moves sheet closes it. Its own component, so opening the sheet redraws only this. */
function LogBackdrop({ table }: { table: SeptTable }) {
  if (!table.logOpen.value) return null;
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keyboard closes the sheet with its own Close button
  return <div class="log-backdrop" onClick={() => (table.logOpen.value = false)} />;
}

/** The polite live region: each announcement redraws this paragraph, not the whole screen. */
function Announcer({ table }: { table: SeptTable }) {
  return (
    <p class="visually-hidden" aria-live="polite">
      {table.announcement.value}
    </p>
  );
}
