/** The header of the menu screens: a back button and the screen's title. */
import { messages } from '../i18n/index.js';
import { back } from '../model/navigation.js';
import { Icon } from './Icon.js';

export function ScreenHeader({ title }: { title: string }) {
  return (
    <header class="screen-header">
      <button type="button" class="icon-button" aria-label={messages.value.common.back} onClick={back}>
        <Icon name="back" />
      </button>
      <h1 class="screen-header__title">{title}</h1>
    </header>
  );
}
