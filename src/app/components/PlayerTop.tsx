/** A player's avatar (a person or a chip, for an AI) and name, at the top of their score card. */
import type { SeatConfig } from '../model/seats.js';
import { Icon } from './Icon.js';
import { memo, shallowEqual } from './memo.js';

// Memoised: the score card above it redraws with each turn and score, its seat never changes.
export const PlayerTop = memo(function PlayerTop({ seat }: { seat: SeatConfig }) {
  return (
    <span class="player__top">
      <span class="player__avatar" aria-hidden="true">
        <Icon name={seat.kind === 'human' ? 'person' : 'cpu'} />
      </span>
      <span class="player__name">{seat.name}</span>
    </span>
  );
}, shallowEqual);
