/**
 * Share a game: the system share sheet where there is one, copy the link, save the file, copy the
 * text. What happened is said in the sheet; when nothing could copy, the link or text is shown
 * selected so the player can copy it by hand.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { messages } from '../i18n/index.js';
import type { AnySession } from '../model/sessions.js';
import { canShare, copyLink, copyRecordText, feedbackWords, saveFile, shareGame, type Feedback } from '../share/actions.js';
import { fileName } from '../share/record-text.js';
import { ActionIcon, type ActionIconName } from './ActionIcon.js';

interface Props {
  session: AnySession;
  onClose: () => void;
}

interface Option {
  id: string;
  icon: ActionIconName;
  title: string;
  detail: string;
  run: () => Feedback | null | Promise<Feedback | null>;
}

export function ShareSheet({ session, onClose }: Props) {
  const m = messages.value;
  const words = m.share;
  const feedback = useSignal<Feedback | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const manual = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    manual.current?.select();
    // On a short screen the sheet scrolls: bring what happened into view.
    if (feedback.value) said.current?.scrollIntoView({ block: 'nearest' });
  }, [feedback.value]);

  const finished = session.game.over;
  const options: Option[] = [
    ...(canShare()
      ? [
          {
            id: 'share',
            icon: 'share' as const,
            title: words.system,
            detail: words.systemDetail,
            run: () => shareGame(session),
          },
        ]
      : []),
    { id: 'link', icon: 'link', title: words.copyLink, detail: words.copyLinkDetail, run: () => copyLink(session) },
    { id: 'file', icon: 'download', title: words.saveFile, detail: fileName(session.record()), run: () => saveFile(session) },
    { id: 'text', icon: 'copy', title: words.copyText, detail: words.copyTextDetail, run: () => copyRecordText(session) },
  ];
  const run = async (option: Option) => {
    feedback.value = null;
    const result = await option.run();
    if (result) feedback.value = result;
  };

  const moves = session.game.history.length;
  const shown = feedback.value;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the sheet closes it; the keyboard has Escape and the Close button
    <div class="sheet-backdrop share-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section class="sheet share" role="dialog" aria-modal="true" aria-labelledby="share-title">
        <header class="share__header">
          <div>
            <h2 id="share-title" class="share__title">
              {m.common.shareGame}
            </h2>
            <p class="share__sub">
              {(finished ? words.aboutFinished : words.aboutInPlay)({
                title: m.common.versus({ names: session.seats.map((s) => s.name) }),
                n: moves,
              })}
            </p>
          </div>
          <button type="button" class="icon-button" aria-label={m.common.close} onClick={onClose}>
            <ActionIcon name="close" />
          </button>
        </header>
        <ul class="share__options">
          {options.map((option, i) => (
            <li key={option.id}>
              <button
                type="button"
                class="share__option"
                data-share={option.id}
                ref={i === 0 ? first : undefined}
                onClick={() => void run(option)}
              >
                <span class="share__icon">
                  <ActionIcon name={option.icon} />
                </span>
                <span class="share__text">
                  <span class="share__name">{option.title}</span>
                  <span class="share__detail">{option.detail}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div class="share__feedback" aria-live="polite" ref={said}>
          {shown && (
            <p class={`share__said share__said--${shown.tone}`} data-share-feedback={shown.tone}>
              <ActionIcon name={shown.tone === 'done' ? 'check' : 'alert'} />
              <span>{feedbackWords(shown)}</span>
            </p>
          )}
          {shown?.manual && (
            <textarea
              ref={manual}
              class="share__manual"
              readOnly
              rows={shown.manual.length > 300 ? 6 : 3}
              aria-label={words.manual}
              value={shown.manual}
            />
          )}
        </div>
        {!finished && <p class="share__note">{words.wholeDeck}</p>}
      </section>
    </div>
  );
}
