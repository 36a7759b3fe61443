/** The game's top bar: back home, the moves log (phones), share, settings. Every button is 44 px or more. */
import { useSignal } from '@preact/signals';
import { back, go } from '../model/navigation.js';
import { messages } from '../i18n/index.js';
import type { Table } from '../model/table.js';
import { ActionIcon } from './ActionIcon.js';
import { Icon } from './Icon.js';
import { ShareSheet } from './ShareSheet.js';
import { TakeBackMark } from './TakeBack.js';

export function TopBar({ table }: { table: Table }) {
  const m = messages.value;
  const moves = table.logged.value.length;
  const sharing = useSignal(false);
  return (
    <header class="topbar">
      <button type="button" class="icon-button" aria-label={m.common.home} onClick={back}>
        <Icon name="back" />
      </button>
      <p class="topbar__title">
        24<span class="title__slash">/</span>7<span class="topbar__moves">{m.common.moves({ n: moves })}</span>
        <TakeBackMark n={table.session.setup.takebacks} />
      </p>
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
