/**
 * Import a game: choose a saved .json file (or drop one on the screen), or paste a game link or a
 * game's text. A finished game opens in the replay viewer, one in progress as the current game. What
 * cannot be opened is said in place, in words, and the pasted text stays where it was.
 */
import { useSignal } from '@preact/signals';
import { ActionIcon } from '../components/ActionIcon.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { messages } from '../i18n/index.js';
import { importProblemWords, type ImportProblem } from '../share/import-text.js';
import { importDraft, openFile, openText } from '../share/open.js';

function ErrorLine({ problem }: { problem: ImportProblem }) {
  return (
    <p class="import__error" role="alert" data-import-error>
      <ActionIcon name="alert" />
      <span>{importProblemWords(problem)}</span>
    </p>
  );
}

export function Import() {
  const m = messages.value;
  const draft = importDraft.value;
  const busy = useSignal(false);
  const dropping = useSignal(false);
  const canPaste = typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';

  const setText = (text: string) => (importDraft.value = { text, error: draft.error?.from === 'text' ? null : draft.error });
  const fail = (from: 'file' | 'text', problem: ImportProblem | null) => {
    if (problem) importDraft.value = { text: importDraft.value.text, error: { from, problem } };
    else importDraft.value = { text: '', error: null };
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file || busy.value) return;
    busy.value = true;
    try {
      fail('file', await openFile(file));
    } finally {
      busy.value = false;
    }
  };
  const open = async () => {
    if (busy.value) return;
    busy.value = true;
    try {
      fail('text', await openText(importDraft.value.text));
    } finally {
      busy.value = false;
    }
  };
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      importDraft.value = { text, error: null };
      if (text.trim()) await open();
    } catch {
      fail('text', { code: 'clipboard' });
    }
  };

  const error = draft.error;
  return (
    <main
      class={`screen import${dropping.value ? ' import--dropping' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        dropping.value = true;
      }}
      onDragLeave={() => (dropping.value = false)}
      onDrop={(event) => {
        event.preventDefault();
        dropping.value = false;
        void chooseFile(event.dataTransfer?.files[0]);
      }}
    >
      <ScreenHeader title={m.history.importGame} />
      <p class="import__intro">{m.importing.intro}</p>

      <section class="card import__card" aria-labelledby="import-file">
        <h2 class="card__title" id="import-file">
          {m.importing.fromFile}
        </h2>
        <label class={`button import__choose${busy.value ? ' import__choose--busy' : ''}`}>
          <ActionIcon name="file" /> {m.importing.chooseFile}
          <input
            type="file"
            class="visually-hidden"
            accept=".json,application/json,text/plain"
            data-import-file
            onChange={(event) => {
              const input = event.currentTarget;
              void chooseFile(input.files?.[0]).then(() => (input.value = ''));
            }}
          />
        </label>
        <p class="import__hint">{m.importing.fileHint}</p>
        {error?.from === 'file' && <ErrorLine problem={error.problem} />}
      </section>

      <section class="card import__card" aria-labelledby="import-text">
        <h2 class="card__title" id="import-text">
          {m.importing.pasteTitle}
        </h2>
        <textarea
          class="import__paste"
          rows={5}
          aria-labelledby="import-text"
          placeholder={m.importing.placeholder}
          spellcheck={false}
          autocapitalize="off"
          autocomplete="off"
          value={draft.text}
          data-import-text
          onInput={(event) => setText(event.currentTarget.value)}
        />
        {error?.from === 'text' && <ErrorLine problem={error.problem} />}
        <div class="import__actions">
          {canPaste && (
            <button type="button" class="button button--secondary" onClick={() => void paste()}>
              <ActionIcon name="paste" /> {m.importing.paste}
            </button>
          )}
          <button type="button" class="button" data-import-open disabled={!draft.text.trim()} onClick={open}>
            {m.importing.open}
          </button>
        </div>
      </section>
    </main>
  );
}
