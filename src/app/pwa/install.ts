/**
 * Installing the app: Chromium-based browsers offer it through `beforeinstallprompt`, which is kept
 * here (the browser's own mini-bar is suppressed) so an Install button can show the prompt when the
 * player asks. iOS has no such event; there a hint says how to add the app to the home screen.
 */
import { signal } from '@preact/signals';

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set while the browser offers installation. */
export const installPrompt = signal<BeforeInstallPromptEvent | null>(null);
/** True in iOS Safari when the app is not yet on the home screen. */
export const iosInstallHint = signal(false);

export function listenForInstall(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.value = event as BeforeInstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
  iosInstallHint.value = isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints) && !isStandalone();
}

/** Shows the browser's install dialog; the event can be used once, so the button goes either way. */
export async function install(): Promise<void> {
  const event = installPrompt.value;
  if (!event) return;
  installPrompt.value = null;
  await event.prompt();
  await event.userChoice;
}

/**
 * Safari on an iPhone, iPod or iPad (which says it is a Mac, but has touch). Other iOS browsers and
 * in-app views are left out: their menus differ, and some cannot add to the home screen at all.
 */
export function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && /Version\/[\d.]+.*Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

function isStandalone(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
}
