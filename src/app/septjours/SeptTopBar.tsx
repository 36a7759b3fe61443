/** The 7 Jours top bar, like 24/7's: back home, how to play, the moves log (phones), share, settings. Every button is 44 px. */
import { useSignal } from '@preact/signals';
import { ActionIcon } from '../components/ActionIcon.js';
import { Icon } from '../components/Icon.js';
import { ShareSheet } from '../components/ShareSheet.js';
import { TakeBackMark } from '../components/TakeBack.js';
import { messages } from '../i18n/index.js';
import { back, go } from '../model/navigation.js';
import type { SeptTable } from './table.js';

export function SeptTopBar({ table }: { table: SeptTable }) {
  const m = messages.value;
  const sharing = useSignal(false);
  const { round, dealer } = table.session;
  return (
    <header class="topbar">
      <button type="button" class="icon-button" aria-label={m.common.home} onClick={back}>
        <Icon name="back" />
      </button>
      <p class="topbar__title sept-title">
        <span class="sept-title__name">{m.sept.title}</span>
        <span class="topbar__moves sept-title__round" data-round={round.value}>
          {m.sept.round({ n: round.value, total: 4 })}
          <span class="visually-hidden"> · {m.sept.deals({ name: table.session.nameOf(dealer.value) })}</span>
        </span>
        <TakeBackMark n={table.session.setup.takebacks} />
      </p>
      <button
        type="button"
        class="icon-button"
        aria-label={m.sept.rules}
        aria-expanded={table.rulesOpen.value}
        data-action="rules"
        onClick={() => (table.rulesOpen.value = true)}
      >
        <HelpIcon />
      </button>
      <button
        type="button"
        class="icon-button topbar__log"
        aria-label={m.game.movesButton}
        aria-expanded={table.logOpen.value}
        onClick={() => (table.logOpen.value = !table.logOpen.value)}
      >
        <Icon name="list" />
      </button>
      <button type="button" class="icon-button" aria-label={m.common.shareGame} onClick={() => (sharing.value = true)}>
        <ActionIcon name="share" />
      </button>
      <button type="button" class="icon-button" aria-label={m.common.settings} onClick={() => go('settings')}>
        <Icon name="gear" />
      </button>
      {sharing.value && <ShareSheet session={table.session} onClose={() => (sharing.value = false)} />}
    </header>
  );
}

function HelpIcon() {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </svg>
  );
}
