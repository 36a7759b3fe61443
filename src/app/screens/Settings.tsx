/** Settings, applied at once and remembered on this device. */
import { ScreenHeader } from '../components/ScreenHeader.js';
import { settings, updateSettings, type Settings as Values } from '../model/settings.js';

function Switch({ field, title, detail }: { field: 'confirm' | 'hints' | 'vibration'; title: string; detail: string }) {
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

export function Settings() {
  const motion = settings.value.motion;
  return (
    <main class="screen settings">
      <ScreenHeader title="Settings" />
      <section class="card">
        <Switch field="confirm" title="Confirm each placement" detail="Show the tile and its minutes first, with Place and Take back." />
        <Switch field="hints" title="Hints" detail="A Hint button on your turn suggests a move." />
        <Switch field="vibration" title="Vibration" detail="A short buzz when a tile lands, on phones that can." />
      </section>
      <section class="card">
        <fieldset class="choice">
          <legend class="setting__title">Motion</legend>
          <label class="choice__option">
            <input type="radio" name="motion" checked={motion === 'system'} onChange={() => updateSettings({ motion: 'system' })} />
            <span>Follow the system setting</span>
          </label>
          <label class="choice__option">
            <input type="radio" name="motion" checked={motion === 'reduced'} onChange={() => updateSettings({ motion: 'reduced' })} />
            <span>Always reduce motion</span>
          </label>
        </fieldset>
      </section>
    </main>
  );
}
