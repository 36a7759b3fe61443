/** A choice of one of the app's games, as a two-way switch (New game, How to play). */
import { GAME_IDS, type GameId } from '../../engine/gameIds.js';
import { messages } from '../i18n/index.js';
import { gameName } from '../model/gameNames.js';

export function GameChoice({ game, onChoose, name }: { game: GameId; onChoose: (game: GameId) => void; name: string }) {
  const m = messages.value;
  return (
    <section class="card">
      <fieldset class="segmented" aria-label={m.newGame.game}>
        {GAME_IDS.map((id) => (
          <label key={id} class="segmented__option" data-game={id}>
            <input type="radio" name={name} checked={game === id} onChange={() => onChoose(id)} />
            <span>{gameName(id)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
