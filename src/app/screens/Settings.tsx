/** Settings, applied at once and remembered on this device. */
import { ScreenHeader } from '../components/ScreenHeader.js';
import { LOCALE_NAMES, LOCALES, messages, unavailable } from '../i18n/index.js';
import { settings, updateSettings, type Settings as Values } from '../model/settings.js';
import { play } from '../sound/index.js';

function Switch({ field, title, detail }: { field: 'confirm' | 'hints' | 'vibration' | 'sound'; title: string; detail: string }) {
  const on = settings.value[field];
  return (
    <label class="setting">
      <span class="setting__text">
        <span class="setting__title">{title}</span>
        <span class="setting__detail">{detail}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        class="switch"
        checked={on}
        aria-checked={on}
        onChange={() => updateSettings({ [field]: !on } as Partial<Values>)}
      />
    </label>
  );
}

/** How loud the sounds are: a slider in steps of 5%, which plays a sample when let go. */
function Volume() {
  const words = messages.value.settings;
  const { sound, volume } = settings.value;
  const percent = Math.round(volume * 100);
  return (
    <label class="setting setting--volume">
      <span class="setting__title">{words.volume}</span>
      <span class="setting__value">{words.volumeValue({ share: volume })}</span>
      <input
        type="range"
        class="volume"
        min={0}
        max={100}
        step={5}
        value={percent}
        disabled={!sound}
        style={{ '--fill': `${percent}%` }}
        aria-valuetext={words.volumeValue({ share: volume })}
        onInput={(event) => updateSettings({ volume: Number(event.currentTarget.value) / 100 })}
        onChange={() => play({ kind: 'place' })}
      />
    </label>
  );
}

export function Settings() {
  const m = messages.value;
  const words = m.settings;
  const { motion, language } = settings.value;
  return (
    <main class="screen settings">
      <ScreenHeader title={m.common.settings} />
      <section class="card">
        <Switch field="confirm" title={words.confirm} detail={words.confirmDetail} />
        <Switch field="hints" title={words.hints} detail={words.hintsDetail} />
        <Switch field="vibration" title={words.vibration} detail={words.vibrationDetail} />
      </section>
      <section class="card" data-setting="sound">
        <Switch field="sound" title={words.sound} detail={words.soundDetail} />
        <Volume />
      </section>
      <section class="card">
        <fieldset class="choice">
          <legend class="setting__title">{words.motion}</legend>
          <label class="choice__option">
            <input type="radio" name="motion" checked={motion === 'system'} onChange={() => updateSettings({ motion: 'system' })} />
            <span>{words.motionSystem}</span>
          </label>
          <label class="choice__option">
            <input type="radio" name="motion" checked={motion === 'reduced'} onChange={() => updateSettings({ motion: 'reduced' })} />
            <span>{words.motionReduced}</span>
          </label>
        </fieldset>
      </section>
      <section class="card">
        <fieldset class="choice" data-setting="language">
          <legend class="setting__title">{words.language}</legend>
          <label class="choice__option">
            <input type="radio" name="language" checked={language === 'auto'} onChange={() => updateSettings({ language: 'auto' })} />
            <span>{words.languageDevice}</span>
          </label>
          {LOCALES.map((code) => (
            <label key={code} class="choice__option">
              <input type="radio" name="language" checked={language === code} onChange={() => updateSettings({ language: code })} />
              {/* Each language named in itself, so a player who cannot read the current one still finds theirs. */}
              <span lang={code}>{LOCALE_NAMES[code]}</span>
            </label>
          ))}
          {unavailable.value && (
            <p class="setting__detail" role="status" data-language-offline={unavailable.value}>
              {words.languageOffline({ name: LOCALE_NAMES[unavailable.value] })}
            </p>
          )}
        </fieldset>
      </section>
    </main>
  );
}
