/** Line icons for sharing and the replay controls, drawn like Icon.tsx (inline, sized by the font). */
import { memo, shallowEqual } from './memo.js';

const PATHS = {
  share: 'M12 3v12M7.5 7.5L12 3l4.5 4.5M8 10H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2',
  download: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  copy: 'M9 9h10v11H9zM15 9V5a1 1 0 0 0-1-1H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h3',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  paste: 'M9 4h6v3H9zM9 5.5H6v15h12v-15h-3M9 12h6M9 16h4',
  first: 'M6 5v14M18 5l-8 7 8 7',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  last: 'M18 5v14M6 5l8 7-8 7',
  play: 'M8 5l11 7-11 7z',
  pause: 'M8 5v14M16 5v14',
  alert: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  replay: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4.5h4.5M10 9l5 3-5 3z',
} as const;

export type ActionIconName = keyof typeof PATHS;

export const ActionIcon = memo(function ActionIcon({ name }: { name: ActionIconName }) {
  return (
    <svg class={`icon icon--${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}, shallowEqual);
