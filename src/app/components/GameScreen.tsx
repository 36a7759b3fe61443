/**
 * The game: board, rack, scoreboard, status and log, with the hand-off and game-over overlays. The
 * Table (UI state and turn controller) lives as long as this screen; leaving it stops the AI.
 */
import { useEffect, useRef } from 'preact/hooks';
import { aiBridge } from '../model/ai.js';
import type { GameSession } from '../model/session.js';
import { startRematch } from '../model/start.js';
import { Table } from '../model/table.js';
import { Board } from './Board.js';
import { GameOver, gameOverType } from './GameOver.js';
import { TypeWarmUp } from './TypeWarmUp.js';
import { HandOff } from './HandOff.js';
import { MoveLog } from './MoveLog.js';
import { Notice } from './Notice.js';
import { Rack } from './Rack.js';
import { Scoreboard } from './Scoreboard.js';
import { ScoreFeedback } from './ScoreFeedback.js';
import { StatusBar } from './StatusBar.js';
import { TopBar } from './TopBar.js';
import { useBoardSize } from './useBoardSize.js';
import { useModel } from './useModel.js';

export function GameScreen({ session }: { session: GameSession }) {
  const table = useModel(() => new Table(session, aiBridge()), [session]);
  useEffect(() => {
    table.start();
    return () => table.stop();
  }, [table]);
  const boardArea = useRef<HTMLDivElement>(null);
  useBoardSize(boardArea);

  return (
    <main class="game full-screen" onContextMenu={(event) => event.preventDefault()}>
      <div class="game__bar">
        <TopBar table={table} />
      </div>
      <div class="game__scores">
        <Scoreboard table={table} />
      </div>
      <div class="game__board" ref={boardArea}>
        <div class="board-frame">
          <Board table={table} />
          <ScoreFeedback table={table} />
          <Notice table={table} />
        </div>
      </div>
      <div class="game__hand">
        <StatusBar table={table} />
        <Rack table={table} />
      </div>
      <div class="game__log">
        <MoveLog table={table} />
      </div>
      <LogBackdrop table={table} />
      <Announcer table={table} />
      <HandOff table={table} />
      <GameOver table={table} onRematch={startRematch} />
      <TypeWarmUp samples={gameOverType} />
    </main>
  );
}

// Named for the test hook's render counts, which minified names would not tell apart.
GameScreen.displayName = 'GameScreen';

/** A tap beside the moves sheet closes it. Its own component, so opening the sheet redraws only this. */
function LogBackdrop({ table }: { table: Table }) {
  if (!table.logOpen.value) return null;
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keyboard closes the sheet with its own Close button
  return <div class="log-backdrop" onClick={() => (table.logOpen.value = false)} />;
}

/** The polite live region: each announcement redraws this paragraph, not the whole game screen. */
function Announcer({ table }: { table: Table }) {
  return (
    <p class="visually-hidden" aria-live="polite">
      {table.announcement.value}
    </p>
  );
}
