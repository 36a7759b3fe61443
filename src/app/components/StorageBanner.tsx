/**
 * A storage problem, said plainly at the top of any screen: the game goes on in memory. Damaged
 * saves are mentioned once too, with the way to them (History lists them, to export or delete).
 */
import { useSignal } from '@preact/signals';
import { messages } from '../i18n/index.js';
import { go } from '../model/navigation.js';
import { damaged, storeProblem } from '../store/autosave.js';
import { storeProblemWords } from '../store/problems.js';
import { Icon } from './Icon.js';

export function StorageBanner() {
  const m = messages.value;
  const dismissedBad = useSignal(false);
  const problem = storeProblem.value;
  const bad = damaged.value.length;
  if (problem) {
    return (
      <div class="storage-banner" role="alert" data-store-problem={problem.kind}>
        <p class="storage-banner__text">{storeProblemWords(problem)}</p>
        <button
          type="button"
          class="icon-button storage-banner__close"
          aria-label={m.common.dismiss}
          onClick={() => (storeProblem.value = null)}
        >
          <Icon name="close" />
        </button>
      </div>
    );
  }
  if (bad > 0 && !dismissedBad.value) {
    return (
      <div class="storage-banner" role="alert" data-store-problem="damaged">
        <p class="storage-banner__text">{m.storage.damaged({ n: bad })}</p>
        <button
          type="button"
          class="button button--small"
          onClick={() => {
            dismissedBad.value = true;
            go('history');
          }}
        >
          {m.storage.seeDamaged({ n: bad })}
        </button>
        <button
          type="button"
          class="icon-button storage-banner__close"
          aria-label={m.common.dismiss}
          onClick={() => (dismissedBad.value = true)}
        >
          <Icon name="close" />
        </button>
      </div>
    );
  }
  return null;
}
